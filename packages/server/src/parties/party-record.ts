import type { Party, PartyState } from '@trivia/game';
import type { PartyRecord } from '../storage/parties';

/**
 * A party state as its database row. The row's columns repeat what the timer and the
 * sweep query (status, turn deadline, expiry); `state` holds everything.
 */
export function toPartyRecord(state: PartyState): PartyRecord<PartyState> {
  const { party } = state;
  return {
    code: party.code,
    hostId: party.hostId,
    status: party.status,
    version: party.version,
    state,
    createdAt: party.createdAt,
    expiresAt: party.expiresAt,
    turnDeadline: party.status === 'playing' ? party.turnDeadline : null,
    updatedAt: party.lastUpdatedAt,
  };
}

/**
 * The state of a row this engine wrote (the engine is the table's only writer). Rows written
 * before game teams, screen epochs, host judgement and host controls existed read as none,
 * epoch 0, a host who plays, no corrections, unlocked, filtered and not paused.
 */
export function stateOf(record: PartyRecord): PartyState {
  const state = record.state as StoredState;
  const { gameTeams = {}, screenEpoch = 0, quizmasterId = null } = state.party;
  const { locked = false, allowProfanity = false } = state.party;
  const { pausedAt = null, pausedRemainingMs = null } = state.party;
  const { judgements = [] } = state;
  const added = { gameTeams, screenEpoch, quizmasterId, locked, allowProfanity };
  return {
    ...state,
    judgements,
    party: { ...state.party, ...added, pausedAt, pausedRemainingMs },
  };
}

type Added =
  | 'gameTeams'
  | 'screenEpoch'
  | 'quizmasterId'
  | 'locked'
  | 'allowProfanity'
  | 'pausedAt'
  | 'pausedRemainingMs';
type StoredState = Omit<PartyState, 'party' | 'judgements'> & {
  party: Omit<Party, Added> & Partial<Pick<Party, Added>>;
  judgements?: PartyState['judgements'];
};
