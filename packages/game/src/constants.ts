/**
 * Business constants and limits of the game (docs/RULES.md), in one place.
 * Every rule and screen reads them from here.
 */

/** JOIN-1: a party code is 6 characters from A-Z and 0-9. */
export const PARTY_CODE_LENGTH = 6;
export const PARTY_CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
/** JOIN-1: uniqueness of a new code is tried up to 5 times. */
export const UNIQUE_CODE_ATTEMPTS = 5;
/** PARTY-1: a party expires 2 hours after creation. */
export const PARTY_EXPIRY_MS = 7_200_000;

/** LIMIT-1, SCORE-1: a topic has exactly 5 ranked answers; rank 0 earns 5 points, rank 4 earns 1. */
export const ANSWERS_PER_TOPIC = 5;
export const POINTS_BY_RANK = [5, 4, 3, 2, 1] as const;

/** TEAM-1: 2 to 4 teams, default 2. */
export const MIN_TEAMS = 2;
export const MAX_TEAMS = 4;
export const DEFAULT_TEAM_COUNT = 2;

/** SETUP-1: max attempts per team is 1 to 5, default 3. */
export const MIN_ATTEMPTS = 1;
export const MAX_ATTEMPTS = 5;
export const DEFAULT_MAX_ATTEMPTS = 3;

/** SETUP-2: time per turn is a slider from 10 to 120 s in steps of 5, default 30 s. */
export const MIN_TURN_SECONDS = 10;
export const MAX_TURN_SECONDS = 120;
export const TURN_SECONDS_STEP = 5;
export const DEFAULT_TURN_SECONDS = 30;

/** TURN-10: timer colours. Red pulse at 10 s or less, yellow at 20 s or less, else green. */
export const TIMER_RED_AT_SECONDS = 10;
export const TIMER_YELLOW_AT_SECONDS = 20;
/** TURN-10: the countdown ticks every second. */
export const COUNTDOWN_TICK_MS = 1000;

/** JOIN-9: an online game needs at least 2 members to start. */
export const MIN_MEMBERS_TO_START = 2;

/** MATCH-4: answer matching accepts a similarity of 0.5 or more; words shorter than 3 are ignored. */
export const MATCH_THRESHOLD = 0.5;
export const MIN_MATCH_WORD_LENGTH = 3;

/** TEAM-1: default team names. */
export const OFFLINE_DEFAULT_TEAM_NAMES = ['Team Red', 'Team Blue'] as const;
export const ONLINE_DEFAULT_TEAM_NAMES = ['Team 1', 'Team 2'] as const;

/** TEAM-9: team colour chips cycle over 4 palettes. */
export const TEAM_PALETTE_COUNT = 4;

/** A toast shows for 1500 ms and fades over 300 ms. */
export const TOAST_DURATION_MS = 1500;
export const TOAST_FADE_MS = 300;

/** Confetti lasts 5 s with 200 pieces, 100 on screens narrower than 768 px. */
export const CONFETTI_DURATION_MS = 5000;
export const CONFETTI_PIECES = 200;
export const CONFETTI_PIECES_NARROW = 100;
export const NARROW_SCREEN_PX = 768;

/** The background canvas links nodes closer than 180 px, at most 3 links per node. */
export const CANVAS_LINK_DISTANCE = 180;
export const CANVAS_MAX_LINKS_PER_NODE = 3;

/** The theme is stored as one of these values. */
export const THEMES = ['dark', 'light'] as const;
export type Theme = (typeof THEMES)[number];
