import { FEUD_MAX_STRIKES, type FeudRound } from './feud-round';

/**
 * FEUD rules (docs/RULES.md): the pure steps of one Feud round, shared by the online party and
 * the Offline Party Pack. A step that does not fit the round's phase returns the round as it
 * was; the callers check the phase first (feudActingTeam, faceOffOpen).
 */

/** The teams 0..n-1 in turn order (kept in stealQueue until the steal draws from it). */
function allTeams(teamCount: number): number[] {
  return Array.from({ length: Math.max(teamCount, 0) }, (_, i) => i);
}

/**
 * FEUD-2: a new round in the face-off. The two teams are roundIndex % n and the next one,
 * so the pair rotates each round. Before the steal, stealQueue holds every team in turn
 * order (FEUD-4 draws the stealing teams from it).
 */
export function startFeudRound(teamCount: number, roundIndex: number): FeudRound {
  const n = Math.max(teamCount, 1);
  const first = ((roundIndex % n) + n) % n;
  return {
    phase: 'faceOff',
    faceOffTeams: [first, (first + 1) % n],
    faceOffPair: 0,
    faceOffAnswers: [null, null],
    controlTeam: null,
    strikes: 0,
    bank: 0,
    stealQueue: allTeams(teamCount),
    floorGuesses: 0,
    winner: null,
    wonBy: null,
  };
}

/** FEUD-2: whether face-off slot `slot` may still answer in the current pair. */
export function faceOffOpen(round: FeudRound, slot: 0 | 1): boolean {
  return round.phase === 'faceOff' && round.faceOffAnswers[slot] === null;
}

/** FEUD-2: the slot whose answer wins the floor, or null while it is not decided. */
function faceOffWinner(round: FeudRound): 0 | 1 | null {
  const [a, b] = round.faceOffAnswers;
  if (a !== null && a.rank === 0) return 0;
  if (b !== null && b.rank === 0) return 1;
  if (a === null || b === null) return null;
  if (a.rank < 0 && b.rank < 0) return null;
  if (a.rank < 0) return 1;
  if (b.rank < 0) return 0;
  if (a.rank !== b.rank) return a.rank < b.rank ? 0 : 1;
  return a.order <= b.order ? 0 : 1;
}

/** FEUD-2, FEUD-3: the face-off is won: that team takes the floor with no strikes. */
function takeFloor(round: FeudRound, slot: 0 | 1): FeudRound {
  return {
    ...round,
    phase: 'floor',
    controlTeam: round.faceOffTeams[slot],
    strikes: 0,
    floorGuesses: 0,
  };
}

/**
 * FEUD-2: a face-off answer of slot 0 or 1 (rank -1: a miss or a time-out). Found points go to
 * the bank. The top answer (rank 0) wins the floor at once; once both slots answered, the
 * better rank wins it (equal ranks: the earlier answer); neither found: the next pair goes.
 */
export function faceOffAnswer(
  round: FeudRound,
  slot: 0 | 1,
  rank: number,
  points: number,
): FeudRound {
  if (!faceOffOpen(round, slot)) return round;
  const order = round.faceOffAnswers.filter((a) => a !== null).length;
  const answers: FeudRound['faceOffAnswers'] = [...round.faceOffAnswers];
  answers[slot] = { rank: rank >= 0 ? rank : -1, order };
  const next: FeudRound = {
    ...round,
    faceOffAnswers: answers,
    bank: round.bank + (rank >= 0 ? points : 0),
  };
  const winner = faceOffWinner(next);
  if (winner !== null) return takeFloor(next, winner);
  if (answers[0] !== null && answers[1] !== null) {
    return { ...next, faceOffPair: round.faceOffPair + 1, faceOffAnswers: [null, null] };
  }
  return next;
}

/** FEUD-4: the teams that may steal, in turn order after the team with the floor. */
export function stealOrder(round: FeudRound, teamCount: number): number[] {
  const control = round.controlTeam ?? 0;
  return allTeams(teamCount - 1).map((step) => (control + step + 1) % teamCount);
}

/** FEUD-3: the round is over and the bank goes to `winner`. */
function finish(round: FeudRound, winner: number, wonBy: FeudRound['wonBy']): FeudRound {
  return { ...round, phase: 'done', winner, wonBy, stealQueue: [] };
}

/**
 * FEUD-3: a guess on the floor. A found answer adds its points to the bank, and clearing the
 * board wins the bank for the team in control; a miss (or a time-out: rank -1) is a strike,
 * and the third strike opens the steal for the other teams in turn order (FEUD-4).
 */
export function floorGuess(
  round: FeudRound,
  rank: number,
  points: number,
  boardCleared: boolean,
): FeudRound {
  if (round.phase !== 'floor' || round.controlTeam === null) return round;
  const counted = { ...round, floorGuesses: round.floorGuesses + 1 };
  if (rank >= 0) {
    const banked = { ...counted, bank: round.bank + points };
    return boardCleared ? finish(banked, round.controlTeam, 'cleared') : banked;
  }
  const strikes = Math.min(round.strikes + 1, FEUD_MAX_STRIKES);
  if (strikes < FEUD_MAX_STRIKES) return { ...counted, strikes };
  const queue = stealOrder(round, round.stealQueue.length);
  if (queue.length === 0) return finish({ ...counted, strikes }, round.controlTeam, 'held');
  return { ...counted, strikes, phase: 'steal', stealQueue: queue };
}

/**
 * FEUD-4: the one guess of the team stealing now (stealQueue[0]). A found answer takes the
 * whole bank, its own points included; a miss passes the steal to the next team in turn
 * order, and when none is left the team that held the floor keeps the bank.
 */
export function stealGuess(
  round: FeudRound,
  rank: number,
  points: number,
  _boardCleared: boolean,
): FeudRound {
  const stealer = round.stealQueue[0];
  if (round.phase !== 'steal' || stealer === undefined || round.controlTeam === null) return round;
  if (rank >= 0) return finish({ ...round, bank: round.bank + points }, stealer, 'steal');
  const rest = round.stealQueue.slice(1);
  if (rest.length > 0) return { ...round, stealQueue: rest };
  return finish(round, round.controlTeam, 'held');
}

/**
 * FEUD-3, FEUD-4: the team that guesses now (the team with the floor, or the team stealing),
 * or null during the face-off (two teams at once) and once the round is done.
 */
export function feudActingTeam(round: FeudRound): number | null {
  if (round.phase === 'floor') return round.controlTeam;
  if (round.phase === 'steal') return round.stealQueue[0] ?? null;
  return null;
}

/**
 * FEUD-3: who of the team with the floor guesses now: its members take turns, one guess
 * each, in their listed order (an index into that list).
 */
export function floorMemberIndex(round: FeudRound, memberCount: number): number {
  return memberCount > 0 ? round.floorGuesses % memberCount : 0;
}

/**
 * FEUD-2: the member of a face-off team who answers in pair `pair` of match round `roundIndex`:
 * the next in turn, rotating by round and by pair (an index into the team's members).
 */
export function faceOffMemberIndex(roundIndex: number, pair: number, memberCount: number): number {
  return memberCount > 0 ? (((roundIndex + pair) % memberCount) + memberCount) % memberCount : 0;
}

/** FEUD-5: what each team wins by the round: the bank to the winner, 0 to every other team. */
export function feudAwards(round: FeudRound, teamCount: number): number[] {
  return allTeams(teamCount).map((team) =>
    round.phase === 'done' && round.winner === team ? round.bank : 0,
  );
}
