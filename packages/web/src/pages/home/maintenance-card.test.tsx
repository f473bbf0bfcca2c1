import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, makeGuest, makeUser, mockFetch, renderApp } from '../../test/render';
import { clearedMessage, MaintenanceCard } from './maintenance-card';

describe('Clear Expired Parties', () => {
  it('says "Cleared N expired party" for one and "parties" otherwise', () => {
    expect(clearedMessage(1)).toBe('Cleared 1 expired party');
    expect(clearedMessage(0)).toBe('Cleared 0 expired parties');
    expect(clearedMessage(3)).toBe('Cleared 3 expired parties');
  });

  it('[PARTY-5] clears for a Google user and reports the count', async () => {
    const calls = mockFetch({
      'POST /api/maintenance/clear-expired-parties': () => json({ deleted: 2 }),
    });
    renderApp(<MaintenanceCard user={makeUser()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear Expired Parties' }));
    expect((await screen.findByRole('status')).textContent).toBe('Cleared 2 expired parties');
    expect(calls).toHaveLength(1);
  });

  it("reports a failure with the product's message", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch({
      'POST /api/maintenance/clear-expired-parties': () => json({ error: 'boom' }, 500),
    });
    renderApp(<MaintenanceCard user={makeUser()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear Expired Parties' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to clear expired parties. Please try again.',
    );
  });

  it('[AUTH-5] shows guests "Sign in with Google to access this feature" and no button', () => {
    renderApp(<MaintenanceCard user={makeGuest()} />);
    expect(screen.getByText('Sign in with Google to access this feature')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear Expired Parties' })).toBeNull();
  });
});
