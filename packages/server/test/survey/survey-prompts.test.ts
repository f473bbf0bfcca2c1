import { surveyPrompts } from '@trivia/content';
import {
  BEACH,
  closedSurveyParty,
  openSurveyParty,
  PIZZA,
} from '../../../game/src/testing/survey-party-builders';
import { describe, expect, it } from 'vitest';
import { drawSurprisePrompts, libraryPrompt } from '../../src/survey/survey-prompts';
import {
  closedSurveyContributions,
  type SurveyContribution,
} from '../../src/survey/survey-sharing';

describe('the survey prompts a startSurvey names (SURVEY-8)', () => {
  it('[SURVEY-8] "Surprise me" draws different prompts, family-friendly when asked, new ones first', () => {
    let next = 0;
    const first = (below: number) => (next++ * 7) % below;
    const asked = new Set(surveyPrompts.slice(0, 300).map((prompt) => prompt.id));
    const drawn = drawSurprisePrompts(5, true, asked, first);
    expect(new Set(drawn.map((prompt) => prompt.id)).size).toBe(5);
    expect(drawn.every((prompt) => prompt.familyFriendly && !asked.has(prompt.id))).toBe(true);
    // With too few new ones left, any prompt may come again.
    const all = new Set(surveyPrompts.map((prompt) => prompt.id));
    expect(drawSurprisePrompts(3, false, all)).toHaveLength(3);
  });

  it('[SURVEY-8] finds library prompts by id only', () => {
    const [prompt] = surveyPrompts;
    expect(libraryPrompt(prompt?.id ?? '')).toBe(prompt);
    expect(libraryPrompt('constructor')).toBeUndefined();
    expect(libraryPrompt('prompt-nope')).toBeUndefined();
  });
});

describe('what a shared survey gives the big survey (SURVEY-13)', () => {
  it('[SURVEY-13] only when sharing, at the close, library prompts only, no member named', () => {
    const open = openSurveyParty();
    const closed = closedSurveyParty();
    expect(closedSurveyContributions(open, closed)).toEqual([]);
    const sharing = (state: typeof open) => ({
      ...state,
      party: { ...state.party, shareSurvey: true },
    });
    // Only the library's prompts are given ("prompt-pizza" is none of them).
    const ids = (given: SurveyContribution[]) => given.map((c) => c.promptId);
    const library = (id: string) => libraryPrompt(id) !== undefined;
    expect(ids(closedSurveyContributions(sharing(open), sharing(closed)))).toEqual(
      [PIZZA, BEACH].filter(library),
    );
    const [stored] = surveyPrompts;
    const rename = (state: typeof open) => {
      const survey = state.party.survey;
      if (survey === null || survey === undefined || stored === undefined)
        throw new Error('no survey');
      const swap = (id: string) => (id === PIZZA ? stored.id : id);
      return sharing({
        ...state,
        party: {
          ...state.party,
          survey: {
            ...survey,
            prompts: survey.prompts.map((p) => ({ ...p, id: swap(p.id) })),
            groups: Object.fromEntries(Object.entries(survey.groups).map(([k, v]) => [swap(k), v])),
          },
        },
      });
    };
    const given = closedSurveyContributions(rename(open), rename(closed));
    const pizza = given.find((c) => c.promptId === stored?.id);
    expect(pizza?.groups.slice(0, 2)).toEqual([
      { name: 'Cheese', count: 4 },
      { name: 'Pepperoni', count: 4 },
    ]);
    expect(pizza?.partyKey).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(given)).not.toContain('player-1');
    // Closed before: nothing again.
    expect(closedSurveyContributions(rename(closed), rename(closed))).toEqual([]);
  });
});
