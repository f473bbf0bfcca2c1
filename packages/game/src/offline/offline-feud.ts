import {
  faceOffAnswer,
  feudActingTeam,
  feudAwards,
  floorGuess,
  startFeudRound,
  stealGuess,
  type FeudRound,
} from '../feud';
import { MESSAGES } from '../messages';
import type { RuleResult } from '../types';
import type { OfflineGameState, OfflineGuess, OfflineTeam } from './offline-state';

/**
 * OFF-11: a Feud game on one device starts in the face-off. The pair of teams rotates from one
 * game to the next (Play Again), as the online match's rounds do (FEUD-2).
 */
export function firstFeudRound(previous: FeudRound | null, teamCount: number): FeudRound {
  return startFeudRound(teamCount, previous === null ? 0 : previous.faceOffTeams[0] + 1);
}

/** The face-off slot that answers now: the first team's player, then the second's. */
export function faceOffSlot(round: FeudRound): 0 | 1 {
  return round.faceOffAnswers[0] === null ? 0 : 1;
}

/** The team that holds the device in this part of the round (-1 once it is over). */
export function feudDeviceTeam(round: FeudRound): number {
  if (round.phase === 'faceOff') return round.faceOffTeams[faceOffSlot(round)];
  return feudActingTeam(round) ?? round.winner ?? -1;
}

/**
 * FEUD-5: a new round replaces the old one; every team's score moves by what it wins under
 * the new round less what it won under the old one, so a score stays the bank it won plus the
 * host's adjustments.
 */
export function withFeudRound(
  teams: readonly OfflineTeam[],
  before: FeudRound | null,
  after: FeudRound,
): OfflineTeam[] {
  const was = before === null ? [] : feudAwards(before, teams.length);
  const now = feudAwards(after, teams.length);
  return teams.map((team, i) => ({ ...team, score: team.score + (now[i] ?? 0) - (was[i] ?? 0) }));
}

/** OFF-11: the round decides the game: the results once the bank went to a team. */
export function feudEnd(round: FeudRound): Pick<OfflineGameState, 'phase' | 'endedBy'> | null {
  if (round.phase !== 'done') return null;
  return { phase: 'results', endedBy: round.wonBy === 'cleared' ? 'allRevealed' : 'bankWon' };
}

function addGuess(teams: readonly OfflineTeam[], index: number, guess: OfflineGuess) {
  return teams.map((team, i) =>
    i === index
      ? { ...team, guesses: [...team.guesses, guess], attempts: team.attempts + 1 }
      : team,
  );
}

/**
 * OFF-11: the face-off on one device: the first team's player answers, hidden, then the
 * second's. Until it is decided the answers stay out of the board, the teams' guesses and the
 * results of the pass screen; a second answer naming the first's answer scores nothing more
 * (the earlier answer wins an equal rank, FEUD-2).
 */
function faceOffGuess(
  state: OfflineGameState,
  round: FeudRound,
  judged: OfflineGuess,
): OfflineGameState {
  const slot = faceOffSlot(round);
  const team = round.faceOffTeams[slot];
  const first = state.faceOffGuesses[0];
  const repeat =
    slot === 1 && judged.correct && first?.correct === true && first.rank === judged.rank;
  const guess: OfflineGuess = {
    ...judged,
    points: repeat ? 0 : judged.points,
    place: { phase: 'faceOff', team, slot, pair: round.faceOffPair },
  };
  const next = faceOffAnswer(round, slot, guess.rank, guess.points);
  const pending: OfflineGameState['faceOffGuesses'] = [...state.faceOffGuesses];
  pending[slot] = guess;
  const base = { ...state, feud: next, turn: state.turn + 1, awaitingReady: true };
  if (next.phase === 'faceOff' && next.faceOffPair === round.faceOffPair) {
    // The second player gets the device and sees nothing of the first answer.
    return { ...base, faceOffGuesses: pending, activeTeamIndex: feudDeviceTeam(next) };
  }
  // Decided (or both missed): both answers join the board and the teams' guesses.
  let teams = state.teams;
  let revealed = state.revealed;
  for (const given of pending) {
    if (given === null || given.place === undefined) continue;
    teams = addGuess(teams, given.place.team, given);
    const found = given.correct && !revealed.some((r) => r.rank === given.rank);
    if (found) revealed = [...revealed, { rank: given.rank, teamIndex: given.place.team }];
  }
  return {
    ...base,
    teams: withFeudRound(teams, round, next),
    revealed,
    faceOffGuesses: [null, null],
    activeTeamIndex: feudDeviceTeam(next),
    lastGuessTeamIndex: team,
    ...feudEnd(next),
  };
}

/**
 * OFF-11: a guess on the floor (the team with the floor keeps the device; a miss or a
 * time-out is a strike) or a steal (the device goes to each stealing team in turn).
 */
function floorOrStealGuess(
  state: OfflineGameState,
  round: FeudRound,
  judged: OfflineGuess,
): OfflineGameState {
  const team = feudActingTeam(round) ?? state.activeTeamIndex;
  const phase = round.phase === 'steal' ? 'steal' : 'floor';
  const guess: OfflineGuess = { ...judged, place: { phase, team } };
  const revealed = guess.correct
    ? [...state.revealed, { rank: guess.rank, teamIndex: team }]
    : state.revealed;
  const cleared = revealed.length >= (state.topic?.answers.length ?? 0);
  const step = phase === 'steal' ? stealGuess : floorGuess;
  const next = step(round, guess.rank, guess.points, cleared);
  const deviceTeam = feudDeviceTeam(next);
  const passed = next.phase !== 'done' && deviceTeam !== team;
  return {
    ...state,
    feud: next,
    teams: withFeudRound(addGuess(state.teams, team, guess), round, next),
    revealed,
    lastGuessTeamIndex: team,
    activeTeamIndex: deviceTeam >= 0 ? deviceTeam : team,
    turn: state.turn + 1,
    awaitingReady: passed,
    ...feudEnd(next),
  };
}

/** OFF-11: a judged guess in a Feud game, by the part of the round it is made in. */
export function submitFeudGuess(
  state: OfflineGameState,
  guess: OfflineGuess,
): RuleResult<OfflineGameState> {
  const round = state.feud;
  if (round === null || round.phase === 'done') {
    return { ok: false, error: MESSAGES.noGameInProgress };
  }
  if (round.phase === 'faceOff') return { ok: true, state: faceOffGuess(state, round, guess) };
  return { ok: true, state: floorOrStealGuess(state, round, guess) };
}

/**
 * OFF-11: End Game in a Feud game: the team with the floor keeps the bank (as when no steal
 * succeeds); ended in the face-off, nobody has won anything and the hidden answers are dropped.
 */
export function endFeudGame(state: OfflineGameState): OfflineGameState {
  const round = state.feud;
  const ended = { ...state, phase: 'results' as const, endedBy: 'endGame' as const };
  if (round === null || round.phase === 'done') return ended;
  if (round.controlTeam === null) return { ...ended, faceOffGuesses: [null, null] };
  const held: FeudRound = {
    ...round,
    phase: 'done',
    winner: round.controlTeam,
    wonBy: 'held',
    stealQueue: [],
  };
  return { ...ended, feud: held, teams: withFeudRound(state.teams, round, held) };
}
