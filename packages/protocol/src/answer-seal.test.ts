import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TopicAnswer } from '@trivia/game';
import { sealAnswers, unsealAnswers } from './answer-seal';

const OCEANS: TopicAnswer[] = [
  { text: 'Pacific' },
  { text: 'Atlantic' },
  { text: 'Indian' },
  { text: 'Southern', aliases: ['Antarctic'] },
  { text: 'Arctic' },
];

const answerList = fc.array(
  fc.record(
    { text: fc.string({ unit: 'grapheme' }), aliases: fc.array(fc.string({ unit: 'grapheme' })) },
    { requiredKeys: ['text'] },
  ),
  { maxLength: 6 },
);

describe('offline bundle answer seal (no answer in plain text)', () => {
  it('[VIEW-7] unseals what it sealed, for any answers, key and topic id', () => {
    fc.assert(
      fc.property(answerList, fc.string(), fc.string(), (answers, key, topicId) => {
        expect(unsealAnswers(sealAnswers(answers, key, topicId), key, topicId)).toEqual(answers);
      }),
    );
  });

  it('[VIEW-7] shows no answer, in any letter case, in the sealed text', () => {
    const sealed = sealAnswers(OCEANS, 'k3y-of-this-bundle', 'largest-oceans');
    for (const answer of ['pacific', 'atlantic', 'southern', 'antarctic', 'arctic']) {
      expect(sealed.toLowerCase()).not.toContain(answer);
    }
    expect(sealed).not.toContain('text');
  });

  it('[VIEW-7] seals the same answers differently for another topic or another key', () => {
    const sealed = sealAnswers(OCEANS, 'key-a', 'largest-oceans');
    expect(sealAnswers(OCEANS, 'key-a', 'other-topic')).not.toBe(sealed);
    expect(sealAnswers(OCEANS, 'key-b', 'largest-oceans')).not.toBe(sealed);
  });

  it('[VIEW-7] gives null, not an exception, for a wrong key, a wrong topic or broken text', () => {
    const sealed = sealAnswers(OCEANS, 'key-a', 'largest-oceans');
    expect(unsealAnswers(sealed, 'key-b', 'largest-oceans')).toBeNull();
    expect(unsealAnswers(sealed, 'key-a', 'tallest-mountains')).toBeNull();
    expect(unsealAnswers('not base64 at all!', 'key-a', 'largest-oceans')).toBeNull();
    expect(unsealAnswers(sealed.slice(0, sealed.length / 2), 'key-a', 'largest-oceans')).toBeNull();
  });
});
