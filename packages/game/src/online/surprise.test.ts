import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withTopicPlayed } from './rounds';
import { pickSurpriseTopic, TOPIC_DIFFICULTIES, type SurpriseCandidate } from './surprise';

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
});
