import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// `npm run lint` proves the web's folder boundaries (eslint.config.js, "Web folder
// boundaries"). These cases show the rule bites at every depth and leaves the rest alone.
const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

async function problemsIn(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, {
    filePath: path.join(root, 'packages/web/src', file),
  });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

const uses = (from: string) => `import { a } from '${from}';\nexport const b = a;\n`;

describe('web folder boundaries', () => {
  it.each([
    ['a shared folder imports a feature', 'board/example.ts', '../offline/routes'],
    ['a shared folder imports the app', 'shell/example.ts', '../app/lazy-pages'],
    ['a deep shared file imports a feature', 'teams/x/example.ts', '../../online/routes'],
    ['a feature imports another feature', 'offline/play/example.ts', '../../online/routes'],
    ['a deep feature file imports another', 'online/party/lobby/example.ts', '../../../pages'],
    ['a feature imports the app', 'my-topics/example.ts', '../app/lazy-pages'],
    ['a feature imports the offline feature', 'my-topics/list/example.ts', '../../offline/x'],
  ])('refuses: %s', async (_what, file, from) => {
    const problems = await problemsIn(file, uses(from));
    expect(problems).toHaveLength(1);
  });

  it.each([
    ['a feature imports its own subfolder', 'offline/example.ts', './pages/play-page'],
    ['a feature file imports a sibling folder', 'offline/play/example.ts', '../pages/play-page'],
    ['a feature imports a shared folder', 'online/play/example.ts', '../../teams/team-palette'],
    ['a shared folder imports another', 'results/example.ts', '../board/count-up'],
    ['offline-pack is not offline', 'my-topics/api/example.ts', '../../offline-pack/pack-sync'],
    ['the app wires the features', 'app/example.ts', '../offline/routes'],
  ])('accepts: %s', async (_what, file, from) => {
    expect(await problemsIn(file, uses(from))).toEqual([]);
  });
});
