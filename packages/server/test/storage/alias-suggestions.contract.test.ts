import { describe, expect, it } from 'vitest';
import {
  learnedAliasesOf,
  listAliasSuggestions,
  recordAliasVote,
  reviewAliasSuggestion,
  withdrawAliasVote,
} from '../../src/storage/alias-suggestions';
import { storageTargets } from '../support/storage-targets';
import { useTestDatabase } from '../support/use-test-database';

const NOW = 1_700_000_000_000;
const vote = (hostId: string, alias = 'Balboa Sea', rank = 0) => ({
  topicId: 'largest-oceans',
  rank,
  alias,
  hostId,
  partyCode: 'ABC123',
  now: NOW,
});

describe.each(storageTargets())(
  'storage contract: alias suggestions, issue 20 ($kind)',
  (target) => {
    const db = useTestDatabase(target);

    it('counts distinct hosts per normalised guess and answer; three make it learned', async () => {
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
      expect(await learnedAliasesOf(db(), 'largest-oceans')).toEqual([
        { rank: 0, alias: expect.stringMatching(/^balboa/i) },
      ]);
    });

    it('a withdrawn vote no longer counts; an empty guess is never a vote', async () => {
      for (const host of ['h1', 'h2', 'h3']) await recordAliasVote(db(), vote(host));
      await withdrawAliasVote(db(), vote('h2'));
      await recordAliasVote(db(), vote('h4', ' ?! '));
      expect(await listAliasSuggestions(db())).toEqual([expect.objectContaining({ hosts: 2 })]);
      expect(await learnedAliasesOf(db(), 'largest-oceans')).toEqual([]);
    });

    it('an administrator approves (learned with one host) or rejects (never learned)', async () => {
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
  },
);
