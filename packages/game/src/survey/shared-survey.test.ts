import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import {
  boundContribution,
  findSharedGroup,
  SHARED_SURVEY_GROUPS_PER_PARTY,
  SHARED_SURVEY_PEOPLE_PER_PARTY,
  sharedGroupName,
  sharedSurveyBoard,
  surveyedText,
  type SharedGroup,
} from './shared-survey';

const ALIASES = { Pizza: ['za'], 'Hot dog': ['frank'] };

function shared(name: string, people: number, parties: number, position: number): SharedGroup {
  return {
    key: name.toLowerCase(),
    position,
    people,
    parties,
    spellings: [{ text: name, people }],
  };
}

describe('the big survey (pure rules)', () => {
  it('[SURVEY-20] a party\'s group joins the pooled group it matches: "pizzas" joins Pizza, "za" its alias', () => {
    const pool = [
      { key: 'pizza', leader: 'Pizza' },
      { key: 'tacos', leader: 'Tacos' },
    ];
    expect(findSharedGroup('PIZZA!', pool)).toEqual(pool[0]);
    expect(findSharedGroup('pizzas', pool)).toEqual(pool[0]);
    expect(findSharedGroup('taco', pool)).toEqual(pool[1]);
    expect(findSharedGroup('za', pool, ALIASES)).toEqual(pool[0]);
    expect(findSharedGroup('frank', pool, ALIASES)).toEqual({ key: 'hot dog', leader: 'Hot dog' });
    expect(findSharedGroup('Sushi', pool, ALIASES)).toBeNull();
    expect(findSharedGroup('Sushi', [])).toBeNull();
  });

  it('[SURVEY-20] a pooled group is named by the spelling the most people gave', () => {
    const spellings = [
      { text: 'pizzas', people: 4 },
      { text: 'Pizza', people: 9 },
      { text: 'za', people: 9 },
    ];
    expect(sharedGroupName({ spellings })).toBe('Pizza');
    expect(sharedGroupName({ spellings: [] })).toBe('');
  });

  it('[SURVEY-21] groups given by fewer than 3 parties are left out of the board', () => {
    const groups = [
      shared('Pizza', 60, 2, 0),
      shared('Tacos', 30, 3, 1),
      shared('Sushi', 20, 5, 2),
      shared('Curry', 10, 3, 3),
    ];
    const result = sharedSurveyBoard(groups, 120);
    if (!result.ok) throw new Error(result.reason);
    expect(result.board.slots.map((slot) => slot.text)).toEqual(['Tacos', 'Sushi', 'Curry']);
    expect(sharedSurveyBoard(groups.slice(0, 3), 120)).toEqual({
      ok: false,
      reason: MESSAGES.notEnoughSurveyAnswers,
    });
  });

  it('[SURVEY-22] a shared board is introduced as "We surveyed N people"', () => {
    expect(surveyedText(100)).toBe('We surveyed 100 people');
  });

  it('[SURVEY-23] bounds a contribution: names, counts capped by the party, its 20 largest groups', () => {
    const bounded = boundContribution(
      [
        { name: '  Pizza ', count: 40 },
        { name: '', count: 3 },
        { name: '?!', count: 3 },
        { name: 'x'.repeat(81), count: 3 },
        { name: 'Tacos', count: 0 },
        { name: 'Sushi', count: 2.7 },
        { name: 'Curry', count: Number.NaN },
      ],
      12,
    );
    expect(bounded).toEqual({
      people: 12,
      groups: [
        { name: 'Pizza', key: 'pizza', count: 12 },
        { name: 'Sushi', key: 'sushi', count: 2 },
      ],
    });
    expect(boundContribution([{ name: 'Pizza', count: 500 }]).people).toBe(
      SHARED_SURVEY_PEOPLE_PER_PARTY,
    );
    expect(boundContribution([{ name: 'Pizza', count: 7 }]).people).toBe(7);
  });

  it('[SURVEY-23] whatever a party hands over, a contribution stays within its bounds', () => {
    const group = fc.record({
      name: fc.string({ maxLength: 100 }),
      count: fc.oneof(fc.integer({ min: -10, max: 1000 }), fc.double()),
    });
    fc.assert(
      fc.property(
        fc.array(group, { maxLength: 200 }),
        fc.option(fc.integer({ min: -5, max: 500 }), { nil: undefined }),
        (groups, people) => {
          const bounded = boundContribution(groups, people);
          expect(bounded.groups.length).toBeLessThanOrEqual(SHARED_SURVEY_GROUPS_PER_PARTY);
          expect(bounded.people).toBeLessThanOrEqual(SHARED_SURVEY_PEOPLE_PER_PARTY);
          for (const kept of bounded.groups) {
            expect(kept.count).toBeGreaterThanOrEqual(1);
            expect(kept.count).toBeLessThanOrEqual(bounded.people);
            expect(kept.key).not.toBe('');
            expect(kept.name.length).toBeLessThanOrEqual(80);
          }
        },
      ),
    );
  });
});
