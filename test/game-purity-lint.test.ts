import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// `npm run lint` proves packages/game imports no I/O. These cases show the rule bites.
const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

async function problemsIn(code: string, file = 'packages/game/src/example.ts'): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((message) => message.message);
}

describe('packages/game is pure', () => {
  it.each([
    ['the clock', 'export const t = Date.now();'],
    ['a fresh Date', 'export const d = new Date();'],
    ['randomness', 'export const r = Math.random();'],
    ['a timer', 'setTimeout(() => undefined, 1);'],
    ['storage', "localStorage.setItem('a', 'b');"],
    ['the DOM', 'export const el = document.body;'],
    ['the network', "export const p = fetch('/api');"],
    ['a Node API', "import { readFileSync } from 'node:fs';\nexport const f = readFileSync;"],
    ['the process', 'export const env = process.env;'],
    ['another package', "import { z } from 'zod';\nexport const s = z.string();"],
  ])('refuses %s', async (_what, code) => {
    const problems = await problemsIn(code);
    expect(problems.some((message) => message.includes('packages/game'))).toBe(true);
  });

  it('accepts a pure function', async () => {
    expect(await problemsIn('export const double = (n: number): number => n * 2;\n')).toEqual([]);
  });

  it('leaves other packages free to do I/O', async () => {
    const problems = await problemsIn(
      'export const t = Date.now();\n',
      'packages/server/src/example.ts',
    );
    expect(problems).toEqual([]);
  });
});
