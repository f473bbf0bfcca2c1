import { describe, expect, it } from 'vitest';
import { pairKey } from './library-checks';
import { nearDuplicatePrompts, promptSimilarity, promptWords } from './prompt-checks';

describe('prompt checks, pure parts', () => {
  it('reads the words of a prompt without its frame, case, accents or plural endings', () => {
    expect(promptWords('Name something you bring to the beach')).toEqual(['bring', 'beach']);
    expect(promptWords('A reason people leave PARTIES early')).toEqual(['leave', 'party', 'early']);
    expect(promptWords('Name something you’d pack for the beaches')).toEqual(['pack', 'beach']);
    expect(promptWords('Name a café snack')).toEqual(['cafe', 'snack']);
    expect(promptWords('Name a glass of water')).toEqual(['glass', 'water']);
  });

  it('scores prompts asking the same thing as similar, and prompts sharing a setting as not', () => {
    expect(
      promptSimilarity(
        'Name something you take to the beach',
        'Name something people take to beaches',
      ),
    ).toBe(1);
    expect(
      promptSimilarity(
        'Name something you bring to the beach',
        'Name something you do at the beach',
      ),
    ).toBe(0.5);
    expect(
      promptSimilarity('Name an animal you see at the zoo', 'Name something you see at the beach'),
    ).toBeCloseTo(1 / 4);
  });

  it('flags pairs at the threshold or above, but an allowed pair', () => {
    const prompts = [
      { id: 'prompt-a', text: 'Name something you take to the beach' },
      { id: 'prompt-b', text: 'Name a thing people take to a beach' },
      { id: 'prompt-c', text: 'Name an animal at the zoo' },
    ];
    expect(nearDuplicatePrompts(prompts)).toEqual([
      { ids: ['prompt-a', 'prompt-b'], texts: [prompts[0]?.text, prompts[1]?.text], similarity: 1 },
    ]);
    expect(nearDuplicatePrompts(prompts, new Set([pairKey('prompt-b', 'prompt-a')]))).toEqual([]);
  });
});
