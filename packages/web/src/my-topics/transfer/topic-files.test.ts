import { describe, expect, it } from 'vitest';
import type { MyTopicDto } from '@trivia/protocol';
import { checkFile, detectFormat, exportTopics, toImportRequest } from './topic-files';

const topic: MyTopicDto = {
  id: 'u_1',
  slug: 'board-games',
  gameTypeId: 'top5-blitz',
  category: 'sport',
  title: 'Board games, best-selling',
  answers: [
    { text: 'Chess' },
    { text: 'Monopoly' },
    { text: 'Scrabble' },
    { text: 'Cluedo', aliases: ['Clue'] },
    { text: 'Risk' },
  ],
  sourceUrl: '',
  retrievedAt: '',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('import and export in the browser (My Topics), with the command line parsers', () => {
  it('exports JSON and CSV that read back to the same topics, ids being slugs', () => {
    for (const format of ['json', 'csv'] as const) {
      const text = exportTopics([topic], format);
      expect(detectFormat(text)).toBe(format);
      const check = checkFile(text, format, ['top5-blitz']);
      expect(check.ok && toImportRequest(check.topics).topics[0]).toEqual({
        id: 'board-games',
        gameTypeId: 'top5-blitz',
        category: 'sport',
        title: 'Board games, best-selling',
        answers: topic.answers,
        sourceUrl: '',
        retrievedAt: '',
      });
    }
  });

  it('names the format by the file name first', () => {
    expect(detectFormat('[1]', 'topics.csv')).toBe('csv');
    expect(detectFormat('id,title', 'topics.JSON')).toBe('json');
  });

  it('reports every bad row with its number, and no topics', () => {
    const text = exportTopics([topic, { ...topic, slug: 'two', title: 'Two' }], 'csv')
      .replace('Chess', '')
      .replace(',Two,', ',,');
    const check = checkFile(text, 'csv', ['top5-blitz']);
    expect(check.ok).toBe(false);
    if (!check.ok) {
      expect(check.problems.map((p) => p.where)).toEqual(['row 2', 'row 3']);
    }
  });
});
