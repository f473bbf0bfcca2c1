import { faceOffMemberIndex, feudAwards, floorMemberIndex } from '../feud/feud-rules';
import { RULE_SETS, type FeudRound, type RuleSet } from '../feud/feud-round';
import { activeMembers } from './access';
import { GAME_FINISHED, withHostCheck } from './host-checking';
import { RELAXED_TURN_SECONDS } from '../settings';
import type { Party, PartyJudgement, PartyMember, PartyState, PartyTeam } from './party-state';

/** FEUD-7: the party plays its current game by the Feud rules (a round is on or was played). */
export function isFeudGame(party: Party): party is Party & { feud: FeudRound } {
  return party.ruleSet === 'feud' && party.feud !== undefined && party.feud !== null;
}

/** FEUD-7: a rule set a command may name, or none (the party keeps its own). */
export function isRuleSetOrNone(ruleSet: unknown): ruleSet is RuleSet | undefined {
  return ruleSet === undefined || RULE_SETS.includes(ruleSet as RuleSet);
}

/** The members of a team (not kicked), in their listed order (JOIN-7): the order of turns. */
export function teamMembers(state: PartyState, teamId: string | undefined): PartyMember[] {
  return activeMembers(state).filter((m) => m.teamId !== null && m.teamId === teamId);
}

/** FEUD-7: the match round a game is (rounds played before it), which rotates the face-off. */
export function matchRoundIndex(party: Party): number {
  return party.rounds?.length ?? 0;
}

/**
 * FEUD-7: the face-off players by default: the next in turn of each face-off team, rotating
 * by the match's round and by the pair; null when a team has nobody.
 */
export function defaultFaceOffUserIds(
  state: PartyState,
  round: FeudRound,
): [string, string] | null {
  const pick = (slot: 0 | 1): string | undefined => {
    const members = teamMembers(state, state.party.teams[round.faceOffTeams[slot]]?.id);
    const index = faceOffMemberIndex(
      matchRoundIndex(state.party),
      round.faceOffPair,
      members.length,
    );
    return members[index]?.userId;
  };
  const first = pick(0);
  const second = pick(1);
  return first === undefined || second === undefined ? null : [first, second];
}

/** FEUD-3: the member of the team with the floor who guesses now (in turn), or null. */
function floorTurnUserId(state: PartyState, round: FeudRound): string | null {
  if (round.phase !== 'floor' || round.controlTeam === null) return null;
  const members = teamMembers(state, state.party.teams[round.controlTeam]?.id);
  return members[floorMemberIndex(round, members.length)]?.userId ?? null;
}

/** FEUD-5: a team's adjustments that stand (JUDGE-4), summed. */
function adjustmentsOf(judgements: readonly PartyJudgement[], teamId: string): number {
  return judgements
    .filter((j) => j.kind === 'adjust' && j.undoneAt === null && j.teamId === teamId)
    .reduce((sum, j) => sum + j.points, 0);
}

/** FEUD-5: each team's score: the bank it won (once the round is done) plus its adjustments. */
export function feudScores(
  teams: readonly PartyTeam[],
  round: FeudRound,
  judgements: readonly PartyJudgement[],
): PartyTeam[] {
  const awards = feudAwards(round, teams.length);
  return teams.map((t, index) => ({
    ...t,
    score: (awards[index] ?? 0) + adjustmentsOf(judgements, t.id),
  }));
}

/** The team acting in `round` (its id), or null during the face-off and once done. */
function actingTeamId(party: Party, round: FeudRound): string | null {
  const index =
    round.phase === 'floor'
      ? round.controlTeam
      : round.phase === 'steal'
        ? (round.stealQueue[0] ?? null)
        : null;
  return index === null ? null : (party.teams[index]?.id ?? null);
}

/** A new turn's clock (TURN-6), kept for the resume while paused (PAUSE-1); none when relaxed. */
function newTurnClock(party: Party, now: number): Partial<Party> {
  const ms = party.turnSeconds === RELAXED_TURN_SECONDS ? null : party.turnSeconds * 1000;
  const clock = { turn: party.turn + 1, getReadyUntil: null };
  if (party.pausedAt !== null) return { ...clock, turnDeadline: null, pausedRemainingMs: ms };
  return { ...clock, turnDeadline: ms === null ? null : now + ms };
}

/**
 * FEUD-7: the party after its round moved to `round`: the scores (FEUD-5), who acts (the
 * face-off players, the team with the floor and its member in turn, or the stealing team),
 * and a new turn with its clock when `newTurn`. A round done finishes the game, with the
 * host's checking window when its last guess was a miss (JUDGE-8) unless `checkWindow` is false.
 */
export function withFeudRound(
  state: PartyState,
  round: FeudRound,
  now: number,
  newTurn: boolean,
  checkWindow = true,
): PartyState {
  const party = state.party;
  const teams = feudScores(party.teams, round, state.judgements);
  if (round.phase === 'done') {
    const done: Party = {
      ...party,
      ...GAME_FINISHED,
      teams,
      feud: round,
      faceOffUserIds: null,
      feudTurnUserId: null,
    };
    return checkWindow ? withHostCheck({ ...state, party: done }, now) : { ...state, party: done };
  }
  const samePair =
    party.feud?.phase === 'faceOff' &&
    round.phase === 'faceOff' &&
    party.feud.faceOffPair === round.faceOffPair;
  const faceOffUserIds =
    round.phase !== 'faceOff'
      ? null
      : samePair
        ? (party.faceOffUserIds ?? null)
        : defaultFaceOffUserIds(state, round);
  const next: Party = {
    ...party,
    teams,
    feud: round,
    status: 'playing',
    hostChecking: false,
    activeTeamId: actingTeamId(party, round),
    faceOffUserIds,
    feudTurnUserId: floorTurnUserId(state, round),
    ...(newTurn ? newTurnClock(party, now) : {}),
  };
  return { ...state, party: next };
}
