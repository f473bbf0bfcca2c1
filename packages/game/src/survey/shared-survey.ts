import { findBestMatch } from '../answer-matching';
import { isProfane } from '../names/profanity';
import type { Answer } from '../types';
import { surveyBoard, type SurveyBoardResult } from './board';
import { compareText, matchedText, spellingKey } from './group-shape';
import {
  SURVEY_ALIAS_ENTRIES,
  SURVEY_GROUP_NAME_LENGTH,
  SURVEY_NAMES_PER_ALIAS_ENTRY,
} from './survey-limits';
import type { SurveyAliases, SurveyAnswer, SurveyGroup } from './types';

/**
 * The big survey (docs/SURVEY.md): with the host's consent, a party's grouped answers to a
 * library prompt are pooled, anonymously, with other parties'. These are its pure rules; the
 * server stores the pool (packages/server/src/survey/shared-survey.ts).
 */

/** SURVEY-22: a shared survey is offered to an administrator once this many people answered. */
export const SHARED_SURVEY_PEOPLE = 100;

/** SURVEY-21: a group reaches a shared board only when this many different parties gave it. */
export const SHARED_SURVEY_MIN_PARTIES = 3;

/** SURVEY-23: one contribution adds at most this many groups (its largest). */
export const SHARED_SURVEY_GROUPS_PER_PARTY = 20;

/** SURVEY-23: one party adds at most this many people to a prompt, or to one of its groups. */
export const SHARED_SURVEY_PEOPLE_PER_PARTY = 50;

/**
 * SURVEY-23: a prompt's pool keeps at most this many groups; a spelling that joins none of
 * them then is left out. Matching one contribution is at most
 * SHARED_SURVEY_GROUPS_PER_PARTY × (this + SURVEY_ALIAS_ENTRIES) comparisons.
 */
export const SHARED_SURVEY_GROUPS_PER_PROMPT = 200;

/** SURVEY-23: a shared group keeps at most this many spellings (its slot's aliases). */
export const SHARED_SURVEY_SPELLINGS_PER_GROUP = 20;

/** One group of a party's survey as the party hands it to the pool. */
export interface SharedGroupInput {
  name: string;
  count: number;
}

/** A group of a contribution once bounded: its name, its plain spelling and its people. */
export interface SharedContributionGroup {
  name: string;
  key: string;
  count: number;
}

/** A contribution once bounded (SURVEY-23): the people it adds and the groups it gives. */
export interface SharedContribution {
  people: number;
  groups: SharedContributionGroup[];
}

/** A whole number of people from 0 to the party cap; anything else is 0. */
function peopleOf(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 0;
  return Math.min(Math.max(Math.floor(value), 0), SHARED_SURVEY_PEOPLE_PER_PARTY);
}

/**
 * SURVEY-23: the part of a party's groups the pool takes. A group needs a name of 1 to 80
 * characters with a letter or digit and no offensive word (the pool's boards are for
 * everyone, whatever the party allowed) and a count of at least 1; counts are capped by the
 * party's people (`people`, the members who answered; without it the largest count stands for
 * it) and by SHARED_SURVEY_PEOPLE_PER_PARTY. The 20 largest groups are kept (ties in the order
 * given). The people added are `people`, capped the same way, and never fewer than the
 * largest count kept.
 */
export function boundContribution(
  groups: readonly SharedGroupInput[],
  people?: number,
): SharedContribution {
  const cap = people === undefined ? SHARED_SURVEY_PEOPLE_PER_PARTY : peopleOf(people);
  const kept: SharedContributionGroup[] = [];
  for (const group of groups.slice(0, SHARED_SURVEY_GROUPS_PER_PARTY * 5)) {
    if (typeof group.name !== 'string') continue;
    const name = group.name.trim();
    const count = Math.min(peopleOf(group.count), cap);
    const key = spellingKey(name);
    if (count < 1 || key === '' || name.length > SURVEY_GROUP_NAME_LENGTH || isProfane(name)) {
      continue;
    }
    kept.push({ name, key, count });
  }
  const largest = kept
    .map((group, index) => ({ group, index }))
    .sort((a, b) => b.group.count - a.group.count || a.index - b.index)
    .slice(0, SHARED_SURVEY_GROUPS_PER_PARTY)
    .map(({ group }) => group);
  const most = Math.max(0, ...largest.map((group) => group.count));
  return { people: Math.max(people === undefined ? most : cap, most), groups: largest };
}

/** A group already in a prompt's pool, as a spelling is matched against it. */
export interface SharedGroupLead {
  /** The plain spelling of the group's leading name: the group's key in the pool. */
  key: string;
  /** The name the group was started with (SURVEY-1 compares with leading spellings only). */
  leader: string;
}

/**
 * SURVEY-20: the pool's group a party's group joins, so that "Pizza" and "pizzas" from two
 * parties pool: one with the same plain spelling as a group's leader, else the group or prompt
 * alias entry it finds the way a guess finds a topic answer (SURVEY-1, MATCH-1 to MATCH-12).
 * An alias entry with no group yet makes a new group led by the entry's name. `null` when it
 * finds none: it leads a new group of its own.
 */
export function findSharedGroup(
  name: string,
  groups: readonly SharedGroupLead[],
  aliases?: SurveyAliases,
): SharedGroupLead | null {
  const key = spellingKey(name);
  const same = groups.find((group) => group.key === key);
  if (same !== undefined) return same;
  const candidates: Array<{ lead: SharedGroupLead; names: Answer }> = [];
  const entryKeys = new Set<string>();
  for (const entry of aliasEntries(aliases)) {
    const entryKey = spellingKey(entry.text);
    entryKeys.add(entryKey);
    const lead = groups.find((group) => group.key === entryKey) ?? {
      key: entryKey,
      leader: entry.text,
    };
    candidates.push({ lead, names: entry });
  }
  for (const group of groups) {
    if (!entryKeys.has(group.key)) {
      candidates.push({ lead: group, names: { text: matchedText(group.leader) } });
    }
  }
  if (candidates.length === 0) return null;
  const match = findBestMatch(
    matchedText(name),
    candidates.map((candidate) => candidate.names),
  );
  return match.found ? (candidates[match.rank]?.lead ?? null) : null;
}

/** The prompt's alias entries as answers, within SURVEY-7's bounds (as grouping reads them). */
function aliasEntries(
  aliases: SurveyAliases | undefined,
): Array<{ text: string; aliases: string[] }> {
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

/** A group of a prompt's pool as stored: its spellings, people and parties. */
export interface SharedGroup {
  key: string;
  /** When it joined the pool (0 first): ties of people go to the group there first. */
  position: number;
  people: number;
  /** The different parties that gave it (SURVEY-21). */
  parties: number;
  /** Its spellings, each with the people who gave it that way. */
  spellings: ReadonlyArray<{ text: string; people: number }>;
}

/** SURVEY-20: a shared group's name: the spelling the most people gave, ties by text. */
export function sharedGroupName(group: Pick<SharedGroup, 'spellings'>): string {
  let best = group.spellings[0];
  for (const spelling of group.spellings) {
    if (best === undefined) break;
    if (
      spelling.people > best.people ||
      (spelling.people === best.people && compareText(spelling.text, best.text) < 0)
    ) {
      best = spelling;
    }
  }
  return best?.text ?? '';
}

/** SURVEY-21: whether a shared group may reach the board: given by 3 different parties. */
export function isSharedGroupKept(group: Pick<SharedGroup, 'parties'>): boolean {
  return group.parties >= SHARED_SURVEY_MIN_PARTIES;
}

/**
 * SURVEY-21: the board of a shared survey of `people` people: the groups given by fewer than
 * 3 parties are left out, then the board is made as a party's is (SURVEY-3 to SURVEY-5): the
 * five largest by people, ties to the group in the pool first, its other spellings as aliases.
 */
export function sharedSurveyBoard(
  groups: readonly SharedGroup[],
  people: number,
): SurveyBoardResult {
  return surveyBoard(groups.filter(isSharedGroupKept).map(asSurveyGroup), people);
}

/** A shared group as the board reads a party's group: one answer a spelling. */
function asSurveyGroup(group: SharedGroup): SurveyGroup {
  const name = sharedGroupName(group);
  const answers: SurveyAnswer[] = [...group.spellings]
    .sort((a, b) => b.people - a.people || compareText(a.text, b.text))
    .map((spelling, index) => ({
      memberId: `spelling-${index}`,
      text: spelling.text,
      order: group.position,
    }));
  return { name, count: group.people, answers, firstOrder: group.position };
}

/** SURVEY-22: the line a shared board is introduced with, "We surveyed N people". */
export function surveyedText(people: number): string {
  return `We surveyed ${people} people`;
}
