import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HOST, playingParty, viewFor } from '../../test/party-play-views';
import { renderPlay } from './testing/render-play';

describe('Leave Game', () => {
  it('asks "Are you sure you want to leave the game?" and staying changes nothing', async () => {
    const { send, onLeft } = renderPlay(viewFor(playingParty(), 'ana'));
    await userEvent.click(screen.getByRole('button', { name: 'Leave Game' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).toContain('Are you sure you want to leave the game?');
    expect(document.activeElement?.textContent).toBe('Stay');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(send).not.toHaveBeenCalled();
    expect(onLeft).not.toHaveBeenCalled();
  });

  it('the entry button is a quiet outline; only the confirmation is solid red', async () => {
    renderPlay(viewFor(playingParty(), HOST));
    const entry = screen.getByRole('button', { name: 'Leave Game' });
    expect(entry.className).toContain('border-red-300');
    expect(entry.className).not.toContain('bg-red-600');
    await userEvent.click(entry);
    expect(screen.getByRole('button', { name: 'Leave' }).className).toContain('bg-red-600');
  });

  it('sends leave and then leaves the screen once confirmed', async () => {
    const { send, onLeft } = renderPlay(viewFor(playingParty(), HOST));
    await userEvent.click(screen.getByRole('button', { name: 'Leave Game' }));
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(send).toHaveBeenCalledWith('leave', { code: 'ABC123' });
    await waitFor(() => expect(onLeft).toHaveBeenCalled());
  });

  it('closes on Escape', async () => {
    renderPlay(viewFor(playingParty(), HOST));
    await userEvent.click(screen.getByRole('button', { name: 'Leave Game' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
