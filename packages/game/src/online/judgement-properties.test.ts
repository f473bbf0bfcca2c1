import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { totalPoints } from '../scoring';
import { ACTORS, commandFor, judgementSteps, type Step } from '../testing/party-arbitraries';
import { makePlayingParty, makeTeamSetupParty } from '../testing/party-builders';
import { applyPartyCommand } from './apply-command';
import { isQuizmaster } from './host-mode';
import type { PartyCommand, PartyResult } from './party-commands';
import type { PartyState } from './party-state';
import { partyView, sharedPartyView } from './party-view';

/** Judgement runs start in team setup (so the host may choose a mode) or mid-game. */
const start = fc.oneof(
  fc.constant(makeTeamSetupParty({ teams: 2, players: 3 })),
  fc
    .record({ teams: fc.integer({ min: 2, max: 3 }), maxAttempts: fc.integer({ min: 1, max: 4 }) })
    .map(({ teams, maxAttempts }) => makePlayingParty({ teams, maxAttempts, players: teams + 1 })),
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

const JUDGEMENTS = new Set(['acceptGuess', 'adjustScore', 'undoJudgement']);

function adjustments(state: PartyState): number {
  return state.judgements
    .filter((j) => j.kind === 'adjust' && j.undoneAt === null)
    .reduce((sum, j) => sum + j.points, 0);
}

describe('Host judgement: the invariants after any run of corrections', () => {
  it('[SCORE-1][SCORE-2] total score = Σ(5 − rank) over revealed answers + Σ adjustments, and no score is below 0', () => {
    fc.assert(
      fc.property(start, judgementSteps, (initial, run) => {
        replay(initial, run, (_, __, result) => {
          if (!result.ok) return;
          const { teams, revealedIndices } = result.state.party;
          const total = teams.reduce((sum, t) => sum + t.score, 0);
          expect(total).toBe(totalPoints(revealedIndices) + adjustments(result.state));
          for (const team of teams) expect(team.score).toBeGreaterThanOrEqual(0);
        });
      }),
    );
  });

  it('[JUDGE-2] a correction never changes attempts, the turn or whose turn it is', () => {
    fc.assert(
      fc.property(start, judgementSteps, (initial, run) => {
        replay(initial, run, (before, command, result) => {
          if (!result.ok || !JUDGEMENTS.has(command.type)) return;
          const after = result.state.party;
          expect(after.teams.map((t) => t.attempts)).toEqual(
            before.party.teams.map((t) => t.attempts),
          );
          expect(after.turn).toBe(before.party.turn);
          expect(result.state.guesses).toHaveLength(before.guesses.length);
          if (after.status === 'playing')
            expect(after.activeTeamId).toBe(before.party.activeTeamId);
        });
      }),
    );
  });

  it('[JUDGE-2] an answer is never revealed twice, and each revealed answer has exactly one correct guess', () => {
    fc.assert(
      fc.property(start, judgementSteps, (initial, run) => {
        replay(initial, run, (_, __, result) => {
          if (!result.ok) return;
          const { revealedIndices } = result.state.party;
          expect(new Set(revealedIndices).size).toBe(revealedIndices.length);
          const correct = result.state.guesses.filter((g) => g.correct).map((g) => g.rank);
          expect([...correct].sort()).toEqual([...revealedIndices].sort());
        });
      }),
    );
  });

  it('[ROLE-2] a correction by anyone but the host is refused', () => {
    fc.assert(
      fc.property(start, judgementSteps, (initial, run) => {
        replay(initial, run, (before, command, result) => {
          if (!JUDGEMENTS.has(command.type) && command.type !== 'setHostMode') return;
          if ('userId' in command && command.userId !== before.party.hostId) {
            expect(result.ok).toBe(false);
          }
        });
      }),
    );
  });

  it('[VIEW-2][HOST-4] only a quizmaster host on no team sees unrevealed answers, and never joins a team while playing', () => {
    fc.assert(
      fc.property(start, judgementSteps, (initial, run) => {
        replay(initial, run, (before, _, result) => {
          if (!result.ok || result.closed) return;
          const state = result.state;
          const shared = JSON.stringify(sharedPartyView(state).party.topic?.answers ?? []);
          const hidden = (state.party.topic?.answers ?? []).filter(
            (_a, rank) => !state.party.revealedIndices.includes(rank),
          );
          if (state.party.status !== 'finished') {
            for (const answer of hidden) expect(shared).not.toContain(answer.text);
          }
          for (const viewer of ACTORS) {
            const { viewer: info } = partyView(state, viewer);
            if (info.hostView === null) continue;
            expect(isQuizmaster(state, viewer)).toBe(true);
            expect(info.teamId).toBeNull();
          }
          const quizmaster = state.party.quizmasterId;
          if (quizmaster !== null && before.party.status === 'playing') {
            const member = state.members.find((m) => m.userId === quizmaster);
            const was = before.members.find((m) => m.userId === quizmaster);
            if (was?.teamId === null) expect(member?.teamId ?? null).toBeNull();
          }
        });
      }),
    );
  });
});
