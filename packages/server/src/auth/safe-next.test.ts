import { describe, expect, it } from 'vitest';
import { safeNextPath } from './safe-next';

describe('safeNextPath', () => {
  it.each([
    ['/online', '/online'],
    ['/party/ABC123/lobby?x=1', '/party/ABC123/lobby?x=1'],
    [undefined, '/'],
    ['', '/'],
    ['online', '/'],
    ['https://evil.example/', '/'],
    ['//evil.example/', '/'],
    ['/\\evil.example', '/'],
    ['/ok\r\nSet-Cookie: x=1', '/'],
  ])('[AUTH-1] %j → %j', (input, expected) => {
    expect(safeNextPath(input)).toBe(expected);
  });
});
