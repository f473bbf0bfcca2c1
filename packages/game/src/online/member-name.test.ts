import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOST, later, makeParty, run } from '../testing/party-builders';
import { REFUSED_NAMES, refusalOf } from '../testing/name-attacks';
import { applyPartyCommand } from './apply-command';
import { activeMembers } from './access';
import type { PartyState } from './party-state';

function join(state: PartyState, userId: string, displayName: string) {
  return applyPartyCommand(state, { type: 'join', userId, displayName, now: later(state) });
}

function joined(state: PartyState, userId: string, displayName: string): PartyState {
  return run(state, { type: 'join', userId, displayName, now: later(state) });
}

function namesOf(state: PartyState): string[] {
  return activeMembers(state).map((m) => m.displayName);
}

/** A party whose host is named "Alex". */
function alexParty(): PartyState {
  const party = makeParty();
  return { ...party, members: party.members.map((m) => ({ ...m, displayName: 'Alex' })) };
}

describe('A joiner cannot pass for another member', () => {
  it.each([
    ['the host’s exact name', 'Alex'],
    ['a Cyrillic look-alike', '\u0410lex'],
    ['a capital I for the l', 'AIex'],
    ['another case', 'ALEX'],
  ])('[NAME-7] numbers a joiner with %s: "(2)"', (_attack, name) => {
    expect(namesOf(joined(alexParty(), 'eve', name))).toEqual(['Alex', `${name} (2)`]);
  });

  it('[NAME-3][NAME-7] refuses a zero-width look-alike of the host', () => {
    expect(join(alexParty(), 'eve', 'Al\u200Bex')).toEqual({
      ok: false,
      error: 'Display name cannot contain invisible, control or formatting characters',
    });
  });

  it.each(REFUSED_NAMES)(
    '[NAME-2][NAME-3][NAME-4] refuses a joiner named with $attack',
    (attack) => {
      expect(join(makeParty(), 'eve', attack.name)).toEqual({
        ok: false,
        error: refusalOf(attack),
      });
    },
  );

  it('[NAME-7] takes the next free number', () => {
    const state = joined(joined(alexParty(), 'b', 'Alex'), 'c', 'alex');
    expect(namesOf(state)).toEqual(['Alex', 'Alex (2)', 'alex (3)']);
  });

  it('[NAME-7] a member who rejoins keeps their plain name when nobody else has it', () => {
    const state = joined(joined(alexParty(), 'bo', 'Bo'), 'bo', 'Bo');
    expect(namesOf(state)).toEqual(['Alex', 'Bo']);
  });

  it('[NAME-7] a rename on rejoin to the host’s name is numbered too', () => {
    const state = joined(joined(alexParty(), 'bo', 'Bo'), 'bo', '\u0410lex');
    expect(namesOf(state)).toEqual(['Alex', '\u0410lex (2)']);
    expect(state.party.hostId).toBe(HOST);
  });

  it('[NAME-1] stores the normalised name', () => {
    expect(namesOf(joined(makeParty(), 'q', ' Ｑuiz  Fan '))).toEqual(['Host', 'Quiz Fan']);
  });
});

describe('A profile rename reaches the party (renameSelf)', () => {
  const rename = (state: PartyState, userId: string, name: string) =>
    applyPartyCommand(state, { type: 'renameSelf', userId, name, now: later(state) });
  const lobby = () =>
    run(makeParty(), { type: 'join', userId: 'sam', displayName: 'Sam', now: later(makeParty()) });

  it('[NAME-9] renames the member, under the name rule, live in the next version', () => {
    const result = rename(lobby(), 'sam', '  Samantha ');
    if (!result.ok) throw new Error(result.error);
    expect(result.state.members.find((m) => m.userId === 'sam')?.displayName).toBe('Samantha');
  });

  it("[NAME-9] numbers a name that looks like another member's, as at a join", () => {
    const withAna = run(lobby(), {
      type: 'join',
      userId: 'ana',
      displayName: 'Ana',
      now: later(lobby()),
    });
    const result = rename(withAna, 'sam', 'ana');
    if (!result.ok) throw new Error(result.error);
    expect(result.state.members.find((m) => m.userId === 'sam')?.displayName).toBe('ana (2)');
  });

  it('[NAME-9] changes nothing for the same name, a refused name, a stranger or a removed member', () => {
    expect(rename(lobby(), 'sam', 'Sam')).toEqual({ ok: false, error: 'The name is unchanged' });
    expect(rename(lobby(), 'sam', '   ').ok).toBe(false);
    expect(rename(lobby(), 'nobody', 'Zed')).toEqual({ ok: false, error: 'Member not found' });
    const kicked = run(lobby(), {
      type: 'kick',
      userId: HOST,
      targetUserId: 'sam',
      now: later(lobby()),
    });
    expect(rename(kicked, 'sam', 'Zed').ok).toBe(false);
  });

  it('[NAME-9][NAME-7] property: after any renames, no two active members share a name', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.constantFrom(HOST, 'sam', 'ana'),
            fc.constantFrom('Sam', 'Ana', 'Hana', 'sam', 'Zoë'),
          ),
          {
            maxLength: 12,
          },
        ),
        (renames) => {
          let state = run(lobby(), {
            type: 'join',
            userId: 'ana',
            displayName: 'Ana',
            now: later(lobby()),
          });
          for (const [userId, name] of renames) {
            const result = rename(state, userId, name);
            if (result.ok) state = result.state;
          }
          const names = activeMembers(state).map((m) => m.displayName.toLowerCase());
          expect(new Set(names).size).toBe(names.length);
        },
      ),
    );
  });
});
