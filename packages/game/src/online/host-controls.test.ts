import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  HOST,
  joinMembers,
  later,
  makeParty,
  makePlayingParty,
  makeSetupParty,
  memberOf,
  run,
} from '../testing/party-builders';
import { applyPartyCommand } from './apply-command';
import type { PartyCommand } from './party-commands';
import type { PartyState } from './party-state';

type WithoutNow<C> = C extends unknown ? Omit<C, 'now'> & { now?: number } : never;
const apply = (state: PartyState, command: WithoutNow<PartyCommand>) =>
  applyPartyCommand(state, { now: later(state), ...command } as PartyCommand);

describe('The host locks the party', () => {
  it('[HOST-5] a locked party refuses newcomers; members stay and may rejoin; unlocking opens it', () => {
    let state = joinMembers(makeParty(), ['player-1']);
    state = run(state, { type: 'setLocked', userId: HOST, locked: true, now: later(state) });
    expect(apply(state, { type: 'join', userId: 'late', displayName: 'Late' })).toEqual({
      ok: false,
      error: 'This party is locked',
    });
    expect(apply(state, { type: 'join', userId: 'player-1', displayName: 'P1' }).ok).toBe(true);
    state = run(state, { type: 'setLocked', userId: HOST, locked: false, now: later(state) });
    expect(apply(state, { type: 'join', userId: 'late', displayName: 'Late' }).ok).toBe(true);
  });

  it('[HOST-5][ROLE-2] only the host locks', () => {
    const state = joinMembers(makeParty(), ['player-1']);
    expect(apply(state, { type: 'setLocked', userId: 'player-1', locked: true })).toEqual({
      ok: false,
      error: 'Only the host can do that',
    });
  });
});

describe('The host renames a member or a team', () => {
  it('[HOST-7] renames a member under the name rule, refusing a look-alike of another member', () => {
    const state = joinMembers(makeParty(), ['player-1', 'player-2']);
    const renamed = apply(state, {
      type: 'renameMember',
      userId: HOST,
      targetUserId: 'player-1',
      name: '  Quiz  Wiz ',
    });
    if (!renamed.ok) throw new Error(renamed.error);
    expect(renamed.state.members.find((m) => m.userId === 'player-1')?.displayName).toBe(
      'Quiz Wiz',
    );
    expect(
      apply(renamed.state, {
        type: 'renameMember',
        userId: HOST,
        targetUserId: 'player-2',
        name: 'Quiz Wlz',
      }),
    ).toMatchObject({ ok: false });
    expect(
      apply(state, { type: 'renameMember', userId: HOST, targetUserId: 'player-1', name: 'Host' }),
    ).toEqual({ ok: false, error: 'Display name cannot contain "Host"' });
  });

  it('[HOST-7][HOST-6] renames a team, keeping its score; a profane name only when the host allows it', () => {
    let state = makePlayingParty();
    const renamed = apply(state, {
      type: 'renameTeam',
      userId: HOST,
      teamId: 'team-2',
      name: 'Owls',
    });
    if (!renamed.ok) throw new Error(renamed.error);
    expect(renamed.state.party.teams.map((t) => t.name)).toEqual(['Team 1', 'Owls']);
    const rude = {
      type: 'renameTeam',
      userId: HOST,
      teamId: 'team-2',
      name: 'Shit Happens',
    } as const;
    expect(apply(state, rude)).toMatchObject({ ok: false });
    state = run(state, {
      type: 'setAllowProfanity',
      userId: HOST,
      allowProfanity: true,
      now: later(state),
    });
    expect(apply(state, rude).ok).toBe(true);
    expect(apply(state, { type: 'renameTeam', userId: HOST, teamId: 'team-9', name: 'X' })).toEqual(
      {
        ok: false,
        error: 'Team not found',
      },
    );
  });
});

describe('Pause and resume', () => {
  it('[PAUSE-1][PAUSE-2] pausing keeps the time left; no guess and no time-out while paused; resuming restores it', () => {
    const state = makePlayingParty({ turnSeconds: 30 });
    const deadline = state.party.turnDeadline ?? 0;
    const pausedAt = deadline - 12_000;
    const paused = applyPartyCommand(state, { type: 'pauseGame', userId: HOST, now: pausedAt });
    if (!paused.ok) throw new Error(paused.error);
    expect(paused.state.party).toMatchObject({
      pausedAt,
      pausedRemainingMs: 12_000,
      turnDeadline: null,
    });
    const guesser = memberOf(paused.state, paused.state.party.activeTeamId);
    expect(apply(paused.state, { type: 'guess', userId: guesser, text: 'jupiter' })).toEqual({
      ok: false,
      error: 'The game is paused',
    });
    const timeout = {
      type: 'turnTimeout',
      turn: paused.state.party.turn,
      now: deadline + 60_000,
    } as const;
    expect(applyPartyCommand(paused.state, timeout).ok).toBe(false);
    const resumedAt = pausedAt + 300_000;
    const resumed = applyPartyCommand(paused.state, {
      type: 'resumeGame',
      userId: HOST,
      now: resumedAt,
    });
    if (!resumed.ok) throw new Error(resumed.error);
    expect(resumed.state.party).toMatchObject({ pausedAt: null, turnDeadline: resumedAt + 12_000 });
  });

  it('[PAUSE-1][ROLE-2] only the host pauses, only while playing, never twice', () => {
    const state = makePlayingParty();
    const player = memberOf(state, 'team-2');
    expect(apply(state, { type: 'pauseGame', userId: player }).ok).toBe(false);
    expect(apply(makeSetupParty(), { type: 'pauseGame', userId: HOST }).ok).toBe(false);
    expect(apply(state, { type: 'resumeGame', userId: HOST })).toEqual({
      ok: false,
      error: 'The game is not paused',
    });
    const paused = run(state, { type: 'pauseGame', userId: HOST, now: later(state) });
    expect(apply(paused, { type: 'pauseGame', userId: HOST })).toEqual({
      ok: false,
      error: 'The game is already paused',
    });
  });

  it('[PAUSE-2] property: however long a pause lasts, the turn resumes with exactly the time it had left', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 29_999 }),
        fc.integer({ min: 0, max: 3_000_000 }),
        (used, pause) => {
          const state = makePlayingParty({ turnSeconds: 30 });
          const started = (state.party.turnDeadline ?? 0) - 30_000;
          const paused = run(state, { type: 'pauseGame', userId: HOST, now: started + used });
          const resumed = run(paused, {
            type: 'resumeGame',
            userId: HOST,
            now: started + used + pause,
          });
          expect((resumed.party.turnDeadline ?? 0) - (started + used + pause)).toBe(30_000 - used);
        },
      ),
    );
  });
});

describe('A relaxed game has no countdown', () => {
  it('[PAUSE-3] turnSeconds 0: no deadline, no time-out, a turn ends on a guess', () => {
    const state = makePlayingParty({ turnSeconds: 0 });
    expect(state.party.turnSeconds).toBe(0);
    expect(state.party.turnDeadline).toBeNull();
    const timeout = {
      type: 'turnTimeout',
      turn: state.party.turn,
      now: later(state, 1_000_000),
    } as const;
    expect(applyPartyCommand(state, timeout)).toEqual({
      ok: false,
      error: 'The turn has not timed out yet',
    });
    const guesser = memberOf(state, state.party.activeTeamId);
    const next = run(state, { type: 'guess', userId: guesser, text: 'pluto', now: later(state) });
    expect(next.party.activeTeamId).toBe('team-2');
    expect(next.party.turnDeadline).toBeNull();
  });
});
