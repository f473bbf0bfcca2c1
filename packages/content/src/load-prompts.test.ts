import { describe, expect, it } from 'vitest';
import { loadSurveyPrompts } from './load-prompts';

const prompt = (id: string, text: string) => ({ id, text, familyFriendly: true });

describe('loading Survey Says prompt files', () => {
  it('gives every prompt its file’s category, in file order', () => {
    const result = loadSurveyPrompts({
      home: { category: 'home', prompts: [prompt('prompt-a', 'Name a room in a house')] },
      animals: { category: 'animals', prompts: [prompt('prompt-b', 'Name a popular pet')] },
    });
    expect(result).toEqual({
      ok: true,
      prompts: [
        { ...prompt('prompt-a', 'Name a room in a house'), category: 'home' },
        { ...prompt('prompt-b', 'Name a popular pet'), category: 'animals' },
      ],
    });
  });

  it('reports schema problems with their file and path', () => {
    const result = loadSurveyPrompts({
      home: { category: 'home', prompts: [prompt('prompt-a', 'Name a room?')] },
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toEqual([
      {
        where: 'home.json prompts[0].text',
        message:
          'must end with a word, without "?" or "." ("Name something you bring to the beach")',
      },
    ]);
  });

  it('refuses a file whose category is not its name', () => {
    const result = loadSurveyPrompts({
      home: { category: 'animals', prompts: [prompt('prompt-a', 'Name a popular pet')] },
    });
    expect(result).toEqual({
      ok: false,
      problems: [{ where: 'home.json category', message: 'must be "home", the file\'s name' }],
    });
  });

  it('refuses an id or a text repeated anywhere, the text read without case or punctuation', () => {
    const result = loadSurveyPrompts({
      home: {
        category: 'home',
        prompts: [prompt('prompt-a', 'Name a room in a house'), prompt('prompt-b', 'Name a pet')],
      },
      animals: {
        category: 'animals',
        prompts: [
          prompt('prompt-a', 'Name a popular pet'),
          prompt('prompt-c', 'Name a room, in a house'),
        ],
      },
    });
    expect(result).toEqual({
      ok: false,
      problems: [
        { where: 'animals.json prompts[0].id', message: 'repeats the id of home.json prompts[0]' },
        {
          where: 'animals.json prompts[1].text',
          message: 'repeats the text of home.json prompts[0]',
        },
      ],
    });
  });
});
