import { describe, expect, it } from 'vitest';
import { loginUrl, safeNext } from './safe-next';

describe('the sign-in guard: the next value', () => {
  it('[AUTH-1] carries the path plus query, encoded', () => {
    expect(loginUrl('/profile')).toBe('/login?next=%2Fprofile');
    expect(loginUrl('/setup?x=1&y=2')).toBe('/login?next=%2Fsetup%3Fx%3D1%26y%3D2');
  });

  it('[AUTH-1] accepts in-app paths only, else falls back to /', () => {
    expect(safeNext('/online')).toBe('/online');
    expect(safeNext('/profile?tab=1')).toBe('/profile?tab=1');
    expect(safeNext(null)).toBe('/');
    expect(safeNext('https://evil.example')).toBe('/');
    expect(safeNext('//evil.example')).toBe('/');
    expect(safeNext('/\\evil.example')).toBe('/');
  });
});
