import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PartyState } from '@trivia/game';
import type { Realtime } from '../connection';
import {
  finishedParty,
  guessBy,
  HOST,
  playingParty,
  step,
  viewFor,
} from '../../test/party-play-views';
import { fakeSend, type SendMock } from '../play/testing/render-play';
import { JudgePanel } from './judge-panel';

configure({ asyncUtilTimeout: 5000 });

const PLANETS = ['Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Earth'].map((text, rank) => ({
  rank,
  text,
}));
const JUPITER = { rank: 0, text: 'Jupiter' };

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

describe('online judgement panel', () => {
  it('[VIEW-2][JUDGE-2] a quizmaster sees every answer as "Host view" and picks which answer a guess stands for', async () => {
    const send = fakeSend({ ok: true, result: { proposal: JUPITER, choices: PLANETS } });
    renderPanel(quizmasterGame(), HOST, send);
    const board = screen.getByRole('list', { name: 'Host view answers' });
    expect(within(board).getAllByRole('listitem')).toHaveLength(5);
    await userEvent.click(screen.getByRole('button', { name: 'Accept jupe' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: "Accept 'jupe' as which answer?",
    });
    await userEvent.click(within(dialog).getByRole('button', { name: '#1 Jupiter (closest)' }));
    expect(send).toHaveBeenLastCalledWith('acceptGuess', {
      code: 'ABC123',
      guessIndex: 0,
      turn: expect.any(Number) as number,
      rank: 0,
    });
  });

  it('[JUDGE-2][JUDGE-3] a host who plays is offered every unrevealed answer and may pick one other than the closest', async () => {
    const state = guessBy(playingParty(), HOST, 'jupe');
    const send = fakeSend({ ok: true, result: { proposal: JUPITER, choices: PLANETS } });
    renderPanel(state, HOST, send);
    expect(screen.queryByRole('list', { name: 'Host view answers' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Accept jupe' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: "Accept 'jupe' as which answer?",
    });
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      '#1 Jupiter (closest)',
      '#2 Saturn',
      '#3 Uranus',
      '#4 Neptune',
      '#5 Earth',
      'Cancel',
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: '#2 Saturn' }));
    expect(send.mock.calls.map(([type]) => type)).toEqual(['proposeAccept', 'acceptGuess']);
    expect(send).toHaveBeenLastCalledWith('acceptGuess', expect.objectContaining({ rank: 1 }));
  });

  it('[JUDGE-3] with no close answer marks none, and every answer left stays a choice', async () => {
    const state = guessBy(playingParty(), HOST, 'zzzz');
    renderPanel(state, HOST, fakeSend({ ok: true, result: { proposal: null, choices: PLANETS } }));
    await userEvent.click(screen.getByRole('button', { name: 'Accept zzzz' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: "Accept 'zzzz' as which answer?",
    });
    expect(within(dialog).queryByText(/closest/)).toBeNull();
    expect(within(dialog).getAllByRole('button')).toHaveLength(6);
  });

  it('[JUDGE-3] with every answer found there is nothing to accept as, so no Accept', () => {
    const all = ['pluto', 'jupiter', 'saturn', 'uranus', 'neptune', 'earth'];
    renderPanel(finishedParty(all), HOST);
    expect(screen.queryByRole('button', { name: /^Accept/ })).toBeNull();
  });

  it('[JUDGE-7][ROLE-2] shows everyone the corrections with the latest note; only the host gets Accept, +1/−1 and Undo', () => {
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
