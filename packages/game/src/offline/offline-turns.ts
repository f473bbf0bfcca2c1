import { MESSAGES } from '../messages';
import { HOST_CONTROL_MESSAGES } from '../online/host-controls';
import type { RuleResult } from '../types';
import type { OfflineGameState, OfflineGuess, OfflineTeam } from './offline-state';

/** "Ready" pressed when nothing waits for it. */
export const NOTHING_TO_START = 'The turn has already started';
/** "Play Again" before the game is over. */
export const GAME_NOT_OVER = 'The game is not over yet';

const inPlay = (state: OfflineGameState) => state.phase === 'play';

/**
 * OFF-3 (pass-the-device): the team the device is to be passed to before its turn
 * starts, or null when a turn is running (or no game is). The screen says "Pass to {name}".
 */
export function handoffTeam(state: OfflineGameState): { index: number; team: OfflineTeam } | null {
  if (!inPlay(state) || !state.awaitingReady) return null;
  const team = state.teams[state.activeTeamIndex];
  return team === undefined ? null : { index: state.activeTeamIndex, team };
}

/** The latest guess of the game and the team that made it, or null. */
export function lastOfflineGuess(
  state: OfflineGameState,
): { teamIndex: number; team: OfflineTeam; guess: OfflineGuess } | null {
  const teamIndex = state.lastGuessTeamIndex;
  const team = teamIndex === null ? undefined : state.teams[teamIndex];
  const guess = team?.guesses.at(-1);
  return teamIndex === null || team === undefined || guess === undefined
    ? null
    : { teamIndex, team, guess };
}

/** "Ready" starts the turn of the team that was passed the device. */
export function readyOffline(state: OfflineGameState): RuleResult<OfflineGameState> {
  if (!inPlay(state)) return { ok: false, error: MESSAGES.noGameInProgress };
  if (!state.awaitingReady) return { ok: false, error: NOTHING_TO_START };
  return { ok: true, state: { ...state, awaitingReady: false } };
}

/** The host pauses (or resumes) an offline game; guesses wait while paused. */
export function pauseOffline(
  state: OfflineGameState,
  paused: boolean,
): RuleResult<OfflineGameState> {
  if (!inPlay(state)) return { ok: false, error: MESSAGES.noGameInProgress };
  if (state.paused === paused) {
    const { alreadyPaused, notPaused } = HOST_CONTROL_MESSAGES;
    return { ok: false, error: paused ? alreadyPaused : notPaused };
  }
  return { ok: true, state: { ...state, paused } };
}

/**
 * OFF-6 "Play Again" offline: a new game with the same teams (names, in order, at zero),
 * game type, max attempts and time per turn, from the topic choice. "New Game" is `reset`.
 */
export function playAgainOffline(state: OfflineGameState): RuleResult<OfflineGameState> {
  if (state.phase !== 'results') return { ok: false, error: GAME_NOT_OVER };
  return {
    ok: true,
    state: {
      ...state,
      phase: 'topicSelection',
      topic: null,
      teams: state.teams.map((team) => ({ name: team.name, guesses: [], score: 0, attempts: 0 })),
      activeTeamIndex: 0,
      revealed: [],
      endedBy: null,
      judgements: [],
      awaitingReady: false,
      paused: false,
      lastGuessTeamIndex: null,
      // OFF-11: the rule set stays, and the last round, so the next face-off pair rotates.
      faceOffGuesses: [null, null],
    },
  };
}
