import { describe, expect, it } from 'vitest';
import { displayNameFor } from './google-account';

describe('displayNameFor (SPEC §3 users.displayName)', () => {
  it('uses the name, else the email prefix, else "User"', () => {
    expect(displayNameFor({ name: 'Ada Lovelace', email: 'ada@example.com' })).toBe('Ada Lovelace');
    expect(displayNameFor({ name: undefined, email: 'ada.l@example.com' })).toBe('ada.l');
    expect(displayNameFor({ name: undefined, email: undefined })).toBe('User');
  });

  it('keeps names within the 40-character limit', () => {
    expect(displayNameFor({ name: 'n'.repeat(60), email: undefined })).toHaveLength(40);
  });
});
