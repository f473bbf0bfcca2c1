import { MAX_TEAMS, MIN_TEAMS } from '../constants';
import { MESSAGES } from '../messages';
import { isValidMaxAttempts } from '../settings';
import { RULE_SETS, type RuleSet } from '../feud';
import type { RuleResult } from '../types';
import { firstFeudRound } from './offline-feud';
import type { OfflineGameState, OfflineTeam } from './offline-state';

/** The names that count: trimmed, blank ones left out. */
function validNames(names: readonly string[]): string[] {
  return names.map((name) => name.trim()).filter((name) => name.length > 0);
}

/**
 * OFF-2: 2 to 4 team entries with at least 2 non-blank names.
 * Returns null when valid, else the message to show.
 */
export function validateOfflineTeamNames(names: readonly string[]): string | null {
  if (names.length > MAX_TEAMS) return MESSAGES.tooManyOfflineTeams;
  if (validNames(names).length < MIN_TEAMS) return MESSAGES.offlineTeamsInvalid;
  return null;
}

/** OFF-11: a rule set other than Classic or Feud. */
export const UNKNOWN_RULE_SET = 'Choose Classic or Feud rules';

/**
 * OFF-1 "Starting gives play". Team names are trimmed and blank entries are dropped
 * (OFF-2 only requires 2 non-blank names, and a team with no name could not be shown).
 */
export function startOfflineGame(
  state: OfflineGameState,
  teamNames: readonly string[],
  maxAttempts: number,
  ruleSet: RuleSet = state.ruleSet,
): RuleResult<OfflineGameState> {
  if (state.phase !== 'topicSelection' || state.topic === null) {
    return { ok: false, error: MESSAGES.chooseTopicFirst };
  }
  const invalidTeams = validateOfflineTeamNames(teamNames);
  if (invalidTeams !== null) return { ok: false, error: invalidTeams };
  if (!isValidMaxAttempts(maxAttempts)) return { ok: false, error: MESSAGES.invalidMaxAttempts };
  if (!RULE_SETS.includes(ruleSet)) return { ok: false, error: UNKNOWN_RULE_SET };
  const teams: OfflineTeam[] = validNames(teamNames).map((name) => ({
    name,
    guesses: [],
    score: 0,
    attempts: 0,
  }));
  // OFF-11: a Feud game starts in the face-off, the device with the first team's player.
  const feud = ruleSet === 'feud' ? firstFeudRound(state.feud, teams.length) : null;
  return {
    ok: true,
    state: {
      ...state,
      phase: 'play',
      maxAttempts,
      teams,
      activeTeamIndex: feud === null ? 0 : feud.faceOffTeams[0],
      revealed: [],
      turn: state.turn + 1,
      endedBy: null,
      judgements: [],
      // The first team is passed the device too; its timer starts on Ready.
      awaitingReady: true,
      paused: false,
      lastGuessTeamIndex: null,
      ruleSet,
      feud,
      faceOffGuesses: [null, null],
    },
  };
}
