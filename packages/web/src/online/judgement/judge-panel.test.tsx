import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PartyState } from '@trivia/game';
import type { Realtime } from '../connection';
import { guessBy, HOST, playingParty, step, viewFor } from '../play/testing/party-views';
import { fakeSend, type SendMock } from '../play/testing/render-play';
import { JudgePanel } from './judge-panel';

configure({ asyncUtilTimeout: 5000 });

function renderPanel(state: PartyState, viewer: string, send: SendMock = fakeSend()) {
  render(<JudgePanel view={viewFor(state, viewer)} send={send as unknown as Realtime['send']} />);
  return send;
}

/** The host judges from no team: ana on Team 1, ben on Team 2; ana missed with "jupe". */
function quizmasterGame(): PartyState {
  let state = playingParty({ players: ['ana', 'ben'] });
  state = { ...state, party: { ...state.party, status: 'team_setup' } };
  state = step(state, { type: 'setHostMode', userId: HOST, mode: 'quizmaster' });
  state = step(state, { type: 'redistributeTeams', userId: HOST });
  state = step(state, { type: 'beginGame', userId: HOST });
  return guessBy(state, 'ana', 'jupe');
}

describe('issue 20 online judgement panel', () => {
  it('a quizmaster sees every answer as "Host view" and picks which answer a guess stands for', async () => {
    const send = renderPanel(quizmasterGame(), HOST);
    const board = screen.getByRole('list', { name: 'Host view answers' });
    expect(within(board).getAllByRole('listitem')).toHaveLength(5);
    await userEvent.click(screen.getByRole('button', { name: 'Accept jupe' }));
    const dialog = screen.getByRole('alertdialog', { name: "Accept 'jupe' as which answer?" });
    await userEvent.click(within(dialog).getByRole('button', { name: '#1 Jupiter' }));
    expect(send).toHaveBeenCalledWith('acceptGuess', {
      code: 'ABC123',
      guessIndex: 0,
      turn: expect.any(Number) as number,
      rank: 0,
    });
  });

  it('a host who plays asks the server for its one proposal, then accepts it', async () => {
    const state = guessBy(playingParty(), HOST, 'jupe');
    const send = fakeSend({ ok: true, result: { proposal: { rank: 0, text: 'Jupiter' } } });
    renderPanel(state, HOST, send);
    expect(screen.queryByRole('list', { name: 'Host view answers' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Accept jupe' }));
    const dialog = await screen.findByRole('alertdialog', { name: "Accept 'jupe' as Jupiter?" });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(send.mock.calls.map(([type]) => type)).toEqual(['proposeAccept', 'acceptGuess']);
  });

  it('says "No close answer: use Adjust score" when the server proposes nothing', async () => {
    const state = guessBy(playingParty(), HOST, 'zzzz');
    renderPanel(state, HOST, fakeSend({ ok: true, result: { proposal: null } }));
    await userEvent.click(screen.getByRole('button', { name: 'Accept zzzz' }));
    expect(
      await screen.findByRole('alertdialog', { name: 'No close answer: use Adjust score' }),
    ).toBeTruthy();
  });

  it('shows everyone the corrections with the latest note; only the host gets Accept, +1/−1 and Undo', () => {
    let state = guessBy(playingParty(), HOST, 'jupe');
    state = step(state, { type: 'adjustScore', userId: HOST, teamId: 'team-1', points: 1 });
    renderPanel(state, 'ana');
    expect(screen.getByRole('status', { name: 'Latest correction' }).textContent).toBe(
      'Host adjusted Team 1 by +1',
    );
    expect(screen.queryByRole('button', { name: /^Accept/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Undo/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '+1 for Team 1' })).toBeNull();
  });
});
