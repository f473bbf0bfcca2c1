import type { Db } from '../../src/storage/schema';
import { contributeSurvey, newSharedSurveyKey } from '../../src/survey/shared-survey';

/** A library prompt with aliases (Dog: puppy, Cat: kitten). */
export const PET_PROMPT = 'prompt-popular-pet';

/** Four parties of 25 people each: 100 people, Dog and Cat from 4 parties, Goldfish from 3. */
export const FOUR_PARTIES: ReadonlyArray<ReadonlyArray<{ name: string; count: number }>> = [
  [
    { name: 'Dog', count: 12 },
    { name: 'Cat', count: 8 },
    { name: 'Goldfish', count: 3 },
    { name: 'Hamster', count: 2 },
  ],
  [
    { name: 'dogs', count: 10 },
    { name: 'Cats', count: 9 },
    { name: 'Goldfish', count: 4 },
    { name: 'Parrot', count: 2 },
  ],
  [
    { name: 'puppy', count: 11 },
    { name: 'kitten', count: 7 },
    { name: 'goldfish', count: 5 },
  ],
  [
    { name: 'Dog', count: 9 },
    { name: 'Cat', count: 9 },
    { name: 'Rabbit', count: 6 },
  ],
];

/** Each party of `parties` (of `people` each) adds its groups with a key of its own. */
export async function contributeParties(
  db: Db,
  parties: ReadonlyArray<ReadonlyArray<{ name: string; count: number }>> = FOUR_PARTIES,
  promptId: string = PET_PROMPT,
  people = 25,
): Promise<string[]> {
  const keys: string[] = [];
  for (const groups of parties) {
    const partyKey = newSharedSurveyKey();
    keys.push(partyKey);
    await contributeSurvey(db, { promptId, groups, partyKey, people });
  }
  return keys;
}
