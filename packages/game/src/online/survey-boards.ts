import { MESSAGES } from '../messages';
import { surveyBoard, surveyTopic } from '../survey/board';
import type { SurveyGroup } from '../survey/types';
import type { RuleResult, Topic } from '../types';
import { fail } from './access';
import type { PartyState } from './party-state';
import {
  surveyPromptIdOf,
  surveyTopicId,
  type PartySurvey,
  type PartySurveyBoard,
} from './survey-state';

/** The state with this survey. */
export function withSurvey(state: PartyState, survey: PartySurvey): RuleResult<PartyState> {
  return { ok: true, state: { ...state, party: { ...state.party, survey } } };
}

/** SURVEY-3, SURVEY-4: a prompt's board from its groups, for a party of `memberCount`. */
export function boardOf(groups: readonly SurveyGroup[], memberCount: number): PartySurveyBoard {
  const made = surveyBoard(groups, memberCount);
  return made.ok ? { ok: true, slots: made.board.slots } : { ok: false, reason: made.reason };
}

/** What every survey board's topic is filed under. */
export const SURVEY_TOPIC_CATEGORY = 'Survey Says';

/**
 * SURVEY-11: the topic of the party's board for `promptId` (`survey:<promptId>`, titled by
 * the prompt), when the survey is closed and the board ready; else why not.
 */
export function surveyBoardTopic(state: PartyState, promptId: string): RuleResult<Topic> {
  const survey = state.party.survey ?? null;
  if (survey === null) return fail(MESSAGES.noSurvey);
  const prompt = survey.prompts.find((p) => p.id === promptId);
  if (prompt === undefined) return fail(MESSAGES.surveyPromptNotFound);
  if (survey.status !== 'closed') return fail(MESSAGES.surveyNotClosed);
  const board = survey.boards[promptId];
  if (board === undefined || !board.ok) return fail(board?.reason ?? MESSAGES.surveyBoardNotReady);
  const topic = surveyTopic(
    { slots: board.slots },
    {
      id: surveyTopicId(promptId),
      title: prompt.text,
      category: SURVEY_TOPIC_CATEGORY,
      sourceUrl: '',
      retrievedAt: '',
    },
  );
  return { ok: true, state: topic };
}

/** SURVEY-11: the "N said it" counts of a survey board topic, by rank; null for others. */
function countsOf(state: PartyState, topic: Topic | null): number[] | null {
  const promptId = topic === null ? null : surveyPromptIdOf(topic.id);
  if (promptId === null) return null;
  const board = state.party.survey?.boards[promptId];
  return board?.ok === true ? board.slots.map((slot) => slot.count) : null;
}

/**
 * SURVEY-11: a survey board may be chosen (chooseTopic, quickStart) only while the party's
 * survey holds it ready; any other topic passes.
 */
export function refuseUnreadyBoard(state: PartyState, topic: Topic): RuleResult<PartyState> {
  const promptId = surveyPromptIdOf(topic.id);
  if (promptId === null) return { ok: true, state };
  const ready = surveyBoardTopic(state, promptId);
  return ready.ok ? { ok: true, state } : ready;
}

/** SURVEY-11: after a topic is chosen, the counts of its slots when it is a survey board. */
export function withTopicCounts(result: RuleResult<PartyState>): RuleResult<PartyState> {
  if (!result.ok) return result;
  const { state } = result;
  const topicCounts = countsOf(state, state.party.topic);
  return { ok: true, state: { ...state, party: { ...state.party, topicCounts } } };
}

/** SURVEY-11: once a game of a survey board begins, its board is played (no more review). */
export function withBoardPlayed(result: RuleResult<PartyState>): RuleResult<PartyState> {
  if (!result.ok) return result;
  const { state } = result;
  const survey = state.party.survey ?? null;
  const topic = state.party.topic;
  const promptId = topic === null ? null : surveyPromptIdOf(topic.id);
  if (survey === null || promptId === null || state.party.status !== 'playing') return result;
  if (survey.played.includes(promptId) || !survey.prompts.some((p) => p.id === promptId)) {
    return result;
  }
  return withSurvey(state, { ...survey, played: [...survey.played, promptId] });
}
