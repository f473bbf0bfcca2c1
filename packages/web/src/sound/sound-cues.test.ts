import { describe, expect, it } from 'vitest';
import { gameInPlay, guess, play } from '../test/offline-fixtures';
import { applyPartyCommand } from '@trivia/game';
import { finishedParty, guessBy, HOST, playingParty, viewFor } from '../test/party-play-views';
import { isCountdownTick, offlineSoundCues, partySoundCues, type CueView } from './sound-cues';

const SCREEN = '@screen';

/** The view just before the game's last guess (still playing). */
function beforeLastGuess(view: CueView): CueView {
  return {
    guesses: view.guesses.slice(0, -1),
    party: { ...view.party, status: 'playing' },
  };
}

describe('big screen sound cues (sound on a reveal, a wrong guess, a time-out, the winner)', () => {
  it('plays nothing for the first view: it happened before the screen watched', () => {
    const state = guessBy(playingParty(), HOST, 'jupiter');
    expect(partySoundCues(null, viewFor(state, SCREEN))).toEqual([]);
  });

  it('a correct reveal, then a wrong guess', () => {
    const start = playingParty();
    const revealed = guessBy(start, HOST, 'jupiter');
    const missed = guessBy(revealed, 'ana', 'pluto');
    const at = (state: typeof start) => viewFor(state, SCREEN);
    expect(partySoundCues(at(start), at(revealed))).toEqual(['correct']);
    expect(partySoundCues(at(revealed), at(missed))).toEqual(['wrong']);
  });

  it("the server's time-out of a turn", () => {
    const start = playingParty();
    const result = applyPartyCommand(start, {
      type: 'turnTimeout',
      turn: start.party.turn,
      now: start.party.turnDeadline ?? 0,
    });
    if (!result.ok) throw new Error(result.error);
    const timedOut = result.state;
    expect(partySoundCues(viewFor(start, SCREEN), viewFor(timedOut, SCREEN))).toEqual(['timeout']);
  });

  it('nothing when only the members or the countdown change', () => {
    const start = viewFor(playingParty(), SCREEN);
    expect(partySoundCues(start, { ...start, party: { ...start.party, version: 99 } })).toEqual([]);
  });

  it('[WIN-1] the last guess, then the fanfare when the game ends with a winner', () => {
    // Team 1 finds 3 answers; Team 2's last wrong guess ends the game.
    const last = viewFor(
      finishedParty(['jupiter', 'pluto', 'saturn', 'mars', 'uranus', 'venus']),
      SCREEN,
    );
    const prev = beforeLastGuess(last);
    expect(partySoundCues(prev, last)).toEqual(['wrong', 'winner']);
  });

  it('[WIN-1] no fanfare for a tie', () => {
    const state = finishedParty(['saturn', 'jupiter', 'earth', 'pluto'], 2);
    const last = viewFor(state, SCREEN);
    expect(partySoundCues(beforeLastGuess(last), last)).toEqual(['wrong']);
  });
});

describe('offline sound cues', () => {
  it('a correct guess, a wrong one, and the timer running out', () => {
    const start = gameInPlay();
    const correct = play(start, guess('jupiter'));
    const wrong = play(correct, guess('pluto'));
    const expired = play(wrong, { type: 'submitGuess', text: '', timedOut: true });
    expect(offlineSoundCues(start, correct)).toEqual(['correct']);
    expect(offlineSoundCues(correct, wrong)).toEqual(['wrong']);
    expect(offlineSoundCues(wrong, expired)).toEqual(['timeout']);
  });

  it('the fanfare when the game ends with a winner above 0 points', () => {
    const start = gameInPlay({ maxAttempts: 1 });
    const found = play(start, guess('jupiter'));
    const ended = play(found, guess('pluto'));
    expect(ended.phase).toBe('results');
    expect(offlineSoundCues(found, ended)).toEqual(['wrong', 'winner']);
  });

  it('no fanfare when nobody scored', () => {
    const start = gameInPlay();
    expect(offlineSoundCues(start, play(start, { type: 'endGame' }))).toEqual([]);
  });
});

describe('countdown ticks (the last 5 seconds of a turn)', () => {
  it('ticks at 5, 4, 3, 2 and 1 as the countdown reaches them', () => {
    const ticks = [8, 7, 6, 5, 4, 3, 2, 1, 0].filter((seconds, i, all) =>
      isCountdownTick(i === 0 ? null : all[i - 1]!, seconds),
    );
    expect(ticks).toEqual([5, 4, 3, 2, 1]);
  });

  it('not on the first value, a repeat, a new turn or no turn', () => {
    expect(isCountdownTick(null, 4)).toBe(false);
    expect(isCountdownTick(4, 4)).toBe(false);
    expect(isCountdownTick(2, 30)).toBe(false);
    expect(isCountdownTick(3, null)).toBe(false);
  });
});
