import { describe, expect, it } from 'vitest';
import {
  HOST,
  joinMembers,
  later,
  makeParty,
  makePlayingParty,
  memberOf,
  playTurn,
  run,
  skipCheck,
  T0,
} from '../testing/party-builders';
import { applyPartyCommand } from './apply-command';
import { createParty } from './create-party';
import { partyView } from './party-view';

describe('Parties: a new party', () => {
  it('[PARTY-1][TEAM-1] starts in lobby, hosted by its creator, expiring 2 hours later, with the defaults', () => {
    const state = createParty({ code: 'XY12Z9', hostId: 'ann', hostName: ' Ann ', now: T0 });
    expect(state.party).toMatchObject({
      code: 'XY12Z9',
      hostId: 'ann',
      status: 'lobby',
      createdAt: T0,
      expiresAt: T0 + 7_200_000,
      gameType: null,
      topic: null,
      numTeams: 2,
      maxAttempts: 3,
      turnSeconds: 30,
      activeTeamId: null,
      revealedIndices: [],
      turnDeadline: null,
      version: 1,
      lastUpdatedAt: T0,
    });
    expect(state.party.teams).toEqual([
      { id: 'team-1', name: 'Team 1', score: 0, attempts: 0 },
      { id: 'team-2', name: 'Team 2', score: 0, attempts: 0 },
    ]);
    expect(state.members).toEqual([
      {
        userId: 'ann',
        displayName: 'Ann',
        role: 'host',
        teamId: null,
        joinedAt: T0,
        kickedAt: null,
        online: true,
      },
    ]);
  });
});

describe('Party code and joining', () => {
  it('[JOIN-4] a joiner becomes a player with no team, kickedAt null and online', () => {
    const state = joinMembers(makeParty(), ['bob']);
    expect(state.members[1]).toEqual({
      userId: 'bob',
      displayName: 'bob',
      role: 'player',
      teamId: null,
      joinedAt: T0 + 1000,
      kickedAt: null,
      online: true,
    });
  });

  it('[JOIN-3] joining again as a member just resumes, online with the latest name', () => {
    let state = joinMembers(makeParty(), ['bob']);
    state = run(state, { type: 'setPresence', userId: 'bob', online: false, now: later(state) });
    state = run(state, { type: 'join', userId: 'bob', displayName: 'Bobby', now: later(state) });
    expect(state.members).toHaveLength(2);
    expect(state.members[1]).toMatchObject({
      displayName: 'Bobby',
      online: true,
      joinedAt: T0 + 1000,
    });
  });

  it('[NAME-2] refuses a blank display name', () => {
    const result = applyPartyCommand(makeParty(), {
      type: 'join',
      userId: 'bob',
      displayName: '  ',
      now: T0,
    });
    expect(result).toEqual({ ok: false, error: 'Display name cannot be empty' });
  });

  it('[JOIN-3] "Party has finished" for a newcomer once finished, while members may resume', () => {
    let state = makePlayingParty({ maxAttempts: 1 });
    state = run(state, { type: 'guess', userId: HOST, text: 'pluto', now: later(state) });
    state = run(state, { type: 'guess', userId: 'player-1', text: 'mars', now: later(state) });
    state = skipCheck(state);
    expect(state.party.status).toBe('finished');
    expect(
      applyPartyCommand(state, {
        type: 'join',
        userId: 'zoe',
        displayName: 'Zoe',
        now: later(state),
      }),
    ).toEqual({
      ok: false,
      error: 'Party has finished',
    });
    expect(
      applyPartyCommand(state, {
        type: 'join',
        userId: 'player-1',
        displayName: 'P',
        now: later(state),
      }).ok,
    ).toBe(true);
  });

  it('[JOIN-3][PARTY-5] "Party has expired" from 2 hours after creation', () => {
    const state = makeParty();
    const join = { type: 'join', userId: 'bob', displayName: 'Bob' } as const;
    expect(applyPartyCommand(state, { ...join, now: T0 + 7_199_999 }).ok).toBe(true);
    expect(applyPartyCommand(state, { ...join, now: T0 + 7_200_000 })).toEqual({
      ok: false,
      error: 'Party has expired',
    });
  });

  it('[JOIN-3] "Party not found" when there is no party', () => {
    expect(
      applyPartyCommand(null, { type: 'join', userId: 'bob', displayName: 'Bob', now: T0 }),
    ).toEqual({
      ok: false,
      error: 'Party not found',
    });
  });
});

describe('Members: leave and host transfer', () => {
  it('[JOIN-7] leave removes the member', () => {
    let state = joinMembers(makeParty(), ['bob', 'cat']);
    state = run(state, { type: 'leave', userId: 'bob', now: later(state) });
    expect(state.members.map((m) => m.userId)).toEqual([HOST, 'cat']);
    expect(state.party.hostId).toBe(HOST);
  });

  it('[HOST-2] a leaving host hands over to the earliest-joined remaining member', () => {
    let state = joinMembers(makeParty(), ['bob', 'cat']);
    state = run(state, { type: 'kick', userId: HOST, targetUserId: 'bob', now: later(state) });
    state = run(state, { type: 'leave', userId: HOST, now: later(state) });
    expect(state.party.hostId).toBe('cat');
    expect(state.members.find((m) => m.userId === 'cat')?.role).toBe('host');
  });

  it('[HOST-2] the last member leaving closes the party', () => {
    const result = applyPartyCommand(makeParty(), { type: 'leave', userId: HOST, now: T0 + 1 });
    expect(result).toMatchObject({ ok: true, closed: true });
    const stays = applyPartyCommand(joinMembers(makeParty(), ['bob']), {
      type: 'leave',
      userId: 'bob',
      now: T0 + 5000,
    });
    expect(stays).toMatchObject({ ok: true, closed: false });
  });

  it('[TEAM-8] a team left with no members during a game keeps its score and its turns, which time out', () => {
    let state = makePlayingParty();
    state = playTurn(state, 'pluto');
    state = playTurn(state, 'jupiter');
    const player = memberOf(state, 'team-2');
    state = run(state, { type: 'leave', userId: player, now: later(state) });
    expect(state.party.teams[1]).toMatchObject({ id: 'team-2', score: 5, attempts: 1 });
    state = playTurn(state, 'mercury');
    expect(state.party.activeTeamId).toBe('team-2');
    const deadline = state.party.turnDeadline ?? 0;
    state = run(state, { type: 'turnTimeout', turn: state.party.turn, now: deadline });
    expect(state.party).toMatchObject({ status: 'playing', activeTeamId: 'team-1' });
    expect(state.party.teams[1]).toMatchObject({ score: 5, attempts: 2 });
  });

  it('[ROLE-1] a stranger cannot leave: "Member not found"', () => {
    expect(applyPartyCommand(makeParty(), { type: 'leave', userId: 'zoe', now: T0 + 1 })).toEqual({
      ok: false,
      error: 'Member not found',
    });
  });
});

describe('Members: kick and promotion (host powers)', () => {
  it('[JOIN-7][ROLE-5] kick sets kickedAt and online false; the kicked member cannot rejoin or act', () => {
    let state = joinMembers(makeParty(), ['bob']);
    const now = later(state);
    state = run(state, { type: 'kick', userId: HOST, targetUserId: 'bob', now });
    expect(state.members[1]).toMatchObject({ kickedAt: now, online: false });
    const removed = { ok: false, error: 'You were removed from the party' };
    expect(
      applyPartyCommand(state, {
        type: 'join',
        userId: 'bob',
        displayName: 'bob',
        now: later(state),
      }),
    ).toEqual(removed);
    expect(applyPartyCommand(state, { type: 'leave', userId: 'bob', now: later(state) })).toEqual(
      removed,
    );
    expect(partyView(state, 'bob').viewer.kicked).toBe(true);
  });

  it('[ROLE-4] only the host kicks or promotes, never themself', () => {
    const state = joinMembers(makeParty(), ['bob', 'cat']);
    const now = later(state);
    expect(
      applyPartyCommand(state, { type: 'kick', userId: 'bob', targetUserId: 'cat', now }),
    ).toEqual({
      ok: false,
      error: 'Only the host can do that',
    });
    expect(
      applyPartyCommand(state, { type: 'promote', userId: 'bob', targetUserId: 'bob', now }),
    ).toEqual({
      ok: false,
      error: 'Only the host can do that',
    });
    expect(
      applyPartyCommand(state, { type: 'kick', userId: HOST, targetUserId: HOST, now }),
    ).toEqual({
      ok: false,
      error: 'You cannot do that to yourself',
    });
    expect(
      applyPartyCommand(state, { type: 'promote', userId: HOST, targetUserId: 'zoe', now }),
    ).toEqual({
      ok: false,
      error: 'Member not found',
    });
  });

  it('[HOST-1] promotion moves hostId and the host role together', () => {
    let state = joinMembers(makeParty(), ['bob']);
    state = run(state, { type: 'promote', userId: HOST, targetUserId: 'bob', now: later(state) });
    expect(state.party.hostId).toBe('bob');
    expect(state.members.map((m) => m.role)).toEqual(['player', 'host']);
    expect(
      applyPartyCommand(state, { type: 'startGame', userId: HOST, now: later(state) }),
    ).toEqual({
      ok: false,
      error: 'Only the host can do that',
    });
  });
});

describe('Presence', () => {
  it('[JOIN-8] marks a member offline and online', () => {
    let state = joinMembers(makeParty(), ['bob']);
    state = run(state, { type: 'setPresence', userId: 'bob', online: false, now: later(state) });
    expect(state.members[1]?.online).toBe(false);
  });
});

describe('The big screen: its key changes with the host and on a kick', () => {
  const epoch = (state: ReturnType<typeof makeParty>) => state.party.screenEpoch;
  const party = () => joinMembers(makeParty(), ['player-1', 'player-2']);

  it('[HOST-3] a kick, a promotion, the host leaving and a revoke each give a new screen epoch', () => {
    const state = party();
    const now = later(state);
    const kicked = run(state, { type: 'kick', userId: HOST, targetUserId: 'player-1', now });
    const promoted = run(state, { type: 'promote', userId: HOST, targetUserId: 'player-1', now });
    const hostLeft = run(state, { type: 'leave', userId: HOST, now });
    const revoked = run(state, { type: 'revokeScreen', userId: HOST, now });
    for (const next of [kicked, promoted, hostLeft, revoked])
      expect(epoch(next)).toBe(epoch(state) + 1);
  });

  it('[HOST-3] a player leaving or joining keeps it, and only the host may revoke', () => {
    const state = party();
    expect(epoch(run(state, { type: 'leave', userId: 'player-2', now: later(state) }))).toBe(
      epoch(state),
    );
    expect(
      applyPartyCommand(state, { type: 'revokeScreen', userId: 'player-1', now: later(state) }),
    ).toEqual({ ok: false, error: 'Only the host can do that' });
  });

  it('[HOST-3][VIEW-5] the view shows the epoch (not the key), so the host page knows its link changed', () => {
    expect(partyView(party(), HOST).party.screenEpoch).toBe(0);
  });
});
