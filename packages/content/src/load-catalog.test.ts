import { describe, expect, it } from 'vitest';
import { makeCategoryFile, makeSource } from '../test/builders';
import { loadCatalog, validateCatalog } from './load-catalog';

describe('validateCatalog (every topic validates)', () => {
  it('finds no problem in the shipped data files', () => {
    expect(validateCatalog()).toEqual([]);
  });

  it('lists every problem with its file and path, across files', () => {
    const source = makeSource({
      geography: makeCategoryFile('geography', [{ id: 'oceans' }, { id: 'seas', title: '' }]),
      space: makeCategoryFile('history', [{ id: 'oceans' }]),
      sport: makeCategoryFile('sport', [{ id: 'cups' }], 'quiz-night'),
    });
    expect(validateCatalog(source)).toEqual([
      { where: 'geography.json topics[1].title', message: 'must not be empty' },
      { where: 'space.json category', message: 'must be "space", the file\'s name' },
      {
        where: 'sport.json gameTypeId',
        message: '"quiz-night" is not a game type in game-types.json',
      },
      { where: 'space.json topics[0].id', message: 'repeats the id of geography.json topics[0]' },
    ]);
  });

  it('reports a broken game types file', () => {
    const source = makeSource({}, [{ id: 'top5-blitz', name: 'Top-5 Blitz', maxAnswers: 5 }]);
    expect(validateCatalog(source)).toEqual([
      { where: 'game-types.json [0].description', message: 'is required' },
    ]);
  });
});

describe('loadCatalog', () => {
  it('gives every topic its category and game type, and lists the categories in use', () => {
    const source = makeSource({
      space: makeCategoryFile('space', [{ id: 'planets' }]),
      geography: makeCategoryFile('geography', [{ id: 'oceans' }, { id: 'lakes' }]),
    });
    const result = loadCatalog(source);
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expect(result.catalog.topics.map((t) => [t.id, t.category, t.gameTypeId])).toEqual([
      ['planets', 'space', 'top5-blitz'],
      ['oceans', 'geography', 'top5-blitz'],
      ['lakes', 'geography', 'top5-blitz'],
    ]);
    expect(result.catalog.categories.map((c) => c.slug)).toEqual(['geography', 'space']);
    expect(result.catalog.gameTypes.map((g) => g.id)).toEqual(['top5-blitz', 'family-feud']);
  });
});
