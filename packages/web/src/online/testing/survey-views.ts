import type { PartyState, PartySurvey, SurveyGroup } from '@trivia/game';

export const BEACH = { id: 'prompt-beach-bag', text: 'Name something you bring to the beach' };
export const BREAKFAST = { id: 'prompt-breakfast', text: 'Name a food people eat for breakfast' };

/** A survey of `prompts` (open unless told), with no answers yet. */
export function makeSurvey(overrides: Partial<PartySurvey> = {}): PartySurvey {
  return {
    status: 'open',
    prompts: [BEACH, BREAKFAST],
    deadline: null,
    answers: {},
    nextOrder: 0,
    groups: {},
    boards: {},
    played: [],
    ...overrides,
  };
}

/** The party with this survey (the engine's rules put it there; a screen only reads it). */
export function withSurvey(state: PartyState, survey: PartySurvey): PartyState {
  return { ...state, party: { ...state.party, survey } };
}

/** A group of answers, one per member, in the order given. */
export function group(name: string, memberIds: readonly string[], firstOrder = 0): SurveyGroup {
  return {
    name,
    count: memberIds.length,
    answers: memberIds.map((memberId, index) => ({
      memberId,
      text: name,
      order: firstOrder + index,
    })),
    firstOrder,
  };
}
