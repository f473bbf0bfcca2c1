import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPlay } from '../play/testing/render-play';
import { STEAL_CALL } from './feud-view';
import { feudView } from './testing/feud-views';
import type { FeudRound } from './feud-types';

const panel = () => within(screen.getByRole('region', { name: 'Current turn' }));
const floor = {
  round: { phase: 'floor' as const, controlTeam: 0, strikes: 2, bank: 9 },
  feudTurnUserId: 'ben',
};

describe('Feud on the phone', { timeout: 20_000 }, () => {
  it('[FEUD-2] the face-off pair gets the guess field; a watcher sees who is in it', () => {
    const { unmount } = renderPlay(feudView('ana'));
    expect(panel().getByText('Face-off! ana vs Hana')).toBeTruthy();
    expect(panel().getByRole('textbox')).toBeTruthy();
    unmount();
    renderPlay(feudView('cal'));
    expect(panel().getByText('Face-off! Hana vs ana')).toBeTruthy();
    expect(panel().queryByRole('textbox')).toBeNull();
    expect(panel().getByText(/Hana and ana are answering/)).toBeTruthy();
  });

  it('[FEUD-3] the floor: strikes as ✕ marks and the bank; only the named member types', () => {
    const { unmount } = renderPlay(feudView('ben', floor));
    expect(panel().getByRole('img', { name: '2 of 3 strikes' })).toBeTruthy();
    expect(panel().getByTestId('feud-bank').textContent).toContain('9 points');
    expect(panel().getByRole('textbox')).toBeTruthy();
    unmount();
    const teammate = renderPlay(feudView('host', floor));
    expect(panel().getByText('ben is guessing. Help them out!')).toBeTruthy();
    expect(panel().queryByRole('textbox')).toBeNull();
    teammate.unmount();
    renderPlay(feudView('cal', floor));
    expect(panel().getByText(/chance to steal/)).toBeTruthy();
  });

  it('[FEUD-4] the stealing team is told to confer and may send one guess', () => {
    const steal = {
      round: { phase: 'steal' as const, controlTeam: 0, strikes: 3, bank: 9, stealQueue: [1] },
      activeTeamId: 'team-2',
    };
    const { send } = renderPlay(feudView('cal', steal));
    expect(panel().getByText(STEAL_CALL)).toBeTruthy();
    fireEvent.change(panel().getByRole('textbox'), { target: { value: 'neptune' } });
    fireEvent.click(panel().getByRole('button', { name: 'Submit' }));
    expect(send).toHaveBeenCalledWith('guess', expect.objectContaining({ text: 'neptune' }));
  });

  it('[FEUD-9] the host picks the face-off pair before either answers', async () => {
    const { send } = renderPlay(feudView('host'));
    const picker = within(screen.getByRole('group', { name: 'Host: who faces off?' }));
    fireEvent.change(picker.getByRole('combobox', { name: 'For Team 1' }), {
      target: { value: 'ben' },
    });
    fireEvent.change(picker.getByRole('combobox', { name: 'For Team 2' }), {
      target: { value: 'cal' },
    });
    fireEvent.click(picker.getByRole('button', { name: 'Set face-off' }));
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith('pickFaceOff', { code: 'ABC123', userIds: ['ben', 'cal'] }),
    );
  });

  it('[FEUD-9] no pick once a face-off answer is in, and never for a player', () => {
    const answers: FeudRound['faceOffAnswers'] = [{ rank: 3, order: 0 }, null];
    const { unmount } = renderPlay(feudView('host', { round: { faceOffAnswers: answers } }));
    expect(screen.queryByRole('group', { name: 'Host: who faces off?' })).toBeNull();
    unmount();
    renderPlay(feudView('ana'));
    expect(screen.queryByRole('group', { name: 'Host: who faces off?' })).toBeNull();
  });
});
