import { partyView, type PartyState } from '@trivia/game';
import type { PartyView } from '@trivia/protocol';
import {
  HOST,
  joinMembers,
  later,
  makeParty,
  makePlayingParty,
  makeSetupParty,
  makeTeamSetupParty,
  playerIds,
  run,
} from '../../../../game/src/testing/party-builders';
import { makeGameType } from '../../../../game/src/testing/topic-builders';

export {
  HOST,
  joinMembers,
  later,
  makeParty,
  makePlayingParty,
  makeSetupParty,
  makeTeamSetupParty,
  playerIds,
  run,
};

/** The party as `viewerId` sees it (the host unless told): what the server sends. */
export function viewOf(state: PartyState, viewerId: string = HOST): PartyView {
  return partyView(state, viewerId);
}

/** A lobby with the host and `players` more members (ids player-1..n). */
export function makeLobby(players = 1): PartyState {
  return joinMembers(makeParty(), playerIds(players));
}

/** A party in choosing; with `gameTypeChosen` the host is on the topic screen. */
export function makeChoosing(players = 1, gameTypeChosen = false): PartyState {
  let state = makeLobby(players);
  state = run(state, { type: 'startGame', userId: HOST, now: later(state) });
  if (!gameTypeChosen) return state;
  return run(state, {
    type: 'chooseGameType',
    userId: HOST,
    gameType: makeGameType(),
    now: later(state),
  });
}
