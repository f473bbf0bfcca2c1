/**
 * The big survey's row types (migration 010, docs/SURVEY.md), on their own so that schema.ts
 * can name them without importing the module that queries them (no import cycle).
 */

export const SHARED_SURVEY_STATUSES = ['collecting', 'pending', 'approved', 'rejected'] as const;
/** SURVEY-22: collecting until 100 people, then pending until an administrator decides. */
export type SharedSurveyStatus = (typeof SHARED_SURVEY_STATUSES)[number];

/** shared_survey_prompts: one library prompt's pool. */
export interface SharedSurveyPromptsTable {
  prompt_id: string;
  /** The people all contributions added (SURVEY-23 caps each party's share). */
  people: number;
  status: SharedSurveyStatus;
  /** When an administrator approved or rejected it; null before. */
  decided_at: number | null;
}

/** shared_survey_groups: one pooled group; its key is its leader's plain spelling. */
export interface SharedSurveyGroupsTable {
  prompt_id: string;
  group_key: string;
  /** The name the group was started with: later spellings are matched against it. */
  leader: string;
  people: number;
  /** The order groups joined the pool (0 first): ties of people go to the earlier. */
  position: number;
}

/** shared_survey_spellings: how a group was written, with the people who wrote it so. */
export interface SharedSurveySpellingsTable {
  prompt_id: string;
  group_key: string;
  spelling_key: string;
  text: string;
  people: number;
}

/**
 * shared_survey_parties: that some party gave a group (or, with group_key '', the prompt),
 * as a keyed hash only (SURVEY-20): never a user id or a party code.
 */
export interface SharedSurveyPartiesTable {
  prompt_id: string;
  group_key: string;
  party_hash: string;
}
