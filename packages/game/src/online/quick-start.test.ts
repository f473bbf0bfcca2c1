import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { playUntilFinished } from '../testing/party-arbitraries';
import {
  HOST,
  joinMembers,
  later,
  makeParty,
  makePlayingParty,
  playerIds,
  run,
} from '../testing/party-builders';
import { makeGameType, makeTopic } from '../testing/topic-builders';
import { applyPartyCommand } from './apply-command';
import type { PartyState } from './party-state';
import { quickStartTeams } from './quick-start';

const gameType = makeGameType();

function quick(state: PartyState, id = 'largest-planets'): PartyState {
  return run(state, {
    type: 'quickStart',
    userId: HOST,
    gameType,
    topic: { ...makeTopic(), id, title: `Topic ${id}` },
    now: later(state),
  });
}

describe('quick start', () => {
  it('[SETUP-6][SETUP-5] from the lobby the chosen topic begins at once, teams balanced', () => {
    const lobby = joinMembers(makeParty(), playerIds(3));
    const state = quick(lobby);
    expect(state.party).toMatchObject({
      status: 'playing',
      activeTeamId: 'team-1',
      numTeams: 2,
      maxAttempts: 3,
      turnSeconds: 30,
      gameType,
    });
    expect(state.party.topic?.id).toBe('largest-planets');
    const sizes = ['team-1', 'team-2'].map(
      (id) => state.members.filter((m) => m.teamId === id).length,
    );
    expect(sizes).toEqual([2, 2]);
  });

  it('[SETUP-6] refuses a player, a lone host and a game in play', () => {
    const lobby = joinMembers(makeParty(), playerIds(1));
    const topic = makeTopic();
    const byPlayer = applyPartyCommand(lobby, {
      type: 'quickStart',
      userId: 'player-1',
      gameType,
      topic,
      now: later(lobby),
    });
    expect(byPlayer).toEqual({ ok: false, error: 'Only the host can do that' });
    const alone = makeParty();
    expect(
      applyPartyCommand(alone, {
        type: 'quickStart',
        userId: HOST,
        gameType,
        topic,
        now: later(alone),
      }),
    ).toEqual({ ok: false, error: 'Need at least 2 players to start' });
    const playing = makePlayingParty();
    const again = applyPartyCommand(playing, {
      type: 'quickStart',
      userId: HOST,
      gameType,
      topic,
      now: later(playing),
    });
    expect(again.ok).toBe(false);
  });

  it('[SETUP-5] keeps last time’s team names, settings and assignments', () => {
    const finished = playUntilFinished(
      makePlayingParty({ teams: 3, maxAttempts: 2, turnSeconds: 45 }),
    );
    const state = quick(finished, 'second-topic');
    expect(state.party).toMatchObject({ numTeams: 3, maxAttempts: 2, turnSeconds: 45 });
    expect(state.party.teams.map((t) => t.name)).toEqual(['Team 1', 'Team 2', 'Team 3']);
    for (const m of finished.members) {
      expect(state.members.find((n) => n.userId === m.userId)?.teamId).toBe(m.teamId);
    }
  });

  it('[SETUP-5] has no more teams than players, and puts newcomers on the smallest team', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 2, max: 4 }),
        fc.array(fc.option(fc.integer({ min: 0, max: 3 })), { maxLength: 9 }),
        (players, teamCount, assignments) => {
          let state = joinMembers(makeParty(), playerIds(players));
          state = {
            ...state,
            party: {
              ...state.party,
              teams: Array.from({ length: teamCount }, (_, i) => ({
                id: `team-${i + 1}`,
                name: `Team ${i + 1}`,
                score: 0,
                attempts: 0,
              })),
            },
            members: state.members.map((m, i) => {
              const pick = assignments[i];
              return {
                ...m,
                teamId: pick === null || pick === undefined ? null : `team-${pick + 1}`,
              };
            }),
          };
          const result = quickStartTeams(state);
          if (!result.ok) throw new Error(result.error);
          const { teams } = result.state.party;
          expect(teams.length).toBe(Math.min(teamCount, players + 1));
          const ids = new Set(teams.map((t) => t.id));
          for (const m of result.state.members) expect(ids.has(m.teamId ?? '')).toBe(true);
          for (const t of teams) {
            expect(result.state.members.some((m) => m.teamId === t.id)).toBe(true);
          }
        },
      ),
    );
  });
});

describe('Start Game with the default game type', () => {
  it('[SETUP-7] a party with no game type takes the default; one with a game type keeps it', () => {
    const lobby = joinMembers(makeParty(), playerIds(1));
    const started = run(lobby, {
      type: 'startGame',
      userId: HOST,
      defaultGameType: gameType,
      now: later(lobby),
    });
    expect(started.party).toMatchObject({ status: 'choosing', gameType });
    const plain = run(lobby, { type: 'startGame', userId: HOST, now: later(lobby) });
    expect(plain.party.gameType).toBeNull();
  });
});
