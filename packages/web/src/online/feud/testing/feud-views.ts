import type { PartyView } from '@trivia/game';
import { playingParty, viewFor } from '../../../test/party-play-views';
import type { FeudRound } from '../feud-types';

/**
 * Feud views for the web's tests: a real playing party of four (Team 1: host "Hana" and ben;
 * Team 2: ana and cal) seen by `userId`, with the round's view fields laid over it.
 */
export const FEUD_PLAYERS = ['ana', 'ben', 'cal'];

export interface FeudOverlay {
  round?: Partial<FeudRound>;
  faceOffUserIds?: [string, string] | null;
  feudTurnUserId?: string | null;
  activeTeamId?: string | null;
  status?: PartyView['party']['status'];
}

export function feudRoundOf(overlay: Partial<FeudRound> = {}): FeudRound {
  return {
    phase: 'faceOff',
    faceOffTeams: [0, 1],
    faceOffPair: 0,
    faceOffAnswers: [null, null],
    controlTeam: null,
    strikes: 0,
    bank: 0,
    stealQueue: [0, 1],
    floorGuesses: 0,
    winner: null,
    wonBy: null,
    ...overlay,
  };
}

export function feudView(userId: string, overlay: FeudOverlay = {}): PartyView {
  const view = viewFor(playingParty({ players: FEUD_PLAYERS }), userId);
  const round = feudRoundOf(overlay.round);
  const activeTeamId =
    overlay.activeTeamId !== undefined
      ? overlay.activeTeamId
      : round.phase === 'floor' && round.controlTeam !== null
        ? (view.party.teams[round.controlTeam]?.id ?? null)
        : null;
  const party = {
    ...view.party,
    status: overlay.status ?? view.party.status,
    getReadyUntil: null,
    activeTeamId,
    ruleSet: 'feud',
    feud: round,
    faceOffUserIds: overlay.faceOffUserIds === undefined ? ['host', 'ana'] : overlay.faceOffUserIds,
    feudTurnUserId: overlay.feudTurnUserId ?? null,
  };
  return { ...view, party } as PartyView;
}
