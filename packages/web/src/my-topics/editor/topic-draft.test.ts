import { describe, expect, it } from 'vitest';
import {
  blankDraft,
  draftToInput,
  moveAnswer,
  tryGuess,
  validateDraft,
  type TopicDraft,
} from './topic-draft';

function draft(overrides: Partial<TopicDraft> = {}): TopicDraft {
  const base = blankDraft('top5-blitz');
  const texts = ['Chess', 'Monopoly', 'Scrabble', 'Cluedo', 'Risk'];
  return {
    ...base,
    title: ' Board games ',
    category: 'sport',
    answers: base.answers.map((answer, rank) => ({
      ...answer,
      text: texts[rank] ?? '',
      aliases: rank === 3 ? 'Clue\n\n  Cluedo board ' : '',
    })),
    ...overrides,
  };
}

describe('the topic draft (My Topics editor)', () => {
  it('sends trimmed text and one alias per non-empty line', () => {
    const input = draftToInput(draft());
    expect(input.title).toBe('Board games');
    expect(input.answers[3]).toEqual({ text: 'Cluedo', aliases: ['Clue', 'Cluedo board'] });
    expect(input.answers[0]).toEqual({ text: 'Chess' });
    expect(validateDraft(draft())).toEqual({});
  });

  it('[TOPIC-1][TOPIC-2] puts every problem of the library schema at its field', () => {
    const bad = draft({ title: 'x'.repeat(81), category: '', sourceUrl: 'ftp://x.org' });
    bad.answers[1] = { ...bad.answers[1]!, text: 'chess' };
    bad.answers[4] = { ...bad.answers[4]!, aliases: 'Scrabble' };
    const errors = validateDraft(bad);
    expect(errors.title).toEqual(['must be at most 80 characters']);
    expect(errors.category?.[0]).toMatch(/^must be one of/);
    expect(errors.sourceUrl).toEqual(['must be an http:// or https:// address']);
    expect(errors['answers.1.text']?.[0]).toMatch(/is the same as answer 1/);
    expect(errors['answers.4.aliases']?.[0]).toMatch(/"Scrabble" is the same as answer 3/);
  });

  it('moves an answer to another rank, the others shifting', () => {
    const moved = moveAnswer(draft(), 4, 0);
    expect(moved.answers.map((a) => a.text)).toEqual([
      'Risk',
      'Chess',
      'Monopoly',
      'Scrabble',
      'Cluedo',
    ]);
    expect(moveAnswer(draft(), 0, -1)).toEqual(draft());
  });

  it('"Try a guess" runs the real matcher on the draft, aliases included', () => {
    expect(tryGuess(draft(), 'clue')).toBe(3);
    expect(tryGuess(draft(), 'monopoly')).toBe(1);
    expect(tryGuess(draft(), 'snakes and ladders')).toBeNull();
    expect(tryGuess(draft(), '  ')).toBeNull();
  });
});
