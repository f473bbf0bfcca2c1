import { SURVEY_TOPIC_CATEGORY } from '@trivia/game';
import type { PartyView } from '@trivia/protocol';

/**
 * The survey's part of a party view (the shared `party.survey` and the viewer's own
 * `viewer.survey`), read in one place so the screens never reach into the view's shape.
 */

export type SurveyView = NonNullable<PartyView['party']['survey']>;
export type SurveyPromptView = SurveyView['prompts'][number];
export type ViewerSurvey = PartyView['viewer']['survey'];
export type SurveyGroupView = NonNullable<ViewerSurvey['groups']>[string][number];

/** The party's survey, or null when none has been run. */
export function surveyOf(view: PartyView): SurveyView | null {
  return view.party.survey;
}

/** The viewer's own answers and (quizmaster) the groups. */
export function viewerSurveyOf(view: PartyView): ViewerSurvey {
  return view.viewer.survey;
}

/** The survey is taking answers: every phone belongs on the survey screen. */
export function surveyIsOpen(view: PartyView): boolean {
  return view.party.survey?.status === 'open';
}

/**
 * SURVEY-11: a survey board's "N said it" counts by rank, for the board (GameBoard's
 * `counts`): the view carries the count of each slot shown (the revealed ones while playing,
 * all once finished); a slot not shown yet reads 0, and a tile shows its count only once found.
 * null for a topic that is not a survey board.
 */
export function topicCounts(topic: PartyView['party']['topic']): number[] | null {
  if (topic?.counts === undefined) return null;
  const { counts } = topic;
  const byRank = Array.from({ length: topic.answerCount }, () => 0);
  topic.answers.forEach((answer, index) => {
    const count = counts[index];
    if (count !== undefined && answer.rank < byRank.length) byRank[answer.rank] = count;
  });
  return byRank;
}

/**
 * The survey prompt whose board is the party's topic, before its game begins (the view names
 * the topic by the prompt's text, never by its id); null for any other topic.
 */
export function chosenSurveyPrompt(view: PartyView): SurveyPromptView | null {
  const { topic, survey } = view.party;
  if (topic === null || survey === null || topic.category !== SURVEY_TOPIC_CATEGORY) return null;
  return survey.prompts.find((prompt) => prompt.text === topic.title && !prompt.played) ?? null;
}
