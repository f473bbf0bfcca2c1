import { describe, expect, it } from 'vitest';
import { gameTypes, topics } from '@trivia/content';
import { runContentCommand } from '../../src/cli/content-commands';
import { learnedAliasesOf, recordAliasVote } from '../../src/storage/alias-suggestions';
import { signInAsAccount } from '../support/accounts';
import { storageTargets } from '../support/storage-targets';
import { useTestApp } from '../support/use-test-app';

describe.each(storageTargets())('npm run content -- aliases ($kind)', (target) => {
  const testApp = useTestApp(target, { content: { gameTypes, topics } });
  const db = () => testApp().database.db;
  const run = (...args: string[]) =>
    runContentCommand(db(), ['aliases', ...args], { cwd: '/', now: 1 });
  /** A vote of a signed-in host (JUDGE-9: a guest's never counts). */
  const vote = async (name: string, alias: string) => {
    const { user } = await signInAsAccount(testApp(), name);
    await recordAliasVote(db(), {
      topicId: 'largest-oceans',
      rank: 0,
      alias,
      hostId: user.id,
      partyCode: 'ABC123',
      now: 1,
    });
  };

  it("[JUDGE-9] lists suggestions with their hosts, approves into the data files' format, rejects", async () => {
    expect((await run()).out).toEqual(['No alias suggestions.']);
    await vote('h1', 'Balboa Sea');
    await vote('h2', 'Balboa Sea');
    expect((await run('list')).out).toEqual([
      'largest-oceans  #1 Pacific  "Balboa Sea"  2 host(s)  pending',
    ]);
    await vote('h3', 'Balboa Sea');
    expect((await run('list')).out).toEqual([
      'largest-oceans  #1 Pacific  "Balboa Sea"  3 host(s)  to review',
    ]);
    expect(await learnedAliasesOf(db(), 'largest-oceans')).toEqual([]);
    const approved = await run('approve', 'largest-oceans', '1', 'Balboa', 'Sea');
    expect(approved.exitCode).toBe(0);
    const entry = JSON.parse(approved.out.slice(2).join('\n')) as {
      id: string;
      answers: Array<{ text: string; aliases?: string[] }>;
    };
    expect(entry.id).toBe('largest-oceans');
    expect(entry.answers[0]?.aliases).toContain('Balboa Sea');
    expect(await learnedAliasesOf(db(), 'largest-oceans')).toHaveLength(1);
    expect((await run('reject', 'largest-oceans', '1', 'balboa sea')).out).toEqual([
      'Rejected "balboa sea".',
    ]);
    expect(await learnedAliasesOf(db(), 'largest-oceans')).toEqual([]);
  });

  it('[JUDGE-9] refuses an alias that would match another answer, an unknown suggestion, and bad usage', async () => {
    await vote('h1', 'Atlantic');
    const collides = await run('approve', 'largest-oceans', '1', 'Atlantic');
    expect(collides).toMatchObject({
      exitCode: 1,
      err: ['"Atlantic" would match another answer of largest-oceans'],
    });
    expect((await run('approve', 'largest-oceans', '1', 'Nope')).exitCode).toBe(1);
    expect((await run('approve', 'no-such-topic', '1', 'x')).exitCode).toBe(1);
    expect((await run('frobnicate')).exitCode).toBe(1);
  });
});
