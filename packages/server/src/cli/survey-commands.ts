import { SHARED_SURVEY_MIN_PARTIES, SHARED_SURVEY_PEOPLE } from '@trivia/game';
import type { Db } from '../storage/schema';
import {
  decideSharedSurvey,
  listSharedSurveys,
  type SharedSurveySummary,
} from '../survey/shared-survey';
import type { CommandOutcome } from './command-outcome';

export const SURVEY_USAGE = [
  '  npm run content -- survey [list]',
  '  npm run content -- survey approve PROMPT_ID',
  '  npm run content -- survey reject PROMPT_ID',
];

/**
 * SURVEY-22: the administrators' review of the big survey. `list` shows each prompt whose
 * shared survey reached 100 people, with its groups' people and parties (a group given by
 * fewer than 3 parties is marked left out, SURVEY-21); `approve` makes its board playable
 * for every party; `reject` keeps it off.
 */
export async function runSurveyCommand(
  db: Db,
  args: readonly string[],
  now: number,
): Promise<CommandOutcome> {
  const [action = 'list', promptId, ...extra] = args;
  if (action === 'list' && promptId === undefined) return list(db);
  if ((action !== 'approve' && action !== 'reject') || !promptId || extra.length > 0) {
    return { exitCode: 1, out: [], err: ['Usage:', ...SURVEY_USAGE] };
  }
  const status = action === 'approve' ? 'approved' : 'rejected';
  const decision = await decideSharedSurvey(db, promptId, status, now);
  if (!decision.ok) {
    const reasons = {
      'not-found': `${promptId}: no shared survey for this prompt`,
      collecting: `${promptId}: ${decision.people} people so far; a shared survey needs ${SHARED_SURVEY_PEOPLE} first`,
      'no-board': `${promptId}: fewer than 3 groups were given by ${SHARED_SURVEY_MIN_PARTIES} parties, so there is no board`,
    };
    return { exitCode: 1, out: [], err: [reasons[decision.reason]] };
  }
  if (decision.board === null) return { exitCode: 0, out: [`Rejected ${promptId}.`], err: [] };
  if (!decision.board.ok) return { exitCode: 1, out: [], err: [decision.board.reason] };
  const slots = decision.board.board.slots.map(
    (slot, rank) => `  #${rank + 1} ${slot.text}  ${slot.count} people`,
  );
  return {
    exitCode: 0,
    out: [`Approved ${promptId}: "${decision.board.surveyed}".`, ...slots],
    err: [],
  };
}

async function list(db: Db): Promise<CommandOutcome> {
  const surveys = await listSharedSurveys(db);
  if (surveys.length === 0) {
    return {
      exitCode: 0,
      out: [`No shared survey has reached ${SHARED_SURVEY_PEOPLE} people.`],
      err: [],
    };
  }
  return { exitCode: 0, out: surveys.flatMap(surveyLines), err: [] };
}

function surveyLines(survey: SharedSurveySummary): string[] {
  const head = `${survey.promptId}  "${survey.text}"  ${survey.people} people  ${survey.status}`;
  const width = Math.max(0, ...survey.groups.map((group) => group.name.length));
  const groups = survey.groups.map(
    (group) =>
      `  ${group.name.padEnd(width)}  ${group.people} people  ${group.parties} ${group.parties === 1 ? 'party' : 'parties'}` +
      (group.kept ? '' : `  (left out: fewer than ${SHARED_SURVEY_MIN_PARTIES} parties)`),
  );
  return [head, ...groups];
}
