import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeGuest, makeUser, renderApp } from '../../test/render';
import { ApiError } from '../../api/http';
import { DisplayNameForm } from './display-name-form';

function input() {
  return screen.getByLabelText('Display name');
}
function save() {
  return screen.getByRole('button', { name: /^Sav/ });
}

describe('editing the display name', () => {
  it('disables Save while the name is unchanged (after trimming)', async () => {
    renderApp(<DisplayNameForm user={makeUser()} onSave={vi.fn()} />);
    expect(save().hasAttribute('disabled')).toBe(true);
    await userEvent.type(input(), '  ');
    expect(save().hasAttribute('disabled')).toBe(true);
    await userEvent.type(input(), 'x');
    expect(save().hasAttribute('disabled')).toBe(false);
  });

  it('[NAME-2] refuses an empty name with "Display name cannot be empty"', async () => {
    const onSave = vi.fn();
    renderApp(<DisplayNameForm user={makeUser()} onSave={onSave} />);
    await userEvent.clear(input());
    await userEvent.type(input(), '   ');
    await userEvent.click(save());
    expect(screen.getByRole('alert').textContent).toBe('Display name cannot be empty');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('[NAME-1] saves the trimmed name: "Profile updated successfully!"', async () => {
    const onSave = vi.fn(async (name: string) => makeUser({ displayName: name }));
    renderApp(<DisplayNameForm user={makeUser()} onSave={onSave} />);
    await userEvent.clear(input());
    await userEvent.type(input(), '  Quiz Queen  ');
    await userEvent.click(save());
    expect(onSave).toHaveBeenCalledWith('Quiz Queen');
    expect((await screen.findByRole('status')).textContent).toBe('Profile updated successfully!');
  });

  it('tells a guest the change lasts only for the session', async () => {
    const onSave = vi.fn(async (name: string) => makeGuest({ displayName: name }));
    renderApp(<DisplayNameForm user={makeGuest()} onSave={onSave} />);
    await userEvent.type(input(), '!');
    await userEvent.click(save());
    expect((await screen.findByRole('status')).textContent).toBe(
      'Guest name updated! (Changes will be lost when you close the browser).',
    );
  });

  it('disables Save while saving, then reports a failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail: (error: Error) => void = () => undefined;
    const onSave = vi.fn(() => new Promise<never>((_resolve, reject) => (fail = reject)));
    renderApp(<DisplayNameForm user={makeUser()} onSave={onSave} />);
    await userEvent.type(input(), '2');
    await userEvent.click(save());
    expect(save().hasAttribute('disabled')).toBe(true);
    fail(new Error('offline'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to update profile. Please try again.',
    );
  });

  it('[AUTH-7] shows why the server refused the name', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reason = 'Display name cannot contain "Host"';
    const onSave = vi.fn(async () => Promise.reject(new ApiError(reason, 400)));
    renderApp(<DisplayNameForm user={makeUser()} onSave={onSave} />);
    await userEvent.clear(input());
    await userEvent.type(input(), 'Alex (Host)');
    await userEvent.click(save());
    expect((await screen.findByRole('alert')).textContent).toBe(reason);
  });
});
