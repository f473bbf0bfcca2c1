import type { Party, PartyMember, PartyState } from '@trivia/game';
import { getParty, type PartyRecord } from '../../../storage/parties';
import { listGameTeams } from '../../../storage/party-game-teams';
import { listMembers, type MemberRecord } from '../../../storage/party-members';
import type { Db } from '../../../storage/schema';

/** A party state as its row's JSON: without the members and game teams, which have rows. */
export type LeanPartyState = Omit<PartyState, 'members' | 'party'> & {
  party: Omit<Party, 'gameTeams'>;
};

/**
 * A party state as its database row (docs/PERFORMANCE.md: a few KB less per version). The row's columns
 * repeat what the timer and the sweep query (status, turn deadline, expiry); `state` holds
 * the rest but the members and the game teams (member-rows.ts, party_game_teams).
 */
export function toPartyRecord(state: PartyState): PartyRecord<LeanPartyState> {
  const { party, members: _members, ...rest } = state;
  const { gameTeams: _gameTeams, ...leanParty } = party;
  return {
    code: party.code,
    hostId: party.hostId,
    status: party.status,
    version: party.version,
    state: { ...rest, party: leanParty },
    createdAt: party.createdAt,
    expiresAt: party.expiresAt,
    turnDeadline: turnDeadlineOf(party),
    updatedAt: party.lastUpdatedAt,
  };
}

/**
 * The deadline the turn timer claims a party by (its row's column): the turn's while playing,
 * or an open survey's (SURVEY-8), whichever comes first.
 */
export function turnDeadlineOf(party: Party): number | null {
  const turn = party.status === 'playing' ? party.turnDeadline : null;
  const survey = party.survey?.status === 'open' ? party.survey.deadline : null;
  if (turn === null || survey === null) return turn ?? survey;
  return Math.min(turn, survey);
}

/** A party's committed state read from its rows, or null when there is no such party. */
export async function readPartyState(db: Db, code: string): Promise<PartyState | null> {
  const record = await getParty(db, code);
  if (record === null) return null;
  const members = await listMembers(db, code);
  const gameTeams = await listGameTeams(db, code);
  return stateOf(record, members.map(toPartyMember), gameTeams);
}

function toPartyMember(row: MemberRecord): PartyMember {
  const { userId, displayName, role, teamId, joinedAt, kickedAt, online } = row;
  return { userId, displayName, role, teamId, joinedAt, kickedAt, online };
}

/**
 * The state of a row this engine wrote (the engine is the table's only writer), with its
 * members and game teams. Rows written before screen epochs, host judgement and host
 * controls existed read as epoch 0, a host who plays, no corrections, unlocked, filtered
 * and not paused; before My Topics could be hosted, as a topic with no owner; before the
 * get-ready moment and the host's checking window (JUDGE-8), with neither.
 */
export function stateOf(
  record: PartyRecord,
  members: PartyMember[],
  gameTeams: Record<string, string>,
): PartyState {
  const state = record.state as StoredState;
  const { screenEpoch = 0, quizmasterId = null, topicOwnerId = null } = state.party;
  const { locked = false, allowProfanity = false } = state.party;
  const { pausedAt = null, pausedRemainingMs = null } = state.party;
  const { getReadyUntil = null, hostChecking = false } = state.party;
  const { judgements = [] } = state;
  const added = { gameTeams, screenEpoch, quizmasterId, topicOwnerId, locked, allowProfanity };
  return {
    ...state,
    members,
    judgements,
    party: { ...state.party, ...added, pausedAt, pausedRemainingMs, getReadyUntil, hostChecking },
  };
}

type Added =
  | 'screenEpoch'
  | 'quizmasterId'
  | 'topicOwnerId'
  | 'locked'
  | 'allowProfanity'
  | 'pausedAt'
  | 'pausedRemainingMs'
  | 'getReadyUntil'
  | 'hostChecking';
type StoredState = Omit<LeanPartyState, 'party' | 'judgements'> & {
  party: Omit<LeanPartyState['party'], Added> & Partial<Pick<Party, Added>>;
  judgements?: PartyState['judgements'];
};
