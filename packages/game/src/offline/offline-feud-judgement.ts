import { acceptInFeud, sameFeudRound, type FeudRound } from '../feud';
import { MESSAGES } from '../messages';
import type { RuleResult } from '../types';
import { feudDeviceTeam, feudEnd, withFeudRound } from './offline-feud';
import type { OfflineGameState, OfflineGuess, OfflineJudgement } from './offline-state';

/** OFF-12: an accept on the results that would give a finished round back its floor. */
export const ROUND_OVER_USE_ADJUST = 'The round is over: use Adjust score';
/** OFF-12: undo of a Feud accept after the round has moved on. */
export const ROUND_MOVED_ON = 'The round has moved on since: use Adjust score';
/** OFF-12: a Feud guess with no place in the round (a game saved before Feud). */
export const NOT_A_ROUND_GUESS = 'That guess is not part of this round';

/**
 * OFF-12: whether the host may accept this missed guess of a Feud game: any during play; on
 * the results only one that leaves the round decided (not a floor strike of the team that
 * held the floor, which would give it the floor back).
 */
export function feudGuessAcceptable(state: OfflineGameState, guess: OfflineGuess): boolean {
  const round = state.feud;
  if (round === null || state.phase !== 'results') return true;
  if (guess.place === undefined) return false;
  const cleared = state.revealed.length + 1 >= (state.topic?.answers.length ?? 0);
  return acceptInFeud(round, guess.place, 0, 0, cleared, state.teams.length).phase === 'done';
}

/**
 * Where the round leaves the game after a host's change: the device goes to the team that
 * acts now (and waits for Ready when that is another team), or the results once it is done.
 */
function afterRoundChange(
  state: OfflineGameState,
  before: FeudRound,
  after: FeudRound,
): Partial<OfflineGameState> {
  const ended = state.phase === 'play' ? feudEnd(after) : null;
  if (ended !== null) return { ...ended, awaitingReady: false };
  const deviceTeam = feudDeviceTeam(after);
  if (state.phase !== 'play' || deviceTeam < 0 || deviceTeam === state.activeTeamIndex) return {};
  return {
    activeTeamIndex: deviceTeam,
    awaitingReady: true,
    turn: state.turn + 1,
    lastGuessTeamIndex: before.controlTeam,
  };
}

/**
 * OFF-12, FEUD-6: the host accepts a missed Feud guess: the answer is revealed for the guess's
 * team and its points join the bank (not the team's score); a floor strike comes off, an
 * accepted steal guess takes the bank. On the results the round must stay decided.
 */
export function acceptFeudGuess(
  state: OfflineGameState,
  guess: OfflineGuess,
  judgement: OfflineJudgement,
): RuleResult<OfflineGameState> {
  const before = state.feud;
  const place = guess.place;
  const rank = judgement.rank ?? -1;
  if (before === null || place === undefined) return { ok: false, error: NOT_A_ROUND_GUESS };
  const revealed = [...state.revealed, { rank, teamIndex: judgement.teamIndex }];
  const cleared = revealed.length >= (state.topic?.answers.length ?? 0);
  const after = acceptInFeud(before, place, rank, judgement.points, cleared, state.teams.length);
  if (!feudGuessAcceptable(state, guess)) return { ok: false, error: ROUND_OVER_USE_ADJUST };
  const teams = withFeudRound(state.teams, before, after).map((team, i) =>
    i === judgement.teamIndex
      ? {
          ...team,
          guesses: team.guesses.map((g, j) =>
            j === judgement.guessIndex
              ? { ...g, correct: true, rank, points: judgement.points }
              : g,
          ),
        }
      : team,
  );
  const recorded: OfflineJudgement = { ...judgement, feudBefore: before, feudAfter: after };
  return {
    ok: true,
    state: {
      ...state,
      feud: after,
      teams,
      revealed,
      judgements: [...state.judgements, recorded],
      ...afterRoundChange(state, before, after),
    },
  };
}

/**
 * OFF-12: undo of a Feud accept puts the round back as it was before, while nothing else has
 * changed it since; the guess is a miss again and its answer hidden.
 */
export function undoFeudAccept(
  state: OfflineGameState,
  judgement: OfflineJudgement,
): RuleResult<OfflineGameState> {
  const { feudBefore, feudAfter, guessIndex, rank } = judgement;
  if (feudBefore === undefined || !sameFeudRound(state.feud, feudAfter)) {
    return { ok: false, error: ROUND_MOVED_ON };
  }
  const teams = withFeudRound(state.teams, state.feud, feudBefore).map((team, i) =>
    i === judgement.teamIndex
      ? {
          ...team,
          guesses: team.guesses.map((g, j) =>
            j === guessIndex ? { ...g, correct: false, rank: -1, points: 0 } : g,
          ),
        }
      : team,
  );
  if (teams.some((team) => team.score < 0)) return { ok: false, error: MESSAGES.scoreBelowZero };
  return {
    ok: true,
    state: {
      ...state,
      feud: feudBefore,
      teams,
      revealed: state.revealed.filter((r) => r.rank !== rank),
      judgements: state.judgements.map((j) => (j.id === judgement.id ? { ...j, undone: true } : j)),
      ...afterRoundChange(state, state.feud ?? feudBefore, feudBefore),
    },
  };
}
