import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FEUD_MAX_STRIKES } from '../feud/feud-round';
import { totalPoints } from '../scoring';
import { commandFor, judgementSteps, type Step } from '../testing/party-arbitraries';
import { makePlayingParty } from '../testing/party-builders';
import { applyPartyCommand } from './apply-command';
import type { PartyCommand, PartyResult } from './party-commands';
import type { PartyState } from './party-state';

/** Feud games of two or three teams, some relaxed (no clock). */
const start = fc
  .record({ teams: fc.integer({ min: 2, max: 3 }), turnSeconds: fc.constantFrom(0, 30) })
  .map(({ teams, turnSeconds }) =>
    makePlayingParty({ teams, players: teams * 2 - 1, turnSeconds, ruleSet: 'feud' }),
  );

function replay(
  initial: PartyState,
  run: readonly Step[],
  check: (before: PartyState, command: PartyCommand, after: PartyResult) => void,
): void {
  let state = initial;
  for (const step of run) {
    const command = commandFor(state, step);
    const result = applyPartyCommand(state, command);
    check(state, command, result);
    if (result.ok && result.closed) return;
    if (result.ok) state = result.state;
  }
}

function adjustments(state: PartyState, teamId: string): number {
  return state.judgements
    .filter((j) => j.kind === 'adjust' && j.undoneAt === null && j.teamId === teamId)
    .reduce((sum, j) => sum + j.points, 0);
}

/** Whether the state is (still) the Feud game the run started with. */
function inFeudGame(state: PartyState): boolean {
  const { status, ruleSet, feud } = state.party;
  return (status === 'playing' || status === 'finished') && ruleSet === 'feud' && !!feud;
}

describe('Feud online: the invariants after any run of guesses, time-outs and corrections', () => {
  it('[FEUD-5] the bank holds every point found and goes to exactly one team: score = bank won + adjustments', () => {
    fc.assert(
      fc.property(start, judgementSteps, (initial, run) => {
        replay(initial, run, (_, __, result) => {
          if (!result.ok || !inFeudGame(result.state)) return;
          const { party } = result.state;
          const round = party.feud;
          if (!round) return;
          expect(round.bank).toBe(totalPoints(party.revealedIndices));
          const winners = party.teams.filter((_t, index) => round.winner === index);
          expect(winners).toHaveLength(round.phase === 'done' ? 1 : 0);
          party.teams.forEach((team, index) => {
            const won = round.phase === 'done' && round.winner === index ? round.bank : 0;
            expect(team.score).toBe(won + adjustments(result.state, team.id));
            expect(team.score).toBeGreaterThanOrEqual(0);
          });
          if (party.status === 'finished') expect(round.phase).toBe('done');
          if (round.phase === 'done')
            expect(party.status === 'finished' || party.hostChecking).toBe(true);
        });
      }),
    );
  });

  it('[FEUD-3][FEUD-4] strikes never exceed three, and a steal comes only after three strikes', () => {
    fc.assert(
      fc.property(start, judgementSteps, (initial, run) => {
        replay(initial, run, (_, __, result) => {
          if (!result.ok || !inFeudGame(result.state)) return;
          const round = result.state.party.feud;
          if (!round) return;
          expect(round.strikes).toBeLessThanOrEqual(FEUD_MAX_STRIKES);
          if (round.phase === 'steal' || round.wonBy === 'steal' || round.wonBy === 'held') {
            expect(round.strikes).toBe(FEUD_MAX_STRIKES);
          }
        });
      }),
    );
  });

  it('[FEUD-8] a player of a team without the floor cannot guess except to steal', () => {
    fc.assert(
      fc.property(start, judgementSteps, (initial, run) => {
        replay(initial, run, (before, command, result) => {
          if (command.type !== 'guess' || !result.ok || !inFeudGame(before)) return;
          const round = before.party.feud;
          const sender = before.members.find((m) => m.userId === command.userId);
          const teamIndex = before.party.teams.findIndex((t) => t.id === sender?.teamId);
          if (round?.phase === 'floor') {
            expect(teamIndex).toBe(round.controlTeam);
          } else if (round?.phase === 'steal') {
            expect(teamIndex).toBe(round.stealQueue[0]);
          } else if (round?.phase === 'faceOff') {
            expect(round.faceOffTeams).toContain(teamIndex);
          }
        });
      }),
    );
  });
});
