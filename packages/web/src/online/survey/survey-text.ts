import { SURVEY_ANSWERS_PER_PROMPT } from '@trivia/game';
import type { SurveyPromptView } from './survey-view';

/** The countdowns a host may pick, in seconds (0: none; SURVEY-8 allows 15 to 120). */
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
export function boardText(board: SurveyPromptView['board']): string {
  if (board === null) return 'Still answering';
  return board.ready ? `Board ready: ${board.slots} answers` : board.reason;
}
