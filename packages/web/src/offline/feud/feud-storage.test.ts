import { describe, expect, it } from 'vitest';
import { GAME_STORAGE_KEY, loadGame, saveGame } from '../store/offline-storage';
import { guess, play, topicChosen } from '../../test/offline-fixtures';

const feudGame = () =>
  play(
    topicChosen(),
    { type: 'startGame', teamNames: ['Team Red', 'Team Blue'], maxAttempts: 3, ruleSet: 'feud' },
    guess('Saturn'),
  );

describe('Offline Feud on the device', () => {
  it('[OFF-10][OFF-11] a Feud game comes back after a refresh, the hidden face-off answer still hidden', () => {
    const state = feudGame();
    saveGame({ state, deadline: null });
    const loaded = loadGame().state;
    expect(loaded).toEqual(state);
    expect(loaded.faceOffGuesses[0]?.text).toBe('Saturn');
    expect(loaded.revealed).toEqual([]);
  });

  it('[OFF-10][OFF-11] a game saved before Feud is a Classic game', () => {
    const { ruleSet: _r, feud: _f, faceOffGuesses: _g, ...old } = play(topicChosen());
    localStorage.setItem(GAME_STORAGE_KEY, JSON.stringify({ v: 1, state: old, deadline: null }));
    expect(loadGame().state).toMatchObject({
      ruleSet: 'classic',
      feud: null,
      faceOffGuesses: [null, null],
    });
  });
});
