import { randomInt } from 'node:crypto';
import { surveyPrompts, type SurveyPrompt } from '@trivia/content';
import {
  MESSAGES,
  requireHost,
  SURVEY_MAX_PROMPTS,
  type PartySurveyPrompt,
  type PartyState,
} from '@trivia/game';
import type { PartyChangeCommand } from '@trivia/protocol';
import type { Resolved } from '../parties/command-outcome';

type StartSurvey = Extract<PartyChangeCommand, { type: 'startSurvey' }>;

let byId: ReadonlyMap<string, SurveyPrompt> | undefined;

/** The library's Survey Says prompt of this id, or undefined. */
export function libraryPrompt(id: string): SurveyPrompt | undefined {
  byId ??= new Map(surveyPrompts.map((prompt) => [prompt.id, prompt]));
  return byId.get(id);
}

/** A library prompt as the survey keeps it: its text and the aliases grouping reads. */
function surveyPromptOf(prompt: SurveyPrompt): PartySurveyPrompt {
  const { id, text, aliases } = prompt;
  return aliases === undefined ? { id, text } : { id, text, aliases };
}

/** A random whole number in [0, below), crypto-strong. */
const cryptoIndex = (below: number) => randomInt(0, below);

/**
 * SURVEY-8 "Surprise me": `count` different library prompts drawn at random (family-friendly
 * ones only when asked), those of the party's last survey held back while others are left.
 */
export function drawSurprisePrompts(
  count: number,
  familyOnly: boolean,
  asked: ReadonlySet<string>,
  randomIndex: (below: number) => number = cryptoIndex,
): SurveyPrompt[] {
  const allowed = surveyPrompts.filter((prompt) => !familyOnly || prompt.familyFriendly);
  const fresh = allowed.filter((prompt) => !asked.has(prompt.id));
  const pool = [...(fresh.length >= count ? fresh : allowed)];
  const drawn: SurveyPrompt[] = [];
  while (drawn.length < count && pool.length > 0) {
    const [prompt] = pool.splice(randomIndex(pool.length), 1);
    if (prompt !== undefined) drawn.push(prompt);
  }
  return drawn;
}

/**
 * SURVEY-8: the prompts a startSurvey names: the library's by id ("Prompt not found" for any
 * other), or "Surprise me". Anyone but the host is refused first, as the rule would.
 */
export function surveyPromptsFor(
  command: StartSurvey,
  state: PartyState,
  userId: string,
  randomIndex?: (below: number) => number,
): Resolved<PartySurveyPrompt[]> {
  const host = requireHost(state, userId);
  if (!host.ok) return host;
  const { payload } = command;
  if ('surprise' in payload) {
    const { count, familyOnly = false } = payload.surprise;
    if (count > SURVEY_MAX_PROMPTS) return { ok: false, error: MESSAGES.surveyPromptCount };
    const asked = new Set(state.party.survey?.prompts.map((prompt) => prompt.id) ?? []);
    const drawn = drawSurprisePrompts(count, familyOnly, asked, randomIndex);
    return { ok: true, value: drawn.map(surveyPromptOf) };
  }
  const prompts: PartySurveyPrompt[] = [];
  for (const { promptId } of payload.prompts) {
    const prompt = libraryPrompt(promptId);
    if (prompt === undefined) return { ok: false, error: MESSAGES.surveyPromptNotFound };
    prompts.push(surveyPromptOf(prompt));
  }
  return { ok: true, value: prompts };
}
