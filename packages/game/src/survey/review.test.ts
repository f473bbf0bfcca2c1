import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { groupSurveyAnswers } from './group-answers';
import { mergeGroups, removeAnswer, renameGroup, splitAnswer, type SurveyReview } from './review';
import type { SurveyGroup } from './types';
import { groupTexts, said } from '../testing/survey-builders';

/** pizza (3 people: ann twice), taco (2), sushi (1), soup (1), in that order. */
const GROUPS = groupSurveyAnswers(
  said(
    ['ann', 'pizza'],
    ['bob', 'Pizza'],
    ['ann', 'pizzas'],
    ['cy', 'taco'],
    ['dee', 'tacos'],
    ['eve', 'sushi'],
    ['fay', 'pizza'],
    ['gus', 'soup'],
  ),
);

function groupsOf(result: SurveyReview): SurveyGroup[] {
  if (!result.ok) throw new Error(result.error);
  return result.state;
}

const summary = (groups: readonly SurveyGroup[]) =>
  groups.map((group) => `${group.name} ${group.count}`);

describe('survey review', () => {
  it('[SURVEY-6] starts from groups in count order', () => {
    expect(summary(GROUPS)).toEqual(['pizza 3', 'taco 2', 'sushi 1', 'soup 1']);
  });

  it('[SURVEY-6] merges two groups, counting each person once and keeping count order', () => {
    const merged = groupsOf(mergeGroups(GROUPS, 3, 2));
    expect(summary(merged)).toEqual(['pizza 3', 'taco 2', 'sushi 2']);
    expect(merged[2]?.answers.map((answer) => answer.text)).toEqual(['sushi', 'soup']);
    expect(merged[2]?.firstOrder).toBe(5);
    const all = groupsOf(mergeGroups(merged, 0, 1));
    expect(summary(all)).toEqual(['pizza 5', 'sushi 2']);
  });

  it('[SURVEY-6] keeps a name the host gave when merging, the first group’s first', () => {
    const renamed = groupsOf(renameGroup(GROUPS, 2, 'Raw fish'));
    const fish = renamed.findIndex((group) => group.name === 'Raw fish');
    const soup = renamed.findIndex((group) => group.name === 'soup');
    expect(groupsOf(mergeGroups(renamed, soup, fish)).map((group) => group.name)).toContain(
      'Raw fish',
    );
    const both = groupsOf(renameGroup(renamed, soup, 'Hot stuff'));
    const [a, b] = [
      both.findIndex((g) => g.name === 'Hot stuff'),
      both.findIndex((g) => g.name === 'Raw fish'),
    ];
    expect(groupsOf(mergeGroups(both, a, b)).map((group) => group.name)).toContain('Hot stuff');
  });

  it('[SURVEY-6] refuses to merge a group with itself or with a group that is not there', () => {
    expect(mergeGroups(GROUPS, 1, 1)).toEqual({ ok: false, error: MESSAGES.sameSurveyGroup });
    expect(mergeGroups(GROUPS, 0, 4)).toEqual({ ok: false, error: MESSAGES.surveyGroupNotFound });
    expect(mergeGroups(GROUPS, -1, 0)).toEqual({ ok: false, error: 'Group not found' });
    expect(mergeGroups(GROUPS, 0.5, 1)).toEqual({ ok: false, error: 'Group not found' });
  });

  it('[SURVEY-6] splits an answer into a group of its own, recounting the group it left', () => {
    const split = groupsOf(splitAnswer(GROUPS, 0, { memberId: 'bob', order: 1 }));
    expect(groupTexts(split)).toEqual([
      ['pizza', 'pizzas', 'pizza'],
      ['taco', 'tacos'],
      ['Pizza'],
      ['sushi'],
      ['soup'],
    ]);
    expect(summary(split)).toEqual(['pizza 2', 'taco 2', 'Pizza 1', 'sushi 1', 'soup 1']);
  });

  it('[SURVEY-6] renames a group left by its most common spelling, unless the host named it', () => {
    const groups = groupSurveyAnswers(said(['ann', 'Pizza'], ['bob', 'Pizza'], ['cy', 'pizza']));
    const split = groupsOf(splitAnswer(groups, 0, { memberId: 'ann', order: 0 }));
    expect(split.map((group) => group.name)).toEqual(['Pizza', 'Pizza']);
    const again = groupsOf(splitAnswer(split, 0, { memberId: 'bob', order: 1 }));
    expect(again.map((group) => group.name)).toEqual(['Pizza', 'Pizza', 'pizza']);
    const named = groupsOf(renameGroup(groups, 0, 'PIZZA'));
    const kept = groupsOf(splitAnswer(named, 0, { memberId: 'ann', order: 0 }));
    expect(kept[0]).toMatchObject({ name: 'PIZZA', count: 2, renamed: true });
  });

  it('[SURVEY-6] refuses to split an answer that is not in the group, or a group’s only answer', () => {
    expect(splitAnswer(GROUPS, 0, { memberId: 'cy', order: 3 })).toEqual({
      ok: false,
      error: 'That answer is not in this group',
    });
    expect(splitAnswer(GROUPS, 2, { memberId: 'eve', order: 5 })).toEqual({
      ok: false,
      error: 'That answer is already a group of its own',
    });
    expect(splitAnswer(GROUPS, 9, { memberId: 'eve', order: 5 })).toEqual({
      ok: false,
      error: MESSAGES.surveyGroupNotFound,
    });
  });

  it('[SURVEY-6] removes an answer, and a group left empty with it', () => {
    // Ann still said "pizzas"; with her "pizza" gone, each spelling has one person: first said.
    const fewer = groupsOf(removeAnswer(GROUPS, 0, { memberId: 'ann', order: 0 }));
    expect(summary(fewer)).toEqual(['Pizza 3', 'taco 2', 'sushi 1', 'soup 1']);
    const noAnn = groupsOf(removeAnswer(fewer, 0, { memberId: 'ann', order: 2 }));
    expect(summary(noAnn)).toEqual(['Pizza 2', 'taco 2', 'sushi 1', 'soup 1']);
    const noSushi = groupsOf(removeAnswer(GROUPS, 2, { memberId: 'eve', order: 5 }));
    expect(summary(noSushi)).toEqual(['pizza 3', 'taco 2', 'soup 1']);
    expect(removeAnswer(GROUPS, 2, { memberId: 'eve', order: 6 })).toEqual({
      ok: false,
      error: MESSAGES.surveyAnswerNotFound,
    });
  });

  it('[SURVEY-6] renames a group with a cleaned name of 1 to 80 characters', () => {
    const renamed = groupsOf(renameGroup(GROUPS, 1, '  Tacos\u200B  al pastor '));
    expect(renamed[1]).toMatchObject({ name: 'Tacos al pastor', count: 2, renamed: true });
    expect(renameGroup(GROUPS, 1, ' \u200B ')).toEqual({
      ok: false,
      error: 'Please type a name for the group',
    });
    expect(renameGroup(GROUPS, 1, '!!!')).toEqual({
      ok: false,
      error: MESSAGES.surveyGroupNameEmpty,
    });
    expect(renameGroup(GROUPS, 1, 'x'.repeat(81))).toEqual({
      ok: false,
      error: 'A group name has at most 80 characters',
    });
    expect(groupsOf(renameGroup(GROUPS, 1, 'é'.repeat(80)))[1]?.name).toBe('é'.repeat(80));
    expect(renameGroup(GROUPS, 4, 'Soup')).toEqual({
      ok: false,
      error: MESSAGES.surveyGroupNotFound,
    });
  });

  it('[SURVEY-6] never changes the groups it is given', () => {
    const before = JSON.parse(JSON.stringify(GROUPS)) as SurveyGroup[];
    mergeGroups(GROUPS, 0, 1);
    splitAnswer(GROUPS, 0, { memberId: 'bob', order: 1 });
    removeAnswer(GROUPS, 0, { memberId: 'bob', order: 1 });
    renameGroup(GROUPS, 0, 'Pie');
    expect(GROUPS).toEqual(before);
  });
});
