import { describe, expect, it } from 'vitest';
import { generateGuestName } from './guest-names';

describe('generateGuestName', () => {
  it('makes "Adjective Animal NN" names', () => {
    expect(generateGuestName(() => 0)).toBe('Clever Otter 10');
    for (let index = 0; index < 50; index += 1) {
      expect(generateGuestName()).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+ [1-9]\d$/);
    }
  });
});
