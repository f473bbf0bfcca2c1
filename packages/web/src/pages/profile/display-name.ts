/** AUTH-7, NAME-2: The name is trimmed and cannot be empty. Returns the error, if any. */
export function validateDisplayName(value: string): string | null {
  return value.trim() === '' ? 'Display name cannot be empty' : null;
}

/** AUTH-7, NAME-2: Save is disabled while saving or when the (trimmed) name is unchanged. */
export function canSaveDisplayName(value: string, current: string, saving: boolean): boolean {
  return !saving && value.trim() !== current;
}

/** The success message (exact strings), which warns guests that the change is temporary. */
export function displayNameSavedMessage(isGuest: boolean): string {
  return isGuest
    ? 'Guest name updated! (Changes will be lost when you close the browser).'
    : 'Profile updated successfully!';
}

export const DISPLAY_NAME_FAILED = 'Failed to update profile. Please try again.';
