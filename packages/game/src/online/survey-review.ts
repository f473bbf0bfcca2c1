import { MESSAGES } from '../messages';
import { groupOf, inCountOrder } from '../survey/group-shape';
import { mergeGroups, removeAnswer, renameGroup, splitAnswer } from '../survey/review';
import type { SurveyGroup } from '../survey/types';
import type { RuleResult } from '../types';
import { activeMembers, fail, requireHost } from './access';
import { isQuizmaster } from './host-mode';
import type { PartyState } from './party-state';
import { boardOf, surveyBoardTopic, withSurvey, withTopicCounts } from './survey-boards';
import { surveyPromptIdOf, type PartySurvey, type SurveyReviewOp } from './survey-state';

function reviewed(groups: readonly SurveyGroup[], op: SurveyReviewOp) {
  switch (op.kind) {
    case 'merge':
      return mergeGroups(groups, op.a, op.b);
    case 'split':
      return splitAnswer(groups, op.group, op.answer);
    case 'rename':
      return renameGroup(groups, op.group, op.name);
    case 'remove':
      return removeAnswer(groups, op.group, op.answer);
    default:
      return fail<SurveyGroup[]>(MESSAGES.unknownCommand);
  }
}

/** The survey with `promptId`'s groups, and its board made from them. */
function surveyWithGroups(
  state: PartyState,
  survey: PartySurvey,
  promptId: string,
  groups: SurveyGroup[],
): PartySurvey {
  const board = boardOf(groups, activeMembers(state).length);
  return {
    ...survey,
    groups: { ...survey.groups, [promptId]: groups },
    boards: { ...survey.boards, [promptId]: board },
  };
}

/** The prompt whose board is the chosen topic, before its game began (setup, team setup). */
function chosenPromptId(state: PartyState): string | null {
  const { topic, status } = state.party;
  if (topic === null || (status !== 'setup' && status !== 'team_setup')) return null;
  return surveyPromptIdOf(topic.id);
}

/**
 * The survey with `promptId`'s groups changed and its board made again. When that board is
 * the chosen topic (its game not begun), the topic is made again too; a change that leaves
 * it no board is refused with the board's reason.
 */
function withGroups(
  state: PartyState,
  survey: PartySurvey,
  promptId: string,
  groups: SurveyGroup[],
): RuleResult<PartyState> {
  const changed = withSurvey(state, surveyWithGroups(state, survey, promptId, groups));
  if (!changed.ok || chosenPromptId(state) !== promptId) return changed;
  const topic = surveyBoardTopic(changed.state, promptId);
  if (!topic.ok) return topic;
  return withTopicCounts({
    ok: true,
    state: { ...changed.state, party: { ...changed.state.party, topic: topic.state } },
  });
}

/**
 * SURVEY-10: the quizmaster (HOST-4) reviews a prompt's groups once the survey is closed and
 * before its board is played: merge, split, rename or remove (SURVEY-6); the board is made
 * again from the groups.
 */
export function reviewSurvey(
  state: PartyState,
  userId: string,
  promptId: string,
  op: SurveyReviewOp,
): RuleResult<PartyState> {
  const host = requireHost(state, userId);
  if (!host.ok) return host;
  if (!isQuizmaster(state, userId)) return fail(MESSAGES.surveyReviewQuizmaster);
  const survey = state.party.survey ?? null;
  if (survey === null) return fail(MESSAGES.noSurvey);
  if (!survey.prompts.some((prompt) => prompt.id === promptId)) {
    return fail(MESSAGES.surveyPromptNotFound);
  }
  if (survey.status !== 'closed') return fail(MESSAGES.surveyNotClosed);
  if (survey.played.includes(promptId)) return fail(MESSAGES.surveyBoardPlayed);
  const changed = reviewed(survey.groups[promptId] ?? [], op);
  if (!changed.ok) return changed;
  return withGroups(state, survey, promptId, changed.state);
}

/** The groups without `memberId`'s answers: a host's name kept, an emptied group gone. */
function groupsWithout(groups: readonly SurveyGroup[], memberId: string): SurveyGroup[] {
  const kept: SurveyGroup[] = [];
  for (const group of groups) {
    if (!group.answers.some((answer) => answer.memberId === memberId)) {
      kept.push(group);
      continue;
    }
    const rest = group.answers.filter((answer) => answer.memberId !== memberId);
    if (rest.length > 0) kept.push(groupOf(rest, group.renamed ? group.name : undefined));
  }
  return inCountOrder(kept);
}

/**
 * SURVEY-12: a kicked member's answers leave the survey: from its answers, and once closed
 * from the groups of every board not played, whose boards are made again (the chosen one's
 * topic too, when it still makes a board).
 */
export function withoutMemberAnswers(state: PartyState, memberId: string): PartyState {
  const survey = state.party.survey ?? null;
  if (survey === null) return state;
  const answers = Object.fromEntries(
    Object.entries(survey.answers).map(([id, list]) => [
      id,
      list.filter((answer) => answer.memberId !== memberId),
    ]),
  );
  let next: PartyState = { ...state, party: { ...state.party, survey: { ...survey, answers } } };
  if (survey.status !== 'closed') return next;
  for (const { id } of survey.prompts) {
    const current = next.party.survey ?? null;
    if (survey.played.includes(id) || current === null) continue;
    const groups = groupsWithout(current.groups[id] ?? [], memberId);
    const changed = withGroups(next, current, id, groups);
    // The chosen board left with too few groups keeps its topic as it was chosen.
    const regrouped = surveyWithGroups(next, current, id, groups);
    next = changed.ok ? changed.state : { ...next, party: { ...next.party, survey: regrouped } };
  }
  return next;
}
