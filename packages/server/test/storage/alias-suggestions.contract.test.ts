import { beforeEach, describe, expect, it } from 'vitest';
import {
  learnedAliasesOf,
  listAliasSuggestions,
  recordAliasVote,
  reviewAliasSuggestion,
  withdrawAliasVote,
} from '../../src/storage/alias-suggestions';
import { createGuestUser, createOidcUser } from '../../src/storage/users';
import type { Db } from '../../src/storage/schema';
import { storageTargets } from '../support/storage-targets';
import { useTestDatabase } from '../support/use-test-database';

const NOW = 1_700_000_000_000;
const voteOf = (hostId: string, alias = 'Balboa Sea', rank = 0) => ({
  topicId: 'largest-oceans',
  rank,
  alias,
  hostId,
  partyCode: 'ABC123',
  now: NOW,
});

/** Signed-in hosts h1 to h4 (JUDGE-9: only their votes count), by the ids the tests use. */
async function accounts(db: Db): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  for (const name of ['h1', 'h2', 'h3', 'h4']) {
    const identity = { issuer: 'https://issuer.test', subject: name };
    const user = await createOidcUser(db, {
      identity,
      displayName: name,
      email: '',
      photoUrl: '',
      emailVerified: false,
      now: NOW,
    });
    ids[name] = user.id;
  }
  return ids;
}

describe.each(storageTargets())('storage contract: alias suggestions ($kind)', (target) => {
  const db = useTestDatabase(target);
  let hosts: Record<string, string> = {};
  const vote = (host: string, alias = 'Balboa Sea', rank = 0) =>
    voteOf(hosts[host] ?? host, alias, rank);
  beforeEach(async () => {
    hosts = await accounts(db());
  });

  it('[JUDGE-9] counts distinct hosts per normalised guess and answer; three are not enough to learn it', async () => {
    await recordAliasVote(db(), vote('h1', 'Balboa Sea'));
    await recordAliasVote(db(), vote('h1', 'balboa  sea!'));
    await recordAliasVote(db(), vote('h2', 'BALBOA SEA'));
    await recordAliasVote(db(), vote('h3', 'balboa sea', 1));
    expect(await listAliasSuggestions(db())).toEqual([
      expect.objectContaining({ rank: 0, aliasKey: 'balboa sea', hosts: 2, status: null }),
      expect.objectContaining({ rank: 1, aliasKey: 'balboa sea', hosts: 1, status: null }),
    ]);
    expect(await learnedAliasesOf(db(), 'largest-oceans')).toEqual([]);
    await recordAliasVote(db(), vote('h3'));
    await recordAliasVote(db(), vote('h4'));
    expect(await listAliasSuggestions(db())).toEqual([
      expect.objectContaining({ rank: 0, aliasKey: 'balboa sea', hosts: 4, status: null }),
      expect.objectContaining({ rank: 1, aliasKey: 'balboa sea', hosts: 1, status: null }),
    ]);
    expect(await learnedAliasesOf(db(), 'largest-oceans')).toEqual([]);
  });

  it("[JUDGE-9] counts no guest's vote (one from before that rule is left out)", async () => {
    const guest = await createGuestUser(db(), { displayName: 'Guest', now: NOW });
    await recordAliasVote(db(), voteOf(guest.id));
    await recordAliasVote(db(), vote('h1'));
    expect(await listAliasSuggestions(db())).toEqual([expect.objectContaining({ hosts: 1 })]);
  });

  it('[JUDGE-9] a withdrawn vote no longer counts; an empty guess is never a vote', async () => {
    for (const host of ['h1', 'h2', 'h3']) await recordAliasVote(db(), vote(host));
    await withdrawAliasVote(db(), vote('h2'));
    await recordAliasVote(db(), vote('h4', ' ?! '));
    expect(await listAliasSuggestions(db())).toEqual([expect.objectContaining({ hosts: 2 })]);
    expect(await learnedAliasesOf(db(), 'largest-oceans')).toEqual([]);
  });

  it('[JUDGE-9] an administrator approves (learned with one host) or rejects (never learned)', async () => {
    await recordAliasVote(db(), vote('h1'));
    const review = { topicId: 'largest-oceans', rank: 0, aliasKey: 'balboa sea', now: NOW };
    expect(await reviewAliasSuggestion(db(), { ...review, status: 'approved' })).toBe(true);
    expect(await learnedAliasesOf(db(), 'largest-oceans')).toHaveLength(1);
    for (const host of ['h2', 'h3']) await recordAliasVote(db(), vote(host));
    expect(await reviewAliasSuggestion(db(), { ...review, status: 'rejected' })).toBe(true);
    expect(await learnedAliasesOf(db(), 'largest-oceans')).toEqual([]);
    expect(
      await reviewAliasSuggestion(db(), { ...review, aliasKey: 'nope', status: 'approved' }),
    ).toBe(false);
  });
});
