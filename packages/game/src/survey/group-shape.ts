import { plainWords } from '../matching/words';
import { SURVEY_MATCHED_LENGTH } from './survey-limits';
import type { SurveyAnswer, SurveyGroup } from './types';

/** SURVEY-7: the part of an answer matching reads, whole characters only. */
export function matchedText(text: string): string {
  return text.length <= SURVEY_MATCHED_LENGTH
    ? text
    : Array.from(text).slice(0, SURVEY_MATCHED_LENGTH).join('');
}

/**
 * SURVEY-1: an answer read plainly (MATCH-3: case, accents, punctuation and spacing aside):
 * "Pizza!" and "pizza" are one spelling. A text with no letter or digit reads as "".
 */
export function spellingKey(text: string): string {
  return plainWords(matchedText(text)).join(' ');
}

/** Texts by code unit, the same everywhere (no locale). */
export function compareText(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

/** Answers in the order they were said; equal orders (bad input) by member, then text. */
export function compareAnswers(a: SurveyAnswer, b: SurveyAnswer): number {
  return a.order - b.order || compareText(a.memberId, b.memberId) || compareText(a.text, b.text);
}

/** The distinct members among some answers (SURVEY-2: a person counts once). */
export function distinctPeople(answers: readonly SurveyAnswer[]): number {
  return new Set(answers.map((answer) => answer.memberId)).size;
}

/**
 * SURVEY-2: the spelling (exact text) the most people used, ties going to the spelling said
 * first. `answers` must be in the order they were said.
 */
export function mostCommonSpelling(answers: readonly SurveyAnswer[]): string {
  const people = new Map<string, Set<string>>();
  for (const answer of answers) {
    const members = people.get(answer.text) ?? new Set<string>();
    members.add(answer.memberId);
    people.set(answer.text, members);
  }
  let best = '';
  let bestPeople = 0;
  // Map keeps first-seen order, so on a tie the spelling said first stays.
  for (const [text, members] of people) {
    if (members.size > bestPeople) {
      best = text;
      bestPeople = members.size;
    }
  }
  return best;
}

/**
 * A group of these answers (at least one), its count, first order and name kept in step:
 * named by its most common spelling unless the host renamed it (`hostName`).
 */
export function groupOf(answers: readonly SurveyAnswer[], hostName?: string): SurveyGroup {
  const said = [...answers].sort(compareAnswers);
  const group: SurveyGroup = {
    name: hostName ?? mostCommonSpelling(said),
    count: distinctPeople(said),
    answers: said,
    firstOrder: said[0]?.order ?? 0,
  };
  return hostName === undefined ? group : { ...group, renamed: true };
}

/** SURVEY-4: more people first, then the group said first, then by name. */
export function compareGroups(a: SurveyGroup, b: SurveyGroup): number {
  return (
    b.count - a.count ||
    a.firstOrder - b.firstOrder ||
    compareText(a.name, b.name) ||
    compareFirstAnswers(a, b)
  );
}

/** Only groups sharing a first order (bad input: orders are unique) get this far. */
function compareFirstAnswers(a: SurveyGroup, b: SurveyGroup): number {
  const [first, second] = [a.answers[0], b.answers[0]];
  if (first === undefined || second === undefined) return 0;
  return compareAnswers(first, second);
}

/** Groups in count order (SURVEY-4), the order grouping and every review step return. */
export function inCountOrder(groups: readonly SurveyGroup[]): SurveyGroup[] {
  return [...groups].sort(compareGroups);
}
