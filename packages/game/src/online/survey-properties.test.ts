import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOST, later } from '../testing/party-builders';
import { BEACH, openSurveyParty, PIZZA } from '../testing/survey-party-builders';
import { applyPartyCommand } from './apply-command';
import { partyView } from './party-view';
import type { PartyCommand } from './party-commands';
import type { PartyState } from './party-state';
import { SURVEY_ANSWER_LENGTH, SURVEY_ANSWERS_PER_PROMPT } from './survey-state';

const MEMBERS = [HOST, 'player-1', 'player-2', 'player-3', 'player-4'];

/** A word only one member could say: their id and a number, so a leak is plain to see. */
const secret = (memberId: string, n: number) => `zq${memberId.replace(/\W/g, '')}x${n}`;

/** A survey step: an answer (own secret words, some too many or too long), a close, a kick. */
const step = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record({
      kind: fc.constant('answer' as const),
      member: fc.nat(MEMBERS.length - 1),
      promptId: fc.constantFrom(PIZZA, BEACH, 'prompt-nope'),
      words: fc.array(fc.nat(9), { maxLength: 4 }),
      long: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'close' as const }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('kick' as const), member: fc.nat(3) }) },
);
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

function commandOf(state: PartyState, s: Step): PartyCommand {
  const now = later(state);
  if (s.kind === 'close') return { type: 'closeSurvey', userId: HOST, now };
  if (s.kind === 'kick')
    return { type: 'kick', userId: HOST, targetUserId: MEMBERS[s.member + 1]!, now };
  const userId = MEMBERS[s.member]!;
  const answers = s.words.map((n) => secret(userId, n) + (s.long ? 'y'.repeat(60) : ''));
  return { type: 'answerSurvey', userId, promptId: s.promptId, answers, now };
}

describe('the online survey, whatever is sent (SURVEY-9, SURVEY-12)', () => {
  it('[SURVEY-9][SURVEY-12] limits hold, orders are unique, a kicked member has no answer, and no view shows another member’s answer', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 25 }), (steps) => {
        let state = openSurveyParty();
        for (const s of steps) {
          const result = applyPartyCommand(state, commandOf(state, s));
          if (result.ok) state = result.state;
        }
        const survey = state.party.survey ?? null;
        if (survey === null) throw new Error('no survey');
        const kicked = new Set(
          state.members.filter((m) => m.kickedAt !== null).map((m) => m.userId),
        );
        const all = Object.values(survey.answers).flat();
        expect(new Set(all.map((a) => a.order)).size).toBe(all.length);
        for (const [promptId, answers] of Object.entries(survey.answers)) {
          for (const member of MEMBERS) {
            const mine = answers.filter((a) => a.memberId === member);
            expect(mine.length, promptId).toBeLessThanOrEqual(SURVEY_ANSWERS_PER_PROMPT);
          }
          for (const answer of answers) {
            expect(Array.from(answer.text).length).toBeLessThanOrEqual(SURVEY_ANSWER_LENGTH);
            expect(kicked.has(answer.memberId)).toBe(false);
          }
        }
        // Groups, when closed, hold every answer kept exactly once (SURVEY-1 online).
        if (survey.status === 'closed') {
          for (const [promptId, answers] of Object.entries(survey.answers)) {
            const grouped = (survey.groups[promptId] ?? []).flatMap((g) => g.answers);
            expect(grouped.map((a) => a.order).sort()).toEqual(answers.map((a) => a.order).sort());
          }
        }
        for (const viewer of [...MEMBERS, 'screen']) {
          const seen = JSON.stringify(partyView(state, viewer));
          for (const other of MEMBERS.filter((m) => m !== viewer)) {
            expect(seen).not.toContain(`zq${other.replace(/\W/g, '')}x`);
          }
        }
      }),
      { numRuns: 60 },
    );
  });
});
