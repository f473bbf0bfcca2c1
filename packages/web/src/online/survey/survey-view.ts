import type { PartyView } from '@trivia/protocol';

/**
 * The survey's part of a party view (the shared `party.survey` and the viewer's own
 * `viewer.survey`), read in one place so the screens never reach into the view's shape.
 */

export type SurveyBoardView =
  null | { ready: true; slots: number } | { ready: false; reason: string };

export interface SurveyPromptView {
  id: string;
  text: string;
  /** null while the survey is open. */
  board: SurveyBoardView;
  played: boolean;
}

export interface SurveyView {
  status: 'open' | 'closed';
  /** When the survey closes (server clock, ms); null: no countdown. */
  deadline: number | null;
  prompts: SurveyPromptView[];
  /** Who has answered at least one prompt (never what they said). */
  answeredMemberIds: string[];
}

export interface SurveyGroupView {
  name: string;
  count: number;
  answers: Array<{ text: string; memberId: string; order: number }>;
}

export interface ViewerSurvey {
  /** The viewer's own answers, by prompt id. */
  myAnswers: Record<string, string[]>;
  /** The groups by prompt id: only for a quizmaster once the survey is closed. */
  groups?: Record<string, SurveyGroupView[]>;
}

type WithSurvey = {
  party: { survey?: SurveyView | null };
  viewer: { survey?: ViewerSurvey | null };
};

/** The party's survey, or null when none has been run. */
export function surveyOf(view: PartyView): SurveyView | null {
  return (view as unknown as WithSurvey).party.survey ?? null;
}

/** The viewer's own answers and (quizmaster) the groups; empty when there is no survey. */
export function viewerSurveyOf(view: PartyView): ViewerSurvey {
  return (view as unknown as WithSurvey).viewer.survey ?? { myAnswers: {} };
}

/** The survey is taking answers: every phone belongs on the survey screen. */
export function surveyIsOpen(view: PartyView): boolean {
  return surveyOf(view)?.status === 'open';
}

/**
 * SURVEY-5: a survey board's counts by rank, as the view's topic carries them: a number for
 * each revealed slot (every slot once finished), null for the others; undefined for a topic
 * that is not a survey board.
 */
export function topicSaidIt(
  topic: NonNullable<PartyView['party']['topic']>,
): Array<number | null> | undefined {
  const counts = (topic as { counts?: ReadonlyArray<number | null> }).counts;
  if (counts === undefined) return undefined;
  return Array.from({ length: topic.answerCount }, (_, rank) => counts[rank] ?? null);
}

/** The topic id a survey board is played as (chooseTopic). */
export function surveyTopicId(promptId: string): string {
  return `survey:${promptId}`;
}
