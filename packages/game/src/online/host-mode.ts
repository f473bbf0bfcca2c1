import { MESSAGES, wrongStatusMessage } from '../messages';
import type { RuleResult } from '../types';
import { activeMembers, fail, requireHost, updateMember } from './access';
import type { PartyMember, PartyState } from './party-state';

/** HOST-4 "Two ways to host": on a team like everyone, or judging from no team. */
export const HOST_MODES = ['plays', 'quizmaster'] as const;
export type HostMode = (typeof HOST_MODES)[number];

/**
 * True when `userId` hosts as quizmaster: they chose "I'll host, not play", are still the
 * host, and are on no team. Only they see every answer while playing; a later host who plays
 * does not, nor a former quizmaster put on a team while someone else hosted.
 */
export function isQuizmaster(state: QuizmasterFacts, userId: string): boolean {
  const { quizmasterId, hostId } = state.party;
  if (quizmasterId !== userId || hostId !== userId) return false;
  const member = state.members.find((m) => m.userId === userId);
  return member !== undefined && member.kickedAt === null && member.teamId === null;
}

/**
 * May `userId` see every answer of the chosen topic as quizmaster? Not when it is
 * another member's own topic (My Topics), as after the owner handed the host role over.
 */
export function mayJudgeTopic(
  party: Pick<PartyState['party'], 'topic' | 'topicOwnerId'>,
  userId: string,
): boolean {
  const ownerId = party.topicOwnerId ?? null;
  return party.topic === null || ownerId === null || ownerId === userId;
}

/** What isQuizmaster reads: a party's state, or the party's view on a phone. */
export interface QuizmasterFacts {
  party: Pick<PartyState['party'], 'quizmasterId' | 'hostId'>;
  members: readonly Pick<PartyMember, 'userId' | 'teamId' | 'kickedAt'>[];
}

/** The host's mode as the team screen shows it. */
export function hostModeOf(state: PartyState): HostMode {
  return isQuizmaster(state, state.party.hostId) ? 'quizmaster' : 'plays';
}

/** The members who play: everyone but a quizmaster host (the TEAM-7 checks count these). */
export function playingMembers(state: PartyState): PartyMember[] {
  return activeMembers(state).filter((m) => !isQuizmaster(state, m.userId));
}

/**
 * In team setup the host chooses "Host plays" or "I'll host, not play". As
 * quizmaster they leave their team; playing again, they wait to be put on one.
 */
export function setHostMode(
  state: PartyState,
  userId: string,
  mode: HostMode,
): RuleResult<PartyState> {
  const host = requireHost(state, userId);
  if (!host.ok) return host;
  const { status } = state.party;
  if (status !== 'team_setup') return fail(wrongStatusMessage(status));
  if (!HOST_MODES.includes(mode)) return fail(MESSAGES.unknownCommand);
  if (mode === 'quizmaster' && !mayJudgeTopic(state.party, userId)) {
    return fail(MESSAGES.privateTopicQuizmaster);
  }
  const quizmasterId = mode === 'quizmaster' ? userId : null;
  const next = mode === 'quizmaster' ? updateMember(state, userId, { teamId: null }) : state;
  return { ok: true, state: { ...next, party: { ...next.party, quizmasterId } } };
}
