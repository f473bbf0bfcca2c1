import type { Generated, Kysely } from 'kysely';
import type { AliasReviewsTable, AliasVotesTable } from './alias-tables';
import type {
  SharedSurveyGroupsTable,
  SharedSurveyPartiesTable,
  SharedSurveyPromptsTable,
  SharedSurveySpellingsTable,
} from './shared-survey-tables';

/**
 * The database tables as Kysely sees them. Times are epoch milliseconds (BIGINT), booleans
 * are 0/1 integers and JSON is text, so SQLite and PostgreSQL share one schema.
 */
export interface Schema {
  users: UsersTable;
  sessions: SessionsTable;
  oidc_logins: OidcLoginsTable;
  game_types: GameTypesTable;
  topics: TopicsTable;
  parties: PartiesTable;
  members: MembersTable;
  /** Migration 007: the team each member played in the current game. */
  party_game_teams: PartyGameTeamsTable;
  guesses: GuessesTable;
  game_records: GameRecordsTable;
  party_screens: PartyScreensTable;
  user_topics: UserTopicsTable;
  topic_packs: TopicPacksTable;
  topic_pack_items: TopicPackItemsTable;
  /** Migration 006 (JUDGE-9): hosts' accepted guesses, learned as aliases. */
  alias_votes: AliasVotesTable;
  alias_reviews: AliasReviewsTable;
  /** Migration 009 (SCREEN-1): TV pairing codes. */
  screen_pairings: ScreenPairingsTable;
  /** Migration 010 (SURVEY-20): the big survey, pooled anonymously across parties. */
  shared_survey_prompts: SharedSurveyPromptsTable;
  shared_survey_groups: SharedSurveyGroupsTable;
  shared_survey_spellings: SharedSurveySpellingsTable;
  shared_survey_parties: SharedSurveyPartiesTable;
}

/** A connection or an open transaction: repositories accept either. */
export type Db = Kysely<Schema>;

export interface UsersTable {
  id: string;
  display_name: string;
  /** null for guests; "" for an account whose provider gave no email. */
  email: string | null;
  photo_url: string | null;
  email_verified: number;
  is_guest: number;
  oidc_issuer: string | null;
  oidc_subject: string | null;
  created_at: number;
  last_sign_in_at: number;
}

export interface SessionsTable {
  /** SHA-256 of the cookie's token: a leaked table does not leak live sessions. */
  id: string;
  user_id: string;
  created_at: number;
  expires_at: number;
}

/** A Google sign-in in progress: what the callback must check (state, nonce, PKCE). */
export interface OidcLoginsTable {
  id: string;
  state: string;
  nonce: string;
  code_verifier: string;
  next_path: string;
  popup: number;
  created_at: number;
  expires_at: number;
}

export interface GameTypesTable {
  id: string;
  name: string;
  description: string;
  max_answers: number;
  position: number;
}

export const TOPIC_ORIGINS = ['builtin', 'import'] as const;
export type TopicOrigin = (typeof TOPIC_ORIGINS)[number];

export interface TopicsTable {
  id: string;
  game_type_id: string;
  title: string;
  category: string;
  /** JSON text: [{ text, aliases? }] in rank order. */
  answers: string;
  source_url: string;
  retrieved_at: string;
  origin: TopicOrigin;
  updated_at: number;
}

export interface PartiesTable {
  code: string;
  host_id: string;
  status: string;
  version: number;
  /**
   * JSON text: the party state of @trivia/game's online state machine, without its members
   * and game teams, which are rows of members and party_game_teams (migration 007).
   */
  state: string;
  created_at: number;
  expires_at: number;
  turn_deadline: number | null;
  updated_at: number;
}

export interface MembersTable {
  party_code: string;
  user_id: string;
  display_name: string;
  role: string;
  team_id: string | null;
  joined_at: number;
  kicked_at: number | null;
  online: number;
  /** The member's place in the party's member list (migration 007; null in older rows). */
  position: number | null;
}

export interface PartyGameTeamsTable {
  party_code: string;
  user_id: string;
  team_id: string;
}

export interface GuessesTable {
  id: string;
  party_code: string;
  user_id: string;
  team_id: string;
  text: string;
  correct: number;
  rank: number | null;
  points: number;
  created_at: number;
  /** "sender:command id" of the guess (null for the server's time-outs). */
  command_id: string | null;
}

export interface GameRecordsTable {
  id: string;
  user_id: string;
  party_code: string;
  topic_title: string;
  team_name: string;
  score: number;
  won: number;
  guesses: number;
  correct_guesses: number;
  finished_at: number;
  /** Migration 008 (OFF-9): 1 for a game the user hosted (offline), 0 for one played. */
  hosted: Generated<number>;
  /** Migration 008 (OFF-9): the winning team names, a JSON array (several on a tie). */
  winners: Generated<string>;
}

/** The big screen's secret per party (migration 003); deleted with the party. */
export interface PartyScreensTable {
  party_code: string;
  /** base64url, 32 characters (24 random bytes): matches the protocol's ScreenKey. */
  screen_key: string;
  /** The party's screen epoch the key was made for (migration 004); an older one is revoked. */
  epoch: number;
  created_at: number;
}

/** My Topics (migration 005): a topic a user wrote; only its owner reads or plays it. */
export interface UserTopicsTable {
  /** "u_" and 32 hex digits: never a library id (those are slugs without "_"). */
  id: string;
  owner_id: string;
  /** The topic's id in the owner's export files; unique per owner. */
  slug: string;
  game_type_id: string;
  title: string;
  category: string;
  /** JSON text: [{ text, aliases? }] in rank order. */
  answers: string;
  /** "" when the owner gave no link. */
  source_url: string;
  retrieved_at: string;
  created_at: number;
  updated_at: number;
}

/** A named group of a user's topics; share_token is set while the pack is shared. */
export interface TopicPacksTable {
  id: string;
  owner_id: string;
  name: string;
  share_token: string | null;
  created_at: number;
  updated_at: number;
}

export interface TopicPackItemsTable {
  pack_id: string;
  topic_id: string;
  position: number;
}

export interface ScreenPairingsTable {
  /** SCREEN-1: 6 characters of the protocol's PAIRING_ALPHABET. */
  code: string;
  /** SHA-256 (hex) of the TV's polling token. */
  token_hash: string;
  /** The address that asked for the code (pending codes are capped per address). */
  address: string;
  /** Set with screen_key when the host pairs the TV (SCREEN-2). */
  party_code: string | null;
  screen_key: string | null;
  created_at: number;
  expires_at: number;
}
