/** The survey's limits as the phone enforces them (the server checks them again). */
export const SURVEY_ANSWERS_PER_PROMPT = 3;
export const SURVEY_ANSWER_LENGTH = 60;

/** The countdown a host starts a survey with, in seconds (0: no countdown). */
export const SURVEY_DEFAULT_SECONDS = 30;
export const SURVEY_SECONDS_CHOICES = [0, 15, 30, 60, 90, 120] as const;

/** "While we wait: 5 quick questions": the lobby's survey of five surprise prompts. */
export const LOBBY_SURVEY_PROMPTS = 5;

/**
 * How many have answered: "3 of 5 answered", or "Waiting for the others: 3 of 5 answered" once
 * the viewer has.
 */
export function answeredText(answered: number, total: number, mine: boolean): string {
  const count = `${answered} of ${total} answered`;
  return mine ? `Waiting for the others: ${count}` : count;
}

/** The answers worth sending: trimmed, blanks dropped, each once. */
export function cleanAnswers(drafts: readonly string[]): string[] {
  const kept: string[] = [];
  for (const draft of drafts) {
    const text = draft.trim();
    if (text !== '' && !kept.some((other) => other.toLowerCase() === text.toLowerCase())) {
      kept.push(text);
    }
  }
  return kept.slice(0, SURVEY_ANSWERS_PER_PROMPT);
}

/** The board of a closed survey's prompt, in a few words. */
export function boardText(
  board: null | { ready: true; slots: number } | { ready: false; reason: string },
): string {
  if (board === null) return 'Still answering';
  return board.ready ? `Board ready: ${board.slots} answers` : board.reason;
}
