import { MESSAGES } from '../messages';
import { cleanGuessText } from '../online/guess-text';
import type { RuleResult } from '../types';
import { groupOf, inCountOrder, spellingKey } from './group-shape';
import { SURVEY_GROUP_NAME_LENGTH } from './survey-limits';
import type { SurveyAnswer, SurveyAnswerRef, SurveyGroup } from './types';

/**
 * SURVEY-6: the quizmaster's review of the groups. Each step is pure and keeps the grouping's
 * invariants: every answer in exactly one group, a group's count its distinct people, its
 * first order its first answer's, a group not renamed named by its most common spelling
 * (SURVEY-2), no empty group, the groups in count order (SURVEY-4). A step given a group or an
 * answer that is not there, or a name it refuses, returns the error and changes nothing.
 */
export type SurveyReview = RuleResult<SurveyGroup[]>;

function groupAt(groups: readonly SurveyGroup[], index: number): SurveyGroup | undefined {
  return Number.isInteger(index) ? groups[index] : undefined;
}

function refused(error: string): SurveyReview {
  return { ok: false, error };
}

/** The group again with these answers: a host's name stays, else it is named by them. */
function regrouped(group: SurveyGroup, answers: readonly SurveyAnswer[]): SurveyGroup {
  return groupOf(answers, group.renamed ? group.name : undefined);
}

/** The groups with `index` replaced by `replacement` (none: removed), in count order. */
function replaced(
  groups: readonly SurveyGroup[],
  index: number,
  replacement: readonly SurveyGroup[],
): SurveyReview {
  return {
    ok: true,
    state: inCountOrder([...groups.filter((_, at) => at !== index), ...replacement]),
  };
}

/** SURVEY-6: group `b` joins group `a`; a host's name is kept, `a`'s first. */
export function mergeGroups(groups: readonly SurveyGroup[], a: number, b: number): SurveyReview {
  const first = groupAt(groups, a);
  const second = groupAt(groups, b);
  if (first === undefined || second === undefined) return refused(MESSAGES.surveyGroupNotFound);
  if (a === b) return refused(MESSAGES.sameSurveyGroup);
  const renamed = first.renamed ? first : second.renamed ? second : undefined;
  const merged = groupOf([...first.answers, ...second.answers], renamed?.name);
  return replaced(
    groups.filter((_, at) => at !== b),
    a > b ? a - 1 : a,
    [merged],
  );
}

/** Where an answer is in a group, or -1. */
function answerIndex(group: SurveyGroup, ref: SurveyAnswerRef): number {
  return group.answers.findIndex(
    (answer) => answer.memberId === ref.memberId && answer.order === ref.order,
  );
}

/** SURVEY-6: one answer leaves its group and becomes a group of its own. */
export function splitAnswer(
  groups: readonly SurveyGroup[],
  groupIndex: number,
  answerRef: SurveyAnswerRef,
): SurveyReview {
  const group = groupAt(groups, groupIndex);
  if (group === undefined) return refused(MESSAGES.surveyGroupNotFound);
  const at = answerIndex(group, answerRef);
  const answer = group.answers[at];
  if (answer === undefined) return refused(MESSAGES.surveyAnswerNotFound);
  if (group.answers.length === 1) return refused(MESSAGES.surveyAnswerAlone);
  const rest = group.answers.filter((_, index) => index !== at);
  return replaced(groups, groupIndex, [regrouped(group, rest), groupOf([answer])]);
}

/** SURVEY-6: one answer leaves the survey; a group left empty goes with it. */
export function removeAnswer(
  groups: readonly SurveyGroup[],
  groupIndex: number,
  answerRef: SurveyAnswerRef,
): SurveyReview {
  const group = groupAt(groups, groupIndex);
  if (group === undefined) return refused(MESSAGES.surveyGroupNotFound);
  const at = answerIndex(group, answerRef);
  if (at < 0) return refused(MESSAGES.surveyAnswerNotFound);
  const rest = group.answers.filter((_, index) => index !== at);
  return replaced(groups, groupIndex, rest.length > 0 ? [regrouped(group, rest)] : []);
}

/**
 * SURVEY-6: the host names a group: the name is cleaned as a guess is (VIEW-3), must say
 * something (a letter or digit) and have at most SURVEY_GROUP_NAME_LENGTH characters.
 */
export function renameGroup(
  groups: readonly SurveyGroup[],
  groupIndex: number,
  name: string,
): SurveyReview {
  const group = groupAt(groups, groupIndex);
  if (group === undefined) return refused(MESSAGES.surveyGroupNotFound);
  const cleaned = cleanGuessText(name);
  if (Array.from(cleaned).length > SURVEY_GROUP_NAME_LENGTH) {
    return refused(MESSAGES.surveyGroupNameTooLong);
  }
  if (spellingKey(cleaned) === '') return refused(MESSAGES.surveyGroupNameEmpty);
  return replaced(groups, groupIndex, [{ ...group, name: cleaned, renamed: true }]);
}
