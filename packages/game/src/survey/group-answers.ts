import { findBestMatch } from '../answer-matching';
import type { Answer } from '../types';
import {
  compareAnswers,
  compareText,
  distinctPeople,
  groupOf,
  inCountOrder,
  matchedText,
  mostCommonSpelling,
  spellingKey,
} from './group-shape';
import {
  SURVEY_ALIAS_ENTRIES,
  SURVEY_MATCHED_SPELLINGS,
  SURVEY_NAMES_PER_ALIAS_ENTRY,
} from './survey-limits';
import type { SurveyAliases, SurveyAnswer, SurveyGroup, SurveyGroupingOptions } from './types';

/** The answers of one spelling (read plainly, see spellingKey). */
interface Spelling {
  key: string;
  answers: SurveyAnswer[];
  people: number;
  firstOrder: number;
}

/** A group being formed: the names a spelling is matched against, and its answers. */
interface Forming {
  names: Answer;
  answers: SurveyAnswer[];
}

/** The answers by spelling, each in the order said. */
function spellingsOf(answers: readonly SurveyAnswer[]): Spelling[] {
  const byKey = new Map<string, SurveyAnswer[]>();
  for (const answer of answers) {
    const key = spellingKey(answer.text);
    const same = byKey.get(key) ?? [];
    same.push(answer);
    byKey.set(key, same);
  }
  return [...byKey].map(([key, same]) => {
    const said = same.sort(compareAnswers);
    return { key, answers: said, people: distinctPeople(said), firstOrder: said[0]?.order ?? 0 };
  });
}

/** SURVEY-1: the order spellings are grouped in: most people, then said first, then by key. */
function compareSpellings(a: Spelling, b: Spelling): number {
  return b.people - a.people || a.firstOrder - b.firstOrder || compareText(a.key, b.key);
}

/** The prompt's alias entries as answers to match, by name, within SURVEY-7's bounds. */
function aliasAnswers(aliases: SurveyAliases | undefined): Answer[] {
  if (aliases === undefined) return [];
  return Object.keys(aliases)
    .filter((name) => spellingKey(name) !== '')
    .sort(compareText)
    .slice(0, SURVEY_ALIAS_ENTRIES)
    .map((name) => ({
      text: matchedText(name),
      aliases: (aliases[name] ?? []).slice(0, SURVEY_NAMES_PER_ALIAS_ENTRY).map(matchedText),
    }));
}

/**
 * SURVEY-1: groups the answers with the matcher's rules, every answer in exactly one group.
 * Answers of one plain spelling (case, accents, punctuation, spacing aside) go together; then
 * each spelling, most people first (then said first, then by key), joins the group it finds
 * the way a guess finds a topic answer (findBestMatch, MATCH-1 to MATCH-12: plurals, one
 * typo, filler words), against each group's leading spelling and the prompt's aliases, or
 * leads a new group. Sorting first makes the groups the same whatever order the answers come
 * in; comparing with leading spellings only keeps a chain of near spellings from pulling
 * different things together. SURVEY-2: a group is named by its most common spelling and
 * counts its distinct people. Returned in count order (SURVEY-4).
 *
 * SURVEY-7: for n answers, s distinct spellings (s ≤ n) and e alias entries, the work is
 * O(n log n) to sort plus at most min(s, SURVEY_MATCHED_SPELLINGS) × (s + e) group
 * comparisons (each a findBestMatch on at most SURVEY_MATCHED_LENGTH characters): 30 members
 * × 3 answers is under 10,000 comparisons, tens of milliseconds.
 */
export function groupSurveyAnswers(
  answers: readonly SurveyAnswer[],
  options: SurveyGroupingOptions = {},
): SurveyGroup[] {
  const forming: Forming[] = aliasAnswers(options.aliases).map((names) => ({
    names,
    answers: [],
  }));
  spellingsOf(answers)
    .sort(compareSpellings)
    .forEach((spelling, index) => {
      const target =
        index < SURVEY_MATCHED_SPELLINGS && spelling.key !== ''
          ? joinedGroup(spelling, forming)
          : undefined;
      if (target === undefined) {
        const leader = matchedText(mostCommonSpelling(spelling.answers));
        forming.push({ names: leader, answers: [...spelling.answers] });
      } else {
        target.answers.push(...spelling.answers);
      }
    });
  return inCountOrder(
    forming.filter((group) => group.answers.length > 0).map((group) => groupOf(group.answers)),
  );
}

/** The group a spelling finds, as a guess finds an answer (MATCH-11 picks among several). */
function joinedGroup(spelling: Spelling, forming: readonly Forming[]): Forming | undefined {
  if (forming.length === 0) return undefined;
  const text = matchedText(mostCommonSpelling(spelling.answers));
  const match = findBestMatch(
    text,
    forming.map((group) => group.names),
  );
  return match.found ? forming[match.rank] : undefined;
}
