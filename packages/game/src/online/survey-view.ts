import { activeMembers } from './access';
import { isQuizmaster } from './host-mode';
import type { PartyState } from './party-state';
import type {
  PartySurvey,
  PartySurveyBoard,
  SurveyBoardView,
  SurveyView,
  ViewerSurvey,
} from './survey-state';

/** A board as a viewer sees it: its size or why there is none, never its slots. */
function boardView(board: PartySurveyBoard | undefined): SurveyBoardView | null {
  if (board === undefined) return null;
  return board.ok
    ? { ready: true, slots: board.slots.length }
    : { ready: false, reason: board.reason };
}

/**
 * SURVEY-9 "Nobody sees anybody's answers": the survey as every viewer sees it, big screens
 * included: its prompts, each board's size once closed, and who has answered, never what.
 */
export function surveyView(state: PartyState): SurveyView | null {
  const survey = state.party.survey ?? null;
  if (survey === null) return null;
  const answered = new Set(
    Object.values(survey.answers).flatMap((answers) => answers.map((a) => a.memberId)),
  );
  return {
    status: survey.status,
    deadline: survey.deadline,
    prompts: survey.prompts.map(({ id, text }) => ({
      id,
      text,
      board: survey.status === 'open' ? null : boardView(survey.boards[id]),
      played: survey.played.includes(id),
    })),
    answeredMemberIds: activeMembers(state)
      .filter((m) => answered.has(m.userId))
      .map((m) => m.userId),
  };
}

/** SURVEY-9: the viewer's own answers by prompt id (their latest, as typed). */
function myAnswers(survey: PartySurvey, viewerId: string): Record<string, string[]> {
  const mine: Record<string, string[]> = {};
  for (const { id } of survey.prompts) {
    const texts = (survey.answers[id] ?? [])
      .filter((a) => a.memberId === viewerId)
      .map((a) => a.text);
    if (texts.length > 0) mine[id] = texts;
  }
  return mine;
}

/**
 * SURVEY-9, SURVEY-10: what `viewerId` sees of the survey: their own answers, and, for the
 * quizmaster once closed, every prompt's groups to review (by index, as review steps name them).
 */
export function viewerSurvey(state: PartyState, viewerId: string): ViewerSurvey {
  const survey = state.party.survey ?? null;
  if (survey === null) return { myAnswers: {} };
  const own = { myAnswers: myAnswers(survey, viewerId) };
  if (survey.status !== 'closed' || !isQuizmaster(state, viewerId)) return own;
  const groups: NonNullable<ViewerSurvey['groups']> = {};
  for (const { id } of survey.prompts) {
    groups[id] = (survey.groups[id] ?? []).map((group) => ({
      name: group.name,
      count: group.count,
      answers: group.answers.map(({ text, memberId, order }) => ({ text, memberId, order })),
    }));
  }
  return { ...own, groups };
}
