/**
 * The alias tables' row types (migration 006), on their own so that schema.ts can name them
 * without importing the repository that queries them (no import cycle).
 */

/** alias_votes (migration 006): one host's acceptance of a guess as an answer. */
export interface AliasVotesTable {
  topic_id: string;
  rank: number;
  alias_key: string;
  /** The guess as the host accepted it (the newest spelling is the one learned). */
  alias_text: string;
  host_id: string;
  party_code: string;
  created_at: number;
}

export const ALIAS_REVIEW_STATUSES = ['approved', 'rejected'] as const;
export type AliasReviewStatus = (typeof ALIAS_REVIEW_STATUSES)[number];

/** alias_reviews (migration 006): an administrator's decision on one suggestion. */
export interface AliasReviewsTable {
  topic_id: string;
  rank: number;
  alias_key: string;
  status: AliasReviewStatus;
  decided_at: number;
}
