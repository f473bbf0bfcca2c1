import { MESSAGES, wrongStatusMessage } from '../messages';
import type { RuleResult } from '../types';
import { fail, isHost, requireHost, requireMember, requireTarget, updateMember } from './access';
import { playingMembers } from './host-mode';
import type { PartyMember, PartyState, PartyTeam } from './party-state';

/** TEAM-4: member i (in the given order) goes to team i mod n. */
export function distributeEvenly(
  userIds: readonly string[],
  teamIds: readonly string[],
): Array<{ userId: string; teamId: string }> {
  return userIds.flatMap((userId, index) => {
    const teamId = teamIds[index % teamIds.length];
    return teamId === undefined ? [] : [{ userId, teamId }];
  });
}

/**
 * Every member (not kicked, in joinedAt order) spread round-robin over the party's teams;
 * a quizmaster host stays on no team.
 */
export function withTeamsDistributed(state: PartyState): PartyState {
  const plan = distributeEvenly(
    playingMembers(state).map((m) => m.userId),
    state.party.teams.map((t) => t.id),
  );
  const teamOf = new Map(plan.map(({ userId, teamId }) => [userId, teamId]));
  // A former quizmaster placed while someone else hosts plays from now on.
  const { quizmasterId } = state.party;
  const placedQuizmaster = quizmasterId !== null && teamOf.has(quizmasterId);
  return {
    ...state,
    party: placedQuizmaster ? { ...state.party, quizmasterId: null } : state.party,
    members: state.members.map((m) => ({ ...m, teamId: teamOf.get(m.userId) ?? m.teamId })),
  };
}

export interface BeginCheck {
  canBegin: boolean;
  /** The warning beside the disabled button: "{n} player(s) still unassigned" or "Each team must have at least one player". */
  warning: string | null;
  /** The error of the Begin Game call (TEAM-7), with its full stop. */
  error: string | null;
}

/** TEAM-7 Begin Game (online): every member has a team and every team has a member. */
export function beginValidation(
  members: readonly Pick<PartyMember, 'teamId'>[],
  teams: readonly Pick<PartyTeam, 'id'>[],
): BeginCheck {
  const teamIds = new Set(teams.map((t) => t.id));
  const unassigned = members.filter((m) => m.teamId === null || !teamIds.has(m.teamId)).length;
  if (unassigned > 0) {
    return {
      canBegin: false,
      warning: `${unassigned} player(s) still unassigned`,
      error: MESSAGES.playersUnassigned,
    };
  }
  if (teams.some((team) => !members.some((m) => m.teamId === team.id))) {
    return {
      canBegin: false,
      warning: 'Each team must have at least one player',
      error: MESSAGES.emptyTeam,
    };
  }
  return { canBegin: true, warning: null, error: null };
}

/**
 * TEAM-5: a member changes their own team, the host anyone's (null unassigns).
 * During a game teams are fixed (TEAM-6): nobody changes team, and only the host places
 * a newcomer who has no team yet.
 */
export function assignTeam(
  state: PartyState,
  userId: string,
  targetUserId: string,
  teamId: string | null,
): RuleResult<PartyState> {
  const actor = requireMember(state, userId);
  if (!actor.ok) return actor;
  const actorIsHost = isHost(state, userId);
  if (targetUserId !== userId && !actorIsHost) return fail(MESSAGES.notHost);
  const target = requireTarget(state, targetUserId);
  if (!target.ok) return target;
  const { status } = state.party;
  if (status === 'finished') return fail(wrongStatusMessage(status));
  if (teamId !== null && !state.party.teams.some((t) => t.id === teamId))
    return fail(MESSAGES.teamNotFound);
  if (status === 'playing') return placeDuringGame(state, actorIsHost, targetUserId, teamId);
  const placed = updateMember(state, targetUserId, { teamId });
  // A quizmaster (or a former one, while someone else hosts) put on a team plays again.
  if (teamId === null || state.party.quizmasterId !== targetUserId)
    return { ok: true, state: placed };
  return { ok: true, state: { ...placed, party: { ...placed.party, quizmasterId: null } } };
}

/** TEAM-6 "Teams are fixed while playing": the host places a newcomer, once. */
function placeDuringGame(
  state: PartyState,
  actorIsHost: boolean,
  targetUserId: string,
  teamId: string | null,
): RuleResult<PartyState> {
  const target = state.members.find((m) => m.userId === targetUserId);
  const placed =
    (target?.teamId ?? null) !== null || state.party.gameTeams[targetUserId] !== undefined;
  if (!actorIsHost || placed || teamId === null) return fail(MESSAGES.cannotSwitchTeamInGame);
  // Whoever judged this game as quizmaster has seen every answer.
  if (state.party.quizmasterId === targetUserId) return fail(MESSAGES.quizmasterCannotPlay);
  const gameTeams = { ...state.party.gameTeams, [targetUserId]: teamId };
  const next = updateMember(state, targetUserId, { teamId });
  return { ok: true, state: { ...next, party: { ...next.party, gameTeams } } };
}

/** TEAM-4 "Redistribute All Members Evenly" (host, before the game). */
export function redistributeTeams(state: PartyState, userId: string): RuleResult<PartyState> {
  const host = requireHost(state, userId);
  if (!host.ok) return host;
  const { status } = state.party;
  if (status === 'playing' || status === 'finished') return fail(wrongStatusMessage(status));
  return { ok: true, state: withTeamsDistributed(state) };
}
