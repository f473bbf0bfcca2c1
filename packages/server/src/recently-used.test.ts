import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { trimOldest, use } from './recently-used';

describe('recently used maps (the per-party caches)', () => {
  it('use moves a key to the end; trimOldest drops the least recently used first', () => {
    const map = new Map([
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ]);
    use(map, 'a', 10);
    trimOldest(map, 2);
    expect([...map]).toEqual([
      ['c', 3],
      ['a', 10],
    ]);
  });

  it('keeps the last `max` keys used, in use order, for any sequence of uses', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 9 })), fc.nat(5), (keys, max) => {
        const map = new Map<number, number>();
        for (const key of keys) {
          use(map, key, key);
          trimOldest(map, max);
        }
        const order: number[] = [];
        for (const key of [...keys].reverse()) if (!order.includes(key)) order.unshift(key);
        expect([...map.keys()]).toEqual(order.slice(Math.max(0, order.length - max)));
      }),
    );
  });
});
