import { describe, expect, it } from 'vitest';
import type { OfflineGameState } from '@trivia/game';
import { gameInPlay, guess, play } from '../test/offline-fixtures';
import { boardAnnouncements, timeWarning } from './board-announcements';
import type { BoardMoment } from './board-state';

const moment = (state: OfflineGameState): BoardMoment => ({
  board: state,
  activeTeamIndex: state.activeTeamIndex,
  maxAttempts: state.maxAttempts,
});

describe('what the live region says (screen readers hear the game)', () => {
  it('says nothing for the first moment a page sees', () => {
    expect(boardAnnouncements(null, moment(gameInPlay()))).toEqual([]);
  });

  it('says a reveal as "answer, number, points to team", then whose turn it is', () => {
    const before = gameInPlay();
    const after = play(before, guess('  jupiter '));
    expect(boardAnnouncements(moment(before), moment(after))).toEqual([
      'Jupiter, number 1, 5 points to Team Red',
      "Team Blue's turn",
    ]);
  });

  it('[VIEW-6] says "1 point" for the fifth answer', () => {
    const before = gameInPlay();
    const after = play(before, guess('earth'));
    expect(boardAnnouncements(moment(before), moment(after))[0]).toBe(
      'Earth, number 5, 1 point to Team Red',
    );
  });

  it('[SCORE-4] says a miss with the attempts found, missed and left (a hit is no strike)', () => {
    const before = gameInPlay();
    const after = play(before, guess('Pluto'));
    expect(boardAnnouncements(moment(before), moment(after))).toEqual([
      'Miss: Pluto. Team Red: 0 found, 1 miss, 2 left',
      "Team Blue's turn",
    ]);
    const again = play(after, guess('Mars'), guess('Vulcan'));
    expect(boardAnnouncements(moment(after), moment(again))).toEqual([
      'Miss: Vulcan. Team Red: 0 found, 2 misses, 1 left',
      'Miss: Mars. Team Blue: 0 found, 1 miss, 2 left',
    ]);
  });

  it('[SCORE-4] counts a hit as found, not as a strike', () => {
    const before = gameInPlay();
    const after = play(before, guess('jupiter'), guess('Pluto'), guess('Vulcan'));
    expect(boardAnnouncements(moment(before), moment(after))).toEqual([
      'Jupiter, number 1, 5 points to Team Red',
      'Miss: Vulcan. Team Red: 1 found, 1 miss, 1 left',
      'Miss: Pluto. Team Blue: 0 found, 1 miss, 2 left',
      "Team Blue's turn",
    ]);
  });

  it('says a time-out as "Time expired"', () => {
    const before = gameInPlay();
    const after = play(before, { type: 'submitGuess', text: '', timedOut: true });
    expect(boardAnnouncements(moment(before), moment(after))[0]).toBe(
      'Time expired. Team Red: 0 found, 1 miss, 2 left',
    );
  });

  it('says nothing when nothing changed', () => {
    const state = play(gameInPlay(), guess('jupiter'));
    expect(boardAnnouncements(moment(state), moment(state))).toEqual([]);
  });
});

describe('the time warning', () => {
  it('is said once as the countdown reaches 10 seconds', () => {
    expect(timeWarning(11, 10)).toBe('10 seconds left');
    expect(timeWarning(12, 9)).toBe('10 seconds left');
    expect(timeWarning(10, 9)).toBeNull();
    expect(timeWarning(null, 10)).toBeNull();
    expect(timeWarning(30, 29)).toBeNull();
    expect(timeWarning(11, 0)).toBeNull();
  });
});
