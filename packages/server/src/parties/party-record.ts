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
 * before game teams and screen epochs existed read as none and epoch 0.
 */
export function stateOf(record: PartyRecord): PartyState {
  const state = record.state as StoredState;
  const { gameTeams = {}, screenEpoch = 0 } = state.party;
  return { ...state, party: { ...state.party, gameTeams, screenEpoch } };
}

type Added = 'gameTeams' | 'screenEpoch';
type StoredState = Omit<PartyState, 'party'> & {
  party: Omit<Party, Added> & Partial<Pick<Party, Added>>;
};
