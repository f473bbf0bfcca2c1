import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withTopicPlayed } from './rounds';
import {
  isTooCloseToPlayed,
  pickSurpriseTopic,
  TOPIC_DIFFICULTIES,
  twinsOfPlayed,
  type SurpriseCandidate,
  type TopicTwins,
} from './surprise';

const candidates = fc.uniqueArray(
  fc.record({
    id: fc.stringMatching(/^[a-z]{1,6}$/),
    difficulty: fc.option(fc.constantFrom(...TOPIC_DIFFICULTIES), { nil: undefined }),
  }),
  { selector: (c) => c.id, minLength: 1, maxLength: 12 },
);
const randoms = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });

describe('"Surprise me"', () => {
  it('[ROUND-5] picks an unplayed topic by the random number given', () => {
    const all: SurpriseCandidate[] = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    expect(pickSurpriseTopic(all, ['b'], null, 0)).toBe('a');
    expect(pickSurpriseTopic(all, ['b'], null, 0.99)).toBe('c');
  });

  it('[ROUND-5] keeps to the difficulty asked; none of it is null', () => {
    const all: SurpriseCandidate[] = [
      { id: 'a', difficulty: 'easy' },
      { id: 'b', difficulty: 'hard' },
      { id: 'c' },
    ];
    expect(pickSurpriseTopic(all, [], 'hard', 0.5)).toBe('b');
    expect(pickSurpriseTopic(all, [], 'medium', 0.5)).toBeNull();
  });

  it('[ROUND-5] once all were played, the least recently played comes back', () => {
    const all: SurpriseCandidate[] = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    expect(pickSurpriseTopic(all, ['b', 'c', 'a'], null, 0.7)).toBe('b');
  });

  it('[ROUND-5] never repeats a topic in a match while an unplayed one is left', () => {
    fc.assert(
      fc.property(
        candidates,
        fc.option(fc.constantFrom(...TOPIC_DIFFICULTIES), { nil: null }),
        fc.array(randoms, { minLength: 1, maxLength: 20 }),
        (all, difficulty, draws) => {
          const eligible = all.filter((c) => difficulty === null || c.difficulty === difficulty);
          let played: string[] = [];
          const picks: string[] = [];
          for (const random of draws) {
            const pick = pickSurpriseTopic(all, played, difficulty, random);
            if (eligible.length === 0) {
              expect(pick).toBeNull();
              return;
            }
            expect(eligible.some((c) => c.id === pick)).toBe(true);
            picks.push(pick ?? '');
            played = withTopicPlayed(played, pick ?? '');
          }
          // The first |eligible| picks are all different; later ones cycle least-recent first.
          const firstRound = picks.slice(0, eligible.length);
          expect(new Set(firstRound).size).toBe(firstRound.length);
          for (let i = eligible.length; i < picks.length; i += 1) {
            expect(picks[i]).toBe(picks[i - eligible.length]);
          }
        },
      ),
    );
  });

  it('[ROUND-8] leaves out the twins of played topics while another topic is left', () => {
    const all: SurpriseCandidate[] = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    const twins: TopicTwins = { a: ['b'], b: ['a'] };
    const excluded = twinsOfPlayed(['a'], twins);
    expect([...excluded]).toEqual(['b']);
    expect(pickSurpriseTopic(all, ['a'], null, 0, excluded)).toBe('c');
    expect(pickSurpriseTopic(all, ['a', 'c'], null, 0, excluded)).toBe('a');
    expect(pickSurpriseTopic([{ id: 'b' }], ['a'], null, 0, excluded)).toBe('b');
    expect(isTooCloseToPlayed('b', ['a'], twins)).toBe(true);
    expect(isTooCloseToPlayed('a', ['a'], twins)).toBe(false);
    expect(isTooCloseToPlayed('c', ['a'], twins)).toBe(false);
  });

  it('[ROUND-8] never picks a topic sharing 4+ answers with a played one while a non-twin is left', () => {
    const topic = fc.record({
      id: fc.stringMatching(/^[a-z]{1,4}$/),
      answers: fc.uniqueArray(fc.integer({ min: 0, max: 7 }), { minLength: 5, maxLength: 5 }),
    });
    fc.assert(
      fc.property(
        fc.uniqueArray(topic, { selector: (t) => t.id, minLength: 1, maxLength: 10 }),
        fc.array(fc.nat(), { maxLength: 6 }),
        randoms,
        (topics, playedIndices, random) => {
          const shared = (x: readonly number[], y: readonly number[]) =>
            x.filter((n) => y.includes(n)).length;
          const twins: Record<string, string[]> = {};
          for (const t of topics) {
            twins[t.id] = topics
              .filter((u) => u.id !== t.id && shared(t.answers, u.answers) >= 4)
              .map((u) => u.id);
          }
          const played = playedIndices.map((i) => topics[i % topics.length]?.id ?? '');
          const isTwinOfPlayed = (id: string) =>
            played.some((p) => p !== id && (twins[p] ?? []).includes(id));
          const pick = pickSurpriseTopic(
            topics.map(({ id }) => ({ id })),
            played,
            null,
            random,
            twinsOfPlayed(played, twins),
          );
          expect(pick).not.toBeNull();
          if (topics.some((t) => !isTwinOfPlayed(t.id))) {
            expect(isTwinOfPlayed(pick ?? '')).toBe(false);
          }
        },
      ),
    );
  });
});
