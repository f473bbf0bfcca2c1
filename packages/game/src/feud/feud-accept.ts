import { FEUD_MAX_STRIKES, type FeudRound } from './feud-round';

/** Where an accepted guess was made in the round, as recorded when it was refused. */
export interface FeudGuessPlace {
  phase: 'faceOff' | 'floor' | 'steal';
  /** The guessing team (index in turn order). */
  team: number;
  /** Face-off only: the slot (0 or 1) and the pair the answer belonged to. */
  slot?: 0 | 1;
  pair?: number;
}

function teamsInOrder(teamCount: number): number[] {
  return Array.from({ length: Math.max(teamCount, 0) }, (_, i) => i);
}

/**
 * FEUD-6: a face-off miss accepted. In the same pair still open, it counts as that answer
 * (and may decide the face-off); in an earlier pair that both missed, or while the floor is
 * not yet decided, the accepted slot wins the floor; afterwards the points only join the bank.
 */
function acceptFaceOff(round: FeudRound, place: FeudGuessPlace, rank: number): FeudRound {
  if (round.phase !== 'faceOff' || place.slot === undefined) return round;
  const slot = place.slot;
  if (place.pair === round.faceOffPair) {
    const answers: FeudRound['faceOffAnswers'] = [...round.faceOffAnswers];
    const otherSlot = slot === 0 ? 1 : 0;
    const mine = answers[slot];
    const other = answers[otherSlot];
    answers[slot] = { rank, order: mine?.order ?? 0 };
    const otherWins = other !== null && other.rank >= 0 && other.rank < rank;
    if (other === null && rank !== 0) return { ...round, faceOffAnswers: answers };
    return floorFor(
      { ...round, faceOffAnswers: answers },
      round.faceOffTeams[otherWins ? otherSlot : slot],
    );
  }
  return floorFor(round, round.faceOffTeams[slot]);
}

function floorFor(round: FeudRound, team: number): FeudRound {
  return { ...round, phase: 'floor', controlTeam: team, strikes: 0, floorGuesses: 0 };
}

/**
 * FEUD-6: a floor strike accepted becomes a reveal: the strike comes off and the points join
 * the bank. If that strike had ended the floor (steal, or the bank already given), the team
 * in control has the floor again; clearing the board wins the bank for it.
 */
function acceptFloor(round: FeudRound, teamCount: number, boardCleared: boolean): FeudRound {
  const control = round.controlTeam;
  if (control === null) return round;
  const back: FeudRound = {
    ...round,
    phase: 'floor',
    strikes: Math.max(Math.min(round.strikes, FEUD_MAX_STRIKES) - 1, 0),
    stealQueue: teamsInOrder(teamCount),
    winner: null,
    wonBy: null,
  };
  if (!boardCleared) return back;
  return { ...back, phase: 'done', winner: control, wonBy: 'cleared', stealQueue: [] };
}

/**
 * FEUD-6: the host accepts a refused guess of the round (JUDGE-2), `rank` the answer chosen and
 * `points` its points, which always join the bank. A floor strike becomes a reveal; an
 * accepted steal guess makes that team's steal succeed (an earlier stealer comes first);
 * a face-off miss counts as found.
 */
export function acceptInFeud(
  round: FeudRound,
  place: FeudGuessPlace,
  rank: number,
  points: number,
  boardCleared: boolean,
  teamCount: number,
): FeudRound {
  const banked = { ...round, bank: round.bank + points };
  if (place.phase === 'faceOff') {
    const decided = acceptFaceOff(banked, place, rank);
    return decided.phase === 'floor' && boardCleared && decided.controlTeam !== null
      ? { ...decided, phase: 'done', winner: decided.controlTeam, wonBy: 'cleared', stealQueue: [] }
      : decided;
  }
  if (place.phase === 'floor') {
    // A floor guess is judged against the floor of its own team only.
    if (round.controlTeam !== place.team) return banked;
    return acceptFloor(banked, teamCount, boardCleared);
  }
  return { ...banked, phase: 'done', winner: place.team, wonBy: 'steal', stealQueue: [] };
}

function roundKey(r: FeudRound): string {
  const answers = r.faceOffAnswers.map((a) => (a === null ? null : [a.rank, a.order]));
  return JSON.stringify([
    r.phase,
    r.faceOffTeams,
    r.faceOffPair,
    answers,
    r.controlTeam,
    r.strikes,
    r.bank,
    r.stealQueue,
    r.floorGuesses,
    r.winner,
    r.wonBy,
  ]);
}

/** FEUD-10: two rounds in the same state (whatever order their stored keys came back in). */
export function sameFeudRound(a: FeudRound | null | undefined, b: FeudRound | null | undefined) {
  if (a === null || a === undefined || b === null || b === undefined) return a === b;
  return roundKey(a) === roundKey(b);
}
