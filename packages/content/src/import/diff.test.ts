import { describe, expect, it } from 'vitest';
import { makeAnswers, makeTopic } from '../../test/builders';
import { diffTopics } from './diff';

describe('diffTopics (--dry-run, idempotent re-import)', () => {
  const oceans = makeTopic({ id: 'oceans' });
  const lakes = makeTopic({ id: 'lakes', title: 'Largest lakes' });

  it('sorts incoming topics into added, changed and unchanged by id', () => {
    const retitled = { ...lakes, title: 'Largest lakes by area' };
    const planets = makeTopic({ id: 'planets', category: 'space' });
    expect(diffTopics([oceans, lakes], [oceans, retitled, planets])).toEqual({
      added: [planets],
      changed: [{ before: lakes, after: retitled, fields: ['title'] }],
      unchanged: [oceans],
    });
  });

  it('finds nothing to change when the same topics are imported again', () => {
    const diff = diffTopics([oceans, lakes], [lakes, oceans]);
    expect(diff.added).toEqual([]);
    expect(diff.changed).toEqual([]);
    expect(diff.unchanged).toEqual([lakes, oceans]);
  });

  it('leaves stored topics that the file does not mention out of every list', () => {
    expect(diffTopics([oceans, lakes], [])).toEqual({ added: [], changed: [], unchanged: [] });
  });

  it('sees changed answers, aliases, order, category and source, but not absent vs empty aliases', () => {
    const noAliases = makeAnswers({ 3: { text: 'Southern' } });
    const emptyAliases = makeAnswers({ 3: { text: 'Southern', aliases: [] } });
    const before = makeTopic({ id: 'oceans', answers: noAliases });
    expect(diffTopics([before], [{ ...before, answers: emptyAliases }]).unchanged).toHaveLength(1);

    const swapped = [...noAliases].reverse();
    const after = {
      ...before,
      answers: swapped,
      category: 'science-and-nature',
      sourceUrl: 'https://example.org/oceans',
    };
    expect(diffTopics([before], [after]).changed[0]?.fields).toEqual([
      'category',
      'answers',
      'sourceUrl',
    ]);
    const newAlias = makeAnswers({ 3: { text: 'Southern', aliases: ['Austral'] } });
    expect(diffTopics([before], [{ ...before, answers: newAlias }]).changed[0]?.fields).toEqual([
      'answers',
    ]);
  });

  it('refuses incoming topics with a repeated id (parseTopicsFile never gives them)', () => {
    expect(() => diffTopics([], [oceans, oceans])).toThrow('repeats');
  });
});
