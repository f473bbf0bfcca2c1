import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  keyHash,
  KnownParties,
  MAX_KEYS_PER_PARTY,
} from '../../src/parties/store/write-behind/known-parties';
import { SERVER_ACTOR } from '../../src/storage/command-ledger';

const key = (actorId: string, commandId: string) => ({ actorId, commandId });

/** What the engine knows of its SQLite rows without reading them. */
describe('KnownParties', () => {
  it('knows a head until it is forgotten, one party or all', () => {
    const known = new KnownParties();
    known.setHead('AAAAAA', { version: 3, createdAt: 10 });
    known.setHead('BBBBBB', { version: 1, createdAt: 20 });
    expect(known.head('AAAAAA')).toEqual({ version: 3, createdAt: 10 });
    known.forgetHead('AAAAAA');
    expect(known.head('AAAAAA')).toBeUndefined();
    expect(known.head('BBBBBB')).toEqual({ version: 1, createdAt: 20 });
    known.forgetHeads();
    expect(known.head('BBBBBB')).toBeUndefined();
  });

  it('keeps a copy of the head, not the state it was read from', () => {
    const known = new KnownParties();
    const party = { version: 2, createdAt: 5, code: 'AAAAAA', members: ['many'] };
    known.setHead('AAAAAA', party);
    expect(known.head('AAAAAA')).toEqual({ version: 2, createdAt: 5 });
  });

  it('knows the ledger of a party made here: its creation and every key applied since', () => {
    const known = new KnownParties();
    known.born('AAAAAA', 10, key('host', 'create-1'));
    expect(known.isNew('AAAAAA', 10, key('host', 'create-1'))).toBe(false);
    expect(known.isNew('AAAAAA', 10, key('host', 'guess-1'))).toBe(true);
    known.applied('AAAAAA', 10, key('host', 'guess-1'));
    expect(known.isNew('AAAAAA', 10, key('host', 'guess-1'))).toBe(false);
    // The same command id from another member is another command.
    expect(known.isNew('AAAAAA', 10, key('guest', 'guess-1'))).toBe(true);
  });

  it('says nothing is new of a party it did not see made, or made again under its code', () => {
    const known = new KnownParties();
    expect(known.isNew('AAAAAA', 10, key('host', 'x'))).toBe(false);
    known.born('AAAAAA', 10, key('host', 'create-1'));
    expect(known.isNew('AAAAAA', 11, key('host', 'x'))).toBe(false);
    known.applied('AAAAAA', 11, key('host', 'x'));
    expect(known.isNew('AAAAAA', 10, key('host', 'x'))).toBe(true);
  });

  it('never takes the turn timer’s own keys for new (it writes them in its own transaction)', () => {
    const known = new KnownParties();
    known.born('AAAAAA', 10, key('host', 'create-1'));
    expect(known.isNew('AAAAAA', 10, key(SERVER_ACTOR, 'turn-timeout:AAAAAA:3'))).toBe(false);
  });

  it('forgets a closed party’s head and ledger; forgetting heads keeps the ledgers', () => {
    const known = new KnownParties();
    known.born('AAAAAA', 10, key('host', 'create-1'));
    known.setHead('AAAAAA', { version: 2, createdAt: 10 });
    known.forgetHeads();
    expect(known.isNew('AAAAAA', 10, key('host', 'next'))).toBe(true);
    known.setHead('AAAAAA', null);
    expect(known.head('AAAAAA')).toBeUndefined();
    expect(known.isNew('AAAAAA', 10, key('host', 'next'))).toBe(false);
  });

  it(`stops knowing a ledger past ${MAX_KEYS_PER_PARTY} keys (each command is read again)`, () => {
    const known = new KnownParties();
    known.born('AAAAAA', 10, key('host', 'create'));
    for (let index = 0; index < MAX_KEYS_PER_PARTY; index += 1) {
      known.applied('AAAAAA', 10, key('host', `command-${index}`));
    }
    expect(known.isNew('AAAAAA', 10, key('host', 'one-more'))).toBe(false);
  });

  it('property: a key that was applied is never taken for new, whatever else was applied', () => {
    const commandKey = fc.record({
      actorId: fc.string({ minLength: 1, maxLength: 12 }),
      commandId: fc.string({ minLength: 1, maxLength: 12 }),
    });
    fc.assert(
      fc.property(commandKey, fc.array(commandKey, { maxLength: 60 }), (creation, keys) => {
        const known = new KnownParties();
        known.born('AAAAAA', 10, creation);
        for (const applied of keys) known.applied('AAAAAA', 10, applied);
        for (const applied of [creation, ...keys]) {
          expect(known.isNew('AAAAAA', 10, applied)).toBe(false);
        }
      }),
    );
  });

  it('hashes the actor and the command id apart ("ab" + "c" is not "a" + "bc")', () => {
    expect(keyHash(key('ab', 'c'))).not.toBe(keyHash(key('a', 'bc')));
    expect(keyHash(key('host', 'id'))).toBe(keyHash(key('host', 'id')));
  });
});
