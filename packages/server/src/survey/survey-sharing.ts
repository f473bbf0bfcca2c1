import { createHash } from 'node:crypto';
import { isProfane, type PartyState } from '@trivia/game';
import { libraryPrompt } from './survey-prompts';

/** What a party gives the big anonymous survey for one library prompt: no member, no answer. */
export interface SurveyContribution {
  promptId: string;
  /** Each group's name and how many people said it. */
  groups: Array<{ name: string; count: number }>;
  /** The party, opaque: the same party gives the same key, and it names nobody. */
  partyKey: string;
}

/** Called once a shared survey closes, for each of its library prompts (SURVEY-13). */
export type SurveyClosedHook = (contribution: SurveyContribution) => Promise<void>;

/** An opaque key of the party (its code and creation time hashed). */
function partyKeyOf(state: PartyState): string {
  const { code, createdAt } = state.party;
  return createHash('sha256').update(`${code}:${createdAt}`).digest('hex').slice(0, 32);
}

/**
 * SURVEY-13: what the change from `previous` to `next` gives the big anonymous survey: when
 * it closed the survey of a party that shares it, each library prompt's groups by name and
 * count (names the profanity filter refuses left out); else nothing.
 */
export function closedSurveyContributions(
  previous: PartyState | null,
  next: PartyState,
): SurveyContribution[] {
  const survey = next.party.survey ?? null;
  if (previous?.party.survey?.status !== 'open' || survey?.status !== 'closed') return [];
  if (next.party.shareSurvey !== true) return [];
  const partyKey = partyKeyOf(next);
  return survey.prompts
    .filter((prompt) => libraryPrompt(prompt.id) !== undefined)
    .map((prompt) => ({
      promptId: prompt.id,
      groups: (survey.groups[prompt.id] ?? [])
        .filter((group) => !isProfane(group.name))
        .map(({ name, count }) => ({ name, count })),
      partyKey,
    }));
}

/**
 * SURVEY-13: hands each contribution to the hook without holding up the command's reply; a
 * failing hook is reported, never the command's failure.
 */
export function shareClosedSurvey(
  previous: PartyState | null,
  next: PartyState,
  hook: SurveyClosedHook,
  onError: (error: unknown) => void,
): void {
  for (const contribution of closedSurveyContributions(previous, next)) {
    hook(contribution).catch(onError);
  }
}
