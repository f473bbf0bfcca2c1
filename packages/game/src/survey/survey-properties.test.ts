import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { surveyBoard, surveyMinPeople } from './board';
import { groupSurveyAnswers } from './group-answers';
import { compareGroups, mostCommonSpelling, spellingKey } from './group-shape';
import { mergeGroups, removeAnswer, renameGroup, splitAnswer, type SurveyReview } from './review';
import type { SurveyAnswer, SurveyGroup } from './types';
import { shuffledArbitrary, surveyArbitrary } from '../testing/survey-builders';

const ALIASES = { Pizza: ['za', 'pizza pie'], 'Hot dog': ['frank', 'wiener'] };

const answerId = (answer: SurveyAnswer) => `${answer.memberId}#${answer.order}#${answer.text}`;
const sortedIds = (answers: readonly SurveyAnswer[]) => answers.map(answerId).sort();

/** Problems with the grouping's invariants (SURVEY-1, SURVEY-2, count order), none when all hold. */
function invariantProblems(
  groups: readonly SurveyGroup[],
  answers: readonly SurveyAnswer[],
): string[] {
  const problems: string[] = [];
  const grouped = groups.flatMap((group) => group.answers);
  if (JSON.stringify(sortedIds(grouped)) !== JSON.stringify(sortedIds(answers))) {
    problems.push('not every answer is in exactly one group');
  }
  groups.forEach((group, index) => {
    const people = new Set(group.answers.map((answer) => answer.memberId)).size;
    if (group.answers.length === 0) problems.push(`group ${index} is empty`);
    if (group.count !== people)
      problems.push(`group ${index} counts ${group.count}, not ${people}`);
    const orders = group.answers.map((answer) => answer.order);
    if (group.firstOrder !== Math.min(...orders)) problems.push(`group ${index}: first order`);
    if (orders.some((order, at) => at > 0 && order < (orders[at - 1] ?? 0))) {
      problems.push(`group ${index}: answers out of order`);
    }
    if (!group.renamed && group.name !== mostCommonSpelling(group.answers)) {
      problems.push(`group ${index}: named ${group.name}`);
    }
    const next = groups[index + 1];
    if (next !== undefined && compareGroups(group, next) > 0) problems.push('not in count order');
  });
  return problems;
}

/** A review step drawn at random: which, on which groups and answers (by position). */
const reviewStep = fc.record({
  kind: fc.constantFrom('merge', 'split', 'remove', 'rename'),
  a: fc.integer({ min: -1, max: 30 }),
  b: fc.integer({ min: 0, max: 30 }),
  answer: fc.nat(),
  name: fc.oneof(fc.constantFrom('Pizza', '  ', 'Finger food', 'x'.repeat(81)), fc.string()),
});

type ReviewStep = typeof reviewStep extends fc.Arbitrary<infer T> ? T : never;

function applyStep(groups: SurveyGroup[], step: ReviewStep): SurveyReview {
  const group = groups[step.a];
  const answer = group?.answers[step.answer % Math.max(1, group.answers.length)];
  const ref = answer ?? { memberId: 'nobody', order: -1 };
  switch (step.kind) {
    case 'merge':
      return mergeGroups(groups, step.a, step.b);
    case 'split':
      return splitAnswer(groups, step.a, ref);
    case 'remove':
      return removeAnswer(groups, step.a, ref);
    default:
      return renameGroup(groups, step.a, step.name);
  }
}

describe('Survey grouping, properties', () => {
  it('[SURVEY-1][SURVEY-2] puts every answer in exactly one group, counting distinct people', () => {
    fc.assert(
      fc.property(surveyArbitrary(), fc.boolean(), (answers, withAliases) => {
        const groups = groupSurveyAnswers(answers, withAliases ? { aliases: ALIASES } : {});
        expect(invariantProblems(groups, answers)).toEqual([]);
      }),
    );
  });

  it('[SURVEY-2] adds group counts up to the distinct people of each group, at most the answers', () => {
    fc.assert(
      fc.property(surveyArbitrary(), (answers) => {
        const groups = groupSurveyAnswers(answers);
        const total = groups.reduce((sum, group) => sum + group.count, 0);
        const pairs = new Set(
          groups.flatMap((group, index) =>
            group.answers.map((answer) => `${index}:${answer.memberId}`),
          ),
        );
        expect(total).toBe(pairs.size);
        expect(total).toBeLessThanOrEqual(answers.length);
      }),
    );
  });

  it('[SURVEY-1][SURVEY-4] gives the same groups and board whatever order the answers come in', () => {
    fc.assert(
      fc.property(
        surveyArbitrary().chain((answers) =>
          fc.tuple(fc.constant(answers), shuffledArbitrary(answers)),
        ),
        fc.integer({ min: 1, max: 12 }),
        ([answers, shuffled], members) => {
          const groups = groupSurveyAnswers(answers, { aliases: ALIASES });
          const again = groupSurveyAnswers(shuffled, { aliases: ALIASES });
          expect(again).toEqual(groups);
          expect(surveyBoard(again, members)).toEqual(surveyBoard(groups, members));
        },
      ),
    );
  });

  it('[SURVEY-3][SURVEY-4] makes a board of 3 to 5 of the largest groups that count, in count order', () => {
    fc.assert(
      fc.property(surveyArbitrary(), fc.integer({ min: 1, max: 12 }), (answers, members) => {
        const groups = groupSurveyAnswers(answers);
        const counting = groups.filter(
          (group) => group.count >= surveyMinPeople(members) && spellingKey(group.name) !== '',
        );
        const result = surveyBoard(groups, members);
        if (!result.ok) {
          expect(counting.length).toBeLessThan(3);
          return;
        }
        const counts = result.board.slots.map((slot) => slot.count);
        expect(counts.length).toBe(Math.min(5, counting.length));
        expect(counts.length).toBeGreaterThanOrEqual(3);
        expect(counts).toEqual([...counts].sort((a, b) => b - a));
        expect(result.board.slots.map((slot) => slot.text)).toEqual(
          counting.slice(0, 5).map((group) => group.name),
        );
        const smallest = counts[counts.length - 1] ?? 0;
        expect(counting.slice(5).every((group) => group.count <= smallest)).toBe(true);
        expect(result.board.slots.map((slot) => slot.points)).toEqual(
          [5, 4, 3, 2, 1].slice(0, counts.length),
        );
      }),
    );
  });

  it('[SURVEY-6] keeps the invariants through any run of review steps, refusing without change', () => {
    fc.assert(
      fc.property(surveyArbitrary(), fc.array(reviewStep, { maxLength: 12 }), (answers, steps) => {
        let groups = groupSurveyAnswers(answers);
        let kept: readonly SurveyAnswer[] = answers;
        for (const step of steps) {
          const before = JSON.parse(JSON.stringify(groups)) as SurveyGroup[];
          const result = applyStep(groups, step);
          expect(groups).toEqual(before);
          if (!result.ok) continue;
          if (step.kind === 'remove') {
            const removed = new Set(groups.flatMap((g) => g.answers).map(answerId));
            for (const answer of result.state.flatMap((g) => g.answers))
              removed.delete(answerId(answer));
            kept = kept.filter((answer) => !removed.has(answerId(answer)));
          }
          groups = result.state;
          expect(invariantProblems(groups, kept)).toEqual([]);
        }
      }),
    );
  });
});
