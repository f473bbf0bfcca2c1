import {
  DEFAULT_MAX_ATTEMPTS,
  DEFAULT_TEAM_COUNT,
  DEFAULT_TURN_SECONDS,
  ONLINE_DEFAULT_TEAM_NAMES,
  PARTY_EXPIRY_MS,
} from '../constants';
import type { PartyMember, PartyState, PartyTeam } from './party-state';

/** TEAM-1 default teams online: team-1 "Team 1" and team-2 "Team 2", score 0, attempts 0. */
export function defaultTeams(): PartyTeam[] {
  return ONLINE_DEFAULT_TEAM_NAMES.map((name, index) => ({
    id: teamIdAt(index),
    name,
    score: 0,
    attempts: 0,
  }));
}

/** TEAM-1: team ids are team-1, team-2, and so on. */
export function teamIdAt(index: number): string {
  return `team-${index + 1}`;
}

/** JOIN-4: a member is created as a player with no team, kickedAt null and online. */
export function newMember(userId: string, displayName: string, now: number): PartyMember {
  return {
    userId,
    displayName,
    role: 'player',
    teamId: null,
    joinedAt: now,
    kickedAt: null,
    online: true,
  };
}

export interface CreatePartyInput {
  /** A fresh code from generatePartyCode; the server checks it is unused. */
  code: string;
  hostId: string;
  hostName: string;
  now: number;
}

/**
 * PARTY-1: a new party in lobby, hosted by its creator, expiring 2 hours after
 * creation, with the default teams and settings; version 1.
 */
export function createParty({ code, hostId, hostName, now }: CreatePartyInput): PartyState {
  return {
    party: {
      code,
      hostId,
      status: 'lobby',
      createdAt: now,
      expiresAt: now + PARTY_EXPIRY_MS,
      gameType: null,
      topic: null,
      numTeams: DEFAULT_TEAM_COUNT,
      maxAttempts: DEFAULT_MAX_ATTEMPTS,
      turnSeconds: DEFAULT_TURN_SECONDS,
      activeTeamId: null,
      revealedIndices: [],
      teams: defaultTeams(),
      turn: 0,
      turnDeadline: null,
      getReadyUntil: null,
      hostChecking: false,
      gameTeams: {},
      screenEpoch: 0,
      locked: false,
      allowProfanity: false,
      pausedAt: null,
      pausedRemainingMs: null,
      quizmasterId: null,
      topicOwnerId: null,
      version: 1,
      lastUpdatedAt: now,
    },
    members: [{ ...newMember(hostId, hostName.trim(), now), role: 'host' }],
    guesses: [],
    judgements: [],
  };
}
