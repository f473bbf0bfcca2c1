import fc from 'fast-check';
import type { Topic } from '@trivia/game';
import { describe, expect, it } from 'vitest';
import { topics } from './catalog';
import { CATEGORY_SLUGS } from './categories';
import { LIBRARY_SET_PINS } from './library-set-pins';
import { isOfflineTopic, isOnlineTopic, librarySetOf } from './library-sets';
import { comparisonKey } from './normalise';

/** How many answers of `a` some answer of `b` names (by text or alias, once normalised). */
function sharedAnswers(a: Topic, b: Topic): number {
  const namesOf = (topic: Topic) =>
    topic.answers.map(
      (answer) => new Set([answer.text, ...(answer.aliases ?? [])].map(comparisonKey)),
    );
  const others = namesOf(b);
  return namesOf(a).filter((names) => others.some((other) => [...names].some((n) => other.has(n))))
    .length;
}

describe('the library split into an offline set and an online set', () => {
  it('[TOPIC-7] puts every id in exactly one of the two sets', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 100 }), (id) => {
        expect(['online', 'offline']).toContain(librarySetOf(id));
        expect(isOnlineTopic(id)).toBe(librarySetOf(id) === 'online');
        expect(isOfflineTopic(id)).toBe(!isOnlineTopic(id));
      }),
    );
  });

  it('[TOPIC-7] keeps shipped topics where they are (a topic moved online would sit in old packs)', () => {
    const ids = ['largest-oceans', 'longest-rivers', 'largest-cats', 'largest-planets'];
    expect(ids.map(librarySetOf)).toEqual(['online', 'offline', 'online', 'offline']);
  });

  it('pins only shipped topics', () => {
    const shipped = new Set(topics.map((topic) => topic.id));
    expect(Object.keys(LIBRARY_SET_PINS).filter((id) => !shipped.has(id))).toEqual([]);
  });

  it('splits the shipped library about in half, every category fairly in both sets', () => {
    const online = topics.filter((topic) => isOnlineTopic(topic.id));
    expect(online.length / topics.length).toBeGreaterThan(0.4);
    expect(online.length / topics.length).toBeLessThan(0.6);
    for (const category of CATEGORY_SLUGS) {
      const all = topics.filter((topic) => topic.category === category);
      const share = all.filter((topic) => isOnlineTopic(topic.id)).length / all.length;
      expect({ category, fair: share >= 1 / 3 && share <= 2 / 3 }).toEqual({
        category,
        fair: true,
      });
    }
  });

  it('[TOPIC-7] gives no online topic an offline twin: at most two answers in common (pin a new twin)', () => {
    const online = topics.filter((topic) => isOnlineTopic(topic.id));
    const offline = topics.filter((topic) => isOfflineTopic(topic.id));
    const twins = online.flatMap((a) =>
      offline.filter((b) => sharedAnswers(a, b) >= 3).map((b) => `${a.id} ~ ${b.id}`),
    );
    expect(twins).toEqual([]);
  });
});
