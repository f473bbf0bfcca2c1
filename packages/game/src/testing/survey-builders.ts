import fc from 'fast-check';
import type { SurveyAnswer, SurveyGroup } from '../survey/types';

/**
 * Survey answers from [member, text] pairs, said in the order listed: `said(['ann', 'Pizza'],
 * ['bob', 'pizzas'])`.
 */
export function said(...pairs: readonly (readonly [string, string])[]): SurveyAnswer[] {
  return pairs.map(([memberId, text], order) => ({ memberId, text, order }));
}

/** Each text said by a different member (m0, m1, …), in the order listed. */
export function saidByEach(...texts: readonly string[]): SurveyAnswer[] {
  return said(...texts.map((text, index) => [`m${index}`, text] as const));
}

/** The texts of each group, for comparing a grouping at a glance. */
export function groupTexts(groups: readonly SurveyGroup[]): string[][] {
  return groups.map((group) => group.answers.map((answer) => answer.text));
}

/** Things people say, with near spellings the matcher joins and near things it keeps apart. */
const THINGS = [
  'pizza',
  'taco',
  'burger',
  'hamburger',
  'cheeseburger',
  'hot dog',
  'sandwich',
  'chicken wings',
  'chicken',
  'chicken soup',
  'french fries',
  'crème brûlée',
  'corn on the cob',
  'mac and cheese',
  'sushi',
  'apple',
  'nachos',
];

/** Ways of writing a thing: as is, shouted, plural, with "the", a letter doubled, capitalised. */
const WRITINGS: readonly ((text: string) => string)[] = [
  (text) => text,
  (text) => text.toUpperCase(),
  (text) => `${text}s`,
  (text) => `the ${text}`,
  (text) => text.replace(/([a-z])/, '$1$1'),
  (text) => text.charAt(0).toUpperCase() + text.slice(1),
  (text) => text.replace(/ /g, ''),
];

/** A survey answer's text: mostly things and their writings, sometimes anything at all. */
export const surveyText = fc
  .oneof(
    { weight: 8, arbitrary: fc.tuple(fc.constantFrom(...THINGS), fc.constantFrom(...WRITINGS)) },
    {
      weight: 1,
      arbitrary: fc.tuple(
        fc.string({ maxLength: 12 }),
        fc.constant((text: string) => text),
      ),
    },
  )
  .map(([text, write]) => write(text));

/**
 * A survey: up to `members` members answering up to three times each, every answer with its
 * own order (shuffled, as the submission order is not the listing order).
 */
export function surveyArbitrary(members = 8): fc.Arbitrary<SurveyAnswer[]> {
  return fc
    .array(fc.tuple(fc.integer({ min: 0, max: members - 1 }), surveyText, fc.nat()), {
      maxLength: members * 3,
    })
    .map((rows) =>
      rows.map(([member, text, key], index) => ({
        memberId: `m${member}`,
        text,
        order: index,
        key,
      })),
    )
    .map((rows) =>
      [...rows]
        .sort((a, b) => a.key - b.key)
        .map(({ memberId, text, order }) => ({ memberId, text, order })),
    );
}

/** The same answers listed in another order (a permutation drawn by fast-check). */
export function shuffledArbitrary<T>(items: readonly T[]): fc.Arbitrary<T[]> {
  return fc.array(fc.nat(), { minLength: items.length, maxLength: items.length }).map((keys) =>
    items
      .map((item, index) => ({ item, key: keys[index] ?? 0 }))
      .sort((a, b) => a.key - b.key)
      .map(({ item }) => item),
  );
}
