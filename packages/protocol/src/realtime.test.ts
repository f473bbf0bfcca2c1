import { partyView } from '@trivia/game';
import { describe, expect, it } from 'vitest';
import { makePlayingParty, playTurn } from '../../game/src/testing/party-builders';
import {
  ClientCommand,
  LIMITS,
  parseClientCommand,
  ServerMessage,
  type ClientCommandType,
} from './realtime';

const code = 'ABC123';
const commandId = '0b6f7d3c-6a4e-4a34-9d0e-3f1c2a9b8e71';

/** One valid example of every client command (docs/PROTOCOL.md shows the same). */
const examples: Record<ClientCommandType, object> = {
  createParty: {},
  joinParty: { code },
  subscribe: { code },
  unsubscribe: { code },
  leave: { code },
  kick: { code, targetUserId: 'u2' },
  promote: { code, targetUserId: 'u2' },
  startGame: { code },
  chooseGameType: { code, gameTypeId: 'top5-blitz' },
  chooseTopic: { code, topicId: 'largest-oceans' },
  goBack: { code, to: 'setup' },
  saveTeams: { code, teamNames: ['Red', 'Blue'], maxAttempts: 3, turnSeconds: 30 },
  assignTeam: { code, targetUserId: 'u2', teamId: null },
  redistributeTeams: { code },
  beginGame: { code },
  guess: { code, text: 'pacific', turn: 1 },
  playAgain: { code },
};

describe('realtime client commands (docs/PROTOCOL.md)', () => {
  it.each(Object.entries(examples))('accepts a valid %s envelope', (type, payload) => {
    expect(ClientCommand.safeParse({ commandId, type, payload }).success).toBe(true);
  });

  it('SPEC §5 Party code: refuses a code that is not 6 characters of A-Z and 0-9', () => {
    for (const bad of ['abc123', 'ABC12', 'ABC1234', 'ABC-12']) {
      expect(
        ClientCommand.safeParse({ commandId, type: 'joinParty', payload: { code: bad } }).success,
      ).toBe(false);
    }
  });

  it('caps sizes: guess text, team names, team count, ids', () => {
    const guess = (text: string) => ({ commandId, type: 'guess', payload: { code, text } });
    expect(ClientCommand.safeParse(guess('x'.repeat(LIMITS.guessLength))).success).toBe(true);
    expect(ClientCommand.safeParse(guess('x'.repeat(LIMITS.guessLength + 1))).success).toBe(false);
    const teams = (teamNames: string[]) => ({
      commandId,
      type: 'saveTeams',
      payload: { code, teamNames, maxAttempts: 3, turnSeconds: 30 },
    });
    expect(ClientCommand.safeParse(teams(['x'.repeat(41), 'b'])).success).toBe(false);
    expect(ClientCommand.safeParse(teams(['a', 'b', 'c', 'd', 'e'])).success).toBe(false);
    expect(
      ClientCommand.safeParse({ commandId: 'x'.repeat(65), type: 'leave', payload: { code } })
        .success,
    ).toBe(false);
  });

  it('refuses unknown types and extra fields (a client cannot send setPresence or turnTimeout)', () => {
    for (const type of ['setPresence', 'turnTimeout', 'nope']) {
      expect(ClientCommand.safeParse({ commandId, type, payload: { code } }).success).toBe(false);
    }
    const extra = { commandId, type: 'leave', payload: { code, userId: 'someone-else' } };
    expect(ClientCommand.safeParse(extra).success).toBe(false);
  });

  it('parse never throws, and keeps the commandId of a bad envelope for the reply', () => {
    for (const input of [null, undefined, 42, 'x', [], { type: 'guess' }, { commandId: {} }]) {
      const parsed = parseClientCommand(input);
      expect(parsed).toMatchObject({ ok: false, commandId: null });
    }
    const bad = parseClientCommand({ commandId, type: 'guess', payload: { code, text: 7 } });
    expect(bad).toMatchObject({ ok: false, commandId });
    if (!bad.ok) expect(bad.error).toMatch(/^Invalid message: payload\.text/);
  });
});

describe('realtime server messages', () => {
  it("DESIGN.md: the game's partyView is a valid view message, and is what the schema describes", () => {
    const state = playTurn(makePlayingParty(), 'jupiter');
    const view = partyView(state, 'host');
    const message = { type: 'view', code: 'ABC123', version: view.version, serverTime: 1, view };
    expect(ServerMessage.parse(message)).toEqual(message);
  });

  it('parses each other message', () => {
    const messages = [
      { type: 'hello', protocolVersion: 1, userId: 'u1', serverTime: 1 },
      {
        type: 'ack',
        commandId,
        ok: true,
        result: { version: 3, guess: { correct: true, rank: 0, points: 5, timedOut: false } },
      },
      { type: 'ack', commandId, ok: false, error: "Not your team's turn" },
      { type: 'protocolError', error: 'Invalid message: type: Invalid input' },
      { type: 'kicked', code, message: 'You were removed from the party' },
      { type: 'partyClosed', code },
    ];
    for (const message of messages) expect(ServerMessage.parse(message)).toEqual(message);
  });
});
