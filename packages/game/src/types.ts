/** An accepted answer: plain text, or text with other ways people say it (TOPIC-1). */
export type Answer = string | { text: string; aliases?: readonly string[] };

/** A game type: top5-blitz ("Top-5 Blitz") or family-feud. */
export interface GameType {
  id: string;
  name: string;
  description: string;
  maxAnswers: number;
}

/** One ranked answer of a topic: rank is its index, 0 to 4. */
export interface TopicAnswer {
  text: string;
  aliases?: readonly string[];
}

/** A topic (TOPIC-1): a title and the top 5 answers in rank order, with their source. */
export interface Topic {
  id: string;
  gameTypeId: string;
  title: string;
  category: string;
  answers: readonly TopicAnswer[];
  sourceUrl: string;
  retrievedAt: string;
}

/** What a rule returns: the new state, or the error message (a product string). Rules never throw. */
export type RuleResult<T> = { ok: true; state: T } | { ok: false; error: string };
