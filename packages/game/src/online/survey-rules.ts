import { MESSAGES, wrongStatusMessage } from '../messages';
import { isProfane } from '../names';
import { groupSurveyAnswers } from '../survey/group-answers';
import { spellingKey } from '../survey/group-shape';
import type { SurveyAnswer } from '../survey/types';
import type { RuleResult } from '../types';
import { activeMembers, fail, requireHost, requireMember } from './access';
import { cleanGuessText } from './guess-text';
import type { PartyState } from './party-state';
import { boardOf, withSurvey } from './survey-boards';
import {
  SURVEY_ANSWER_LENGTH,
  SURVEY_ANSWERS_PER_PROMPT,
  SURVEY_MAX_PROMPTS,
  SURVEY_MAX_SECONDS,
  SURVEY_MIN_SECONDS,
  type PartySurvey,
  type PartySurveyPrompt,
} from './survey-state';

/** SURVEY-8: the countdown is none (0) or 15 to 120 whole seconds. */
export function isSurveySeconds(seconds: number): boolean {
  return (
    seconds === 0 ||
    (Number.isInteger(seconds) && seconds >= SURVEY_MIN_SECONDS && seconds <= SURVEY_MAX_SECONDS)
  );
}

/**
 * SURVEY-8 (host): a survey of 1 to 5 different prompts opens, from the lobby or the game
 * type and topic choice, with a countdown of `seconds` (0: none, the host closes it). It is
 * refused while another is open; a closed one and its boards give way to it.
 */
export function startSurvey(
  state: PartyState,
  userId: string,
  prompts: readonly PartySurveyPrompt[],
  seconds: number,
  now: number,
): RuleResult<PartyState> {
  const host = requireHost(state, userId);
  if (!host.ok) return host;
  const { status } = state.party;
  if (status !== 'lobby' && status !== 'choosing') return fail(wrongStatusMessage(status));
  if (state.party.survey?.status === 'open') return fail(MESSAGES.surveyAlreadyOpen);
  if (prompts.length < 1 || prompts.length > SURVEY_MAX_PROMPTS) {
    return fail(MESSAGES.surveyPromptCount);
  }
  const ids = new Set(prompts.map((prompt) => prompt.id));
  if (ids.size !== prompts.length) return fail(MESSAGES.surveyPromptTwice);
  if (!isSurveySeconds(seconds)) return fail(MESSAGES.surveySeconds);
  const survey: PartySurvey = {
    status: 'open',
    prompts: prompts.map((prompt) => ({ ...prompt })),
    deadline: seconds === 0 ? null : now + seconds * 1000,
    answers: Object.fromEntries(prompts.map((prompt) => [prompt.id, []])),
    nextOrder: 0,
    groups: {},
    boards: {},
    played: [],
  };
  return withSurvey(state, survey);
}

/** SURVEY-9: the answers as kept: cleaned (VIEW-3), blank ones and repeats dropped. */
function cleanedAnswers(answers: readonly string[]): RuleResult<string[]> {
  if (answers.length > SURVEY_ANSWERS_PER_PROMPT) return fail(MESSAGES.tooManySurveyAnswers);
  const kept: string[] = [];
  const keys = new Set<string>();
  for (const raw of answers) {
    const text = cleanGuessText(raw);
    if (Array.from(text).length > SURVEY_ANSWER_LENGTH) return fail(MESSAGES.surveyAnswerTooLong);
    const key = spellingKey(text);
    if (text === '' || keys.has(key)) continue;
    keys.add(key);
    kept.push(text);
  }
  return { ok: true, state: kept };
}

/**
 * SURVEY-9: a member (not kicked) answers one prompt of the open survey: up to 3 answers of
 * at most 60 characters, which replace the ones they gave it before (none: taken back). An
 * answer they gave before keeps when it was said; a new one is said now.
 */
export function answerSurvey(
  state: PartyState,
  userId: string,
  promptId: string,
  answers: readonly string[],
): RuleResult<PartyState> {
  const member = requireMember(state, userId);
  if (!member.ok) return member;
  const survey = state.party.survey ?? null;
  if (survey === null || survey.status !== 'open') return fail(MESSAGES.surveyNotOpen);
  const previous = Object.hasOwn(survey.answers, promptId) ? survey.answers[promptId] : undefined;
  if (previous === undefined) return fail(MESSAGES.surveyPromptNotFound);
  const cleaned = cleanedAnswers(answers);
  if (!cleaned.ok) return cleaned;
  const mine = previous.filter((answer) => answer.memberId === userId);
  let nextOrder = survey.nextOrder;
  const given: SurveyAnswer[] = cleaned.state.map((text) => {
    const before = mine.find((answer) => answer.text === text);
    if (before !== undefined) return before;
    nextOrder += 1;
    return { memberId: userId, text, order: nextOrder - 1 };
  });
  const others = previous.filter((answer) => answer.memberId !== userId);
  const said = [...others, ...given].sort((a, b) => a.order - b.order);
  return withSurvey(state, {
    ...survey,
    answers: { ...survey.answers, [promptId]: said },
    nextOrder,
  });
}

/**
 * SURVEY-8: the survey closes: each prompt's answers (those the profanity filter refuses
 * dropped unless the party allows them, HOST-6) are grouped (SURVEY-1) and its board made
 * (SURVEY-3, SURVEY-4) for the party's members now.
 */
export function closedSurvey(state: PartyState, survey: PartySurvey): RuleResult<PartyState> {
  const memberCount = activeMembers(state).length;
  const groups: PartySurvey['groups'] = {};
  const boards: PartySurvey['boards'] = {};
  for (const prompt of survey.prompts) {
    const kept = (survey.answers[prompt.id] ?? []).filter(
      (answer) => state.party.allowProfanity || !isProfane(answer.text),
    );
    const grouped = groupSurveyAnswers(
      kept,
      prompt.aliases === undefined ? {} : { aliases: prompt.aliases },
    );
    groups[prompt.id] = grouped;
    boards[prompt.id] = boardOf(grouped, memberCount);
  }
  return withSurvey(state, { ...survey, status: 'closed', deadline: null, groups, boards });
}

/** SURVEY-8 (host): close the open survey now. */
export function closeSurvey(state: PartyState, userId: string): RuleResult<PartyState> {
  const host = requireHost(state, userId);
  if (!host.ok) return host;
  const survey = state.party.survey ?? null;
  if (survey === null || survey.status !== 'open') return fail(MESSAGES.surveyNotOpen);
  return closedSurvey(state, survey);
}

/**
 * SURVEY-8: the server's timer closes the open survey whose deadline is `deadline` once it
 * has passed (named by its deadline, so it applies once).
 */
export function surveyDeadline(
  state: PartyState,
  deadline: number,
  now: number,
): RuleResult<PartyState> {
  const survey = state.party.survey ?? null;
  if (survey === null || survey.status !== 'open') return fail(MESSAGES.surveyNotOpen);
  if (survey.deadline !== deadline || now < deadline) return fail(MESSAGES.surveyNotDue);
  return closedSurvey(state, survey);
}

/** SURVEY-13 (host): share the closed library prompts' counts with the big anonymous survey. */
export function setShareSurvey(
  state: PartyState,
  userId: string,
  share: boolean,
): RuleResult<PartyState> {
  const host = requireHost(state, userId);
  if (!host.ok) return host;
  return { ok: true, state: { ...state, party: { ...state.party, shareSurvey: share } } };
}
