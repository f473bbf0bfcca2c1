/**
 * SURVEY-7: the work a survey causes is bounded here. The server caps the answers it takes
 * (per member and in length); grouping guards again so that no input makes it slow.
 */

/**
 * The characters of an answer that matching reads; a longer answer is matched by its start.
 * A survey answer is a few words ("corn on the cob with butter" is 27).
 */
export const SURVEY_MATCHED_LENGTH = 40;

/**
 * Distinct spellings grouped with the matcher (most people first). Each is compared with every
 * group so far (at most this many plus the alias entries): about 13,000 comparisons at most,
 * under half a second even for answers of 40 characters of made-up words. Rarer spellings
 * beyond it group only with the same spelling read plainly. 30 members × 3 answers make 90.
 */
export const SURVEY_MATCHED_SPELLINGS = 100;

/** Prompt alias entries read, and names read per entry; prompt data holds far fewer. */
export const SURVEY_ALIAS_ENTRIES = 30;
export const SURVEY_NAMES_PER_ALIAS_ENTRY = 20;

/** SURVEY-3: from this many members a group needs two people to reach the board. */
export const SURVEY_LARGE_PARTY = 6;
export const SURVEY_LARGE_PARTY_MIN_PEOPLE = 2;

/** SURVEY-4: the board's largest and smallest size. */
export const SURVEY_BOARD_MAX_SLOTS = 5;
export const SURVEY_BOARD_MIN_SLOTS = 3;

/** SURVEY-5: a slot keeps at most this many spellings as aliases (a topic answer's limit). */
export const SURVEY_SLOT_ALIASES = 20;

/** SURVEY-6: the longest name the host may give a group. */
export const SURVEY_GROUP_NAME_LENGTH = 80;
