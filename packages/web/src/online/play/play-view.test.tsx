import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SendResult } from '../connection';
import { guessBy, HOST, playingParty, step, viewFor } from '../../test/party-play-views';
import { fakeSend, renderPlay } from './testing/render-play';

const DUPLICATE = 'This answer has already been given. Please try a different answer.';
const input = () => screen.getByRole('textbox', { name: 'Team 1, your guess' }) as HTMLInputElement;
const banner = () => screen.getByRole('status', { name: 'Last result' });
const guess = (outcome: { correct: boolean; rank: number; points: number }): SendResult => ({
  ok: true,
  result: { guess: { kind: 'recorded', ...outcome, timedOut: false } },
});

describe('online play: who may guess', () => {
  it('[TURN-4] shows the guess input only to members of the active team', () => {
    const state = playingParty({ players: ['ana', 'ben'] });
    const host = renderPlay(viewFor(state, HOST));
    expect(input()).toBeTruthy();
    host.unmount();
    renderPlay(viewFor(state, 'ana'));
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText("Team 1 is guessing... Wait for your team's turn.")).toBeTruthy();
  });

  it('[JOIN-5] shows a late joiner with no team that they are watching', () => {
    const state = step(playingParty(), { type: 'join', userId: 'zoe', displayName: 'Zoe' });
    renderPlay(viewFor(state, 'zoe'));
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(
      screen.getByText('Team 1 is guessing... You are watching until the host puts you on a team.'),
    ).toBeTruthy();
  });
});

describe('online play: the board and the chips', () => {
  it('[SCORE-1][VIEW-1] shows 5 slots, the found answer with rank and points, and hides the rest', () => {
    const state = guessBy(playingParty(), HOST, 'jupiter');
    renderPlay(viewFor(state, 'ana'));
    const slots = within(screen.getByRole('list', { name: 'Answer board' })).getAllByRole(
      'listitem',
    );
    expect(slots).toHaveLength(5);
    expect(slots[0]?.textContent).toMatch(/Jupiter.*Found by Team 1.*5 pts/);
    expect(slots[1]?.textContent).toContain('hidden');
    expect(slots.map((slot) => slot.textContent).join()).not.toMatch(/Saturn|Uranus|Neptune|Earth/);
  });

  it('[TURN-2] shows scores and attempts used, and a cross on a team with no attempts left', () => {
    let state = playingParty({ maxAttempts: 1 });
    state = guessBy(state, HOST, 'pluto');
    renderPlay(viewFor(state, HOST));
    const chips = within(screen.getByRole('list', { name: 'Teams' })).getAllByRole('listitem');
    expect(chips[0]?.textContent).toContain('Attempts: 1/1');
    expect(chips[0]?.textContent).toContain('✕');
    expect(chips[1]?.textContent).toContain('Attempts: 0/1');
    expect(chips[1]?.textContent).not.toContain('✕');
    expect(chips[1]?.getAttribute('aria-current')).toBe('true');
  });

  it('keeps a "Game Activity" box: answers found out of 5, current team, every guess', () => {
    let state = guessBy(playingParty(), HOST, 'saturn');
    state = guessBy(state, 'ana', 'pluto');
    renderPlay(viewFor(state, 'ana'));
    const box = screen.getByRole('region', { name: 'Game Activity' });
    expect(box.textContent).toContain('Answers found:1/5');
    expect(box.textContent).toContain('Current team:Team 1');
    const lines = within(box)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(lines).toEqual([
      expect.stringMatching(/^Team 2 · ana.*pluto.*wrong/),
      expect.stringMatching(/^Team 1 · Hana.*saturn.*✓ #2 \+4/),
    ]);
  });
});

describe('online play: sending a guess', () => {
  it('[MATCH-1] submits the trimmed guess on Enter with the turn, disabled while it is on its way', async () => {
    let answer: (reply: SendResult) => void = () => undefined;
    const send = fakeSend();
    send.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const state = playingParty();
    renderPlay(viewFor(state, HOST), { send });
    await userEvent.type(input(), '  jupiter {Enter}');
    expect(send).toHaveBeenCalledWith('guess', { code: 'ABC123', text: 'jupiter', turn: 1 });
    expect(input().matches(':disabled')).toBe(true);
    await act(async () => answer(guess({ correct: true, rank: 0, points: 5 })));
    expect(input().matches(':disabled')).toBe(false);
    expect(input().value).toBe('');
    expect(banner().textContent).toBe('Team 1Correct! #1 answer found! +5 points');
  });

  it('[TURN-11] says "Incorrect guess" for a wrong one', async () => {
    const send = fakeSend(guess({ correct: false, rank: -1, points: 0 }));
    renderPlay(viewFor(playingParty(), HOST), { send });
    await userEvent.type(input(), 'pluto{Enter}');
    await waitFor(() => expect(banner().textContent).toContain('Incorrect guess'));
  });

  it('[TURN-5] opens the dialog for an answer already given, keeping the text to edit', async () => {
    const send = fakeSend({ ok: false, error: DUPLICATE });
    renderPlay(viewFor(guessBy(playingParty(), HOST, 'jupiter'), 'ana'), { send });
    const box = screen.getByRole('textbox', { name: 'Team 2, your guess' }) as HTMLInputElement;
    await userEvent.type(box, 'Jupiter{Enter}');
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(DUPLICATE);
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(box.value).toBe('Jupiter');
  });

  it.each([
    ["Not your team's turn", "Not your team's turn!"],
    ['Team has no attempts left', 'Failed to submit guess'],
    ['Failed to connect to party', 'Failed to submit guess'],
  ])('[TURN-11] shows the banner for "%s"', async (error, shown) => {
    renderPlay(viewFor(playingParty(), HOST), { send: fakeSend({ ok: false, error }) });
    await userEvent.type(input(), 'mars{Enter}');
    await waitFor(() => expect(banner().textContent).toBe(shown));
  });

  it("[TURN-8] a teammate's guess took the turn: information, not a failure, and the text stays", async () => {
    const taken: SendResult = {
      ok: true,
      result: {
        guess: {
          kind: 'turnTaken',
          byUserId: 'sam',
          byName: 'Sam',
          text: 'jupiter',
          correct: true,
          rank: 0,
          points: 5,
          timedOut: false,
        },
      },
    };
    const state = playingParty({ players: ['ana', 'ben'] });
    const host = renderPlay(viewFor(state, HOST), { send: fakeSend(taken) });
    await userEvent.type(input(), 'saturn{Enter}');
    await waitFor(() =>
      expect(banner().textContent).toBe(
        'Team 1Sam guessed jupiter: Correct! #1 answer found! +5 points',
      ),
    );
    expect(banner().querySelector('.border-red-600')).toBeNull();
    expect(screen.queryByText('Failed to submit guess')).toBeNull();
    expect(input().value).toBe('saturn');
    // The team's next turn (after Team 2's) starts with what was typed.
    const next = guessBy(guessBy(state, HOST, 'jupiter'), 'ana', 'mars');
    host.show(viewFor(next, HOST));
    expect(input().value).toBe('saturn');
  });

  it('shows everyone the latest guess of any team, live', () => {
    const state = playingParty();
    const screenOfAna = renderPlay(viewFor(state, 'ana'));
    expect(banner().textContent).toBe('');
    screenOfAna.show(viewFor(guessBy(state, HOST, 'saturn'), 'ana'));
    expect(banner().textContent).toBe('Team 1Correct! #2 answer found! +4 points');
  });

  it('keeps what is typed when the screen is rebuilt mid-turn (a reconnect), not next turn', () => {
    const state = playingParty();
    const first = renderPlay(viewFor(state, HOST));
    fireEvent.change(input(), { target: { value: 'nept' } });
    first.unmount();
    const again = renderPlay(viewFor(state, HOST));
    expect(input().value).toBe('nept');
    again.unmount();
    const nextRound = guessBy(guessBy(state, HOST, 'pluto'), 'ana', 'mars');
    renderPlay(viewFor(nextRound, HOST));
    expect(input().value).toBe('');
  });
});
