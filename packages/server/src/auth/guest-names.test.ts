import { describe, expect, it } from 'vitest';
import { normalizeName } from '@trivia/game';
import { generateGuestName } from './guest-names';

describe('generateGuestName', () => {
  it('[AUTH-2] makes "Adjective Animal NN" names', () => {
    expect(generateGuestName(() => 0)).toBe('Clever Otter 10');
    for (let index = 0; index < 50; index += 1) {
      expect(generateGuestName()).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+ [1-9]\d$/);
    }
  });

  it('[AUTH-2][NAME-1] makes only names that pass the name rule unchanged', () => {
    for (let adjective = 0; adjective < 20; adjective += 1) {
      for (let animal = 0; animal < 20; animal += 1) {
        const picks = [adjective, animal, 89];
        const name = generateGuestName(() => picks.shift() ?? 0);
        expect(normalizeName(name)).toEqual({ ok: true, name });
      }
    }
  });
});
