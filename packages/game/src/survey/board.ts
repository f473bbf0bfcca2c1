import { POINTS_BY_RANK } from '../constants';
import { MESSAGES } from '../messages';
import type { Topic } from '../types';
import { compareGroups, spellingKey } from './group-shape';
import {
  SURVEY_BOARD_MAX_SLOTS,
  SURVEY_BOARD_MIN_SLOTS,
  SURVEY_LARGE_PARTY,
  SURVEY_LARGE_PARTY_MIN_PEOPLE,
  SURVEY_SLOT_ALIASES,
} from './survey-limits';
import type { SurveyBoard, SurveyGroup, SurveySlot } from './types';

/** The game type a survey board is played as. */
export const SURVEY_GAME_TYPE_ID = 'family-feud';

export type SurveyBoardResult = { ok: true; board: SurveyBoard } | { ok: false; reason: string };

/**
 * SURVEY-3: the people a group needs to reach the board: 2 in a party of 6 or more members,
 * else 1 (every answer counts).
 */
export function surveyMinPeople(memberCount: number): number {
  return memberCount >= SURVEY_LARGE_PARTY ? SURVEY_LARGE_PARTY_MIN_PEOPLE : 1;
}

/**
 * SURVEY-3, SURVEY-4: the board of a survey: of the groups with enough people (SURVEY-3) and
 * a name that says something, the five largest by count, ties to the group said first.
 * Fewer than five make a shorter board; fewer than three make none.
 */
export function surveyBoard(
  groups: readonly SurveyGroup[],
  memberCount: number,
): SurveyBoardResult {
  const minPeople = surveyMinPeople(memberCount);
  const ranked = groups
    .filter((group) => group.count >= minPeople && spellingKey(group.name) !== '')
    .sort(compareGroups)
    .slice(0, SURVEY_BOARD_MAX_SLOTS);
  if (ranked.length < SURVEY_BOARD_MIN_SLOTS) {
    return { ok: false, reason: MESSAGES.notEnoughSurveyAnswers };
  }
  return { ok: true, board: { slots: ranked.map(slotOf) } };
}

/** SURVEY-5: a group as a slot: its name, its other spellings as aliases, its count and points. */
function slotOf(group: SurveyGroup, rank: number): SurveySlot {
  const seen = new Set([spellingKey(group.name)]);
  const aliases: string[] = [];
  for (const answer of group.answers) {
    const key = spellingKey(answer.text);
    if (seen.has(key) || aliases.length >= SURVEY_SLOT_ALIASES) continue;
    seen.add(key);
    aliases.push(answer.text);
  }
  return { text: group.name, aliases, count: group.count, points: POINTS_BY_RANK[rank] ?? 0 };
}

/** What the board's topic is called and where it comes from (the prompt). */
export interface SurveyTopicInfo {
  id: string;
  title: string;
  category: string;
  sourceUrl: string;
  retrievedAt: string;
}

/**
 * SURVEY-5: a board as the game's Topic: one answer a slot, by rank (points as SCORE-1 gives
 * them), each with its spellings as aliases. The counts stay on the board's slots.
 */
export function surveyTopic(board: SurveyBoard, info: SurveyTopicInfo): Topic {
  return {
    ...info,
    gameTypeId: SURVEY_GAME_TYPE_ID,
    answers: board.slots.map((slot) =>
      slot.aliases.length > 0 ? { text: slot.text, aliases: slot.aliases } : { text: slot.text },
    ),
  };
}

/** SURVEY-5: the line on a revealed slot, "N said it". */
export function saidItText(count: number): string {
  return `${count} said it`;
}
