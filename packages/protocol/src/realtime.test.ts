import { partyView, sharedPartyView, turnTakenReply, viewDelta, viewerInfo } from '@trivia/game';
import { describe, expect, it } from 'vitest';
import { makePlayingParty, playTurn } from '../../game/src/testing/party-builders';
import {
  ClientCommand,
  LIMITS,
  parseClientCommand,
  REALTIME_ERRORS,
  SCREEN_VIEWER_ID,
  ScreenKey,
  screenPath,
  ServerMessage,
  type ClientCommandType,
} from './realtime';

const code = 'ABC123';
const commandId = '0b6f7d3c-6a4e-4a34-9d0e-3f1c2a9b8e71';
const key = 'q3J9xV_2-ZtL8wPa4NcR7mYbK1sD6hEu';

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
  quickStart: { code, pick: { kind: 'surprise', difficulty: 'easy' } },
  endMatch: { code },
  setHostMode: { code, mode: 'quizmaster' },
  proposeAccept: { code, guessIndex: 0, turn: 1 },
  acceptGuess: { code, guessIndex: 0, turn: 1, rank: 2 },
  adjustScore: { code, teamId: 'team-1', points: -1 },
  undoJudgement: { code, judgementId: 0 },
  skipChecking: { code },
  setLocked: { code, locked: true },
  setAllowProfanity: { code, allowProfanity: false },
  renameMember: { code, targetUserId: 'u2', name: 'Quiz Wiz' },
  renameTeam: { code, teamId: 'team-1', name: 'Owls' },
  pauseGame: { code },
  resumeGame: { code },
  openScreen: { code },
  revokeScreen: { code },
  watchScreen: { code, key },
  pairScreen: { code, pairingCode: 'ABC234' },
  startSurvey: { code, prompts: [{ kind: 'library', promptId: 'prompt-beach-bag' }], seconds: 30 },
  answerSurvey: { code, promptId: 'prompt-beach-bag', answers: ['Sunscreen', 'Towel'] },
  closeSurvey: { code },
  reviewSurvey: { code, promptId: 'prompt-beach-bag', op: { kind: 'merge', a: 0, b: 1 } },
  setShareSurvey: { code, share: true },
};

describe('realtime client commands (docs/PROTOCOL.md)', () => {
  it.each(Object.entries(examples))('[LIMIT-2] accepts a valid %s envelope', (type, payload) => {
    expect(ClientCommand.safeParse({ commandId, type, payload }).success).toBe(true);
  });

  it('[JOIN-1] refuses a code that is not 6 characters of A-Z and 0-9', () => {
    for (const bad of ['abc123', 'ABC12', 'ABC1234', 'ABC-12']) {
      expect(
        ClientCommand.safeParse({ commandId, type: 'joinParty', payload: { code: bad } }).success,
      ).toBe(false);
    }
  });

  it('[LIMIT-2] caps sizes: guess text, team names, team count, ids', () => {
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

  it('[LIMIT-2][JUDGE-4] caps corrections (points within ±10, ranks, indexes) and host modes', () => {
    const send = (type: string, payload: object) =>
      ClientCommand.safeParse({ commandId, type, payload: { code, ...payload } }).success;
    expect(send('adjustScore', { teamId: 'team-1', points: 11 })).toBe(false);
    expect(send('adjustScore', { teamId: 'team-1', points: 1.5 })).toBe(false);
    expect(send('acceptGuess', { guessIndex: -1, turn: 1, rank: 0 })).toBe(false);
    expect(send('acceptGuess', { guessIndex: 0, turn: 1, rank: 10 })).toBe(false);
    expect(send('acceptGuess', { guessIndex: 0, turn: 1, rank: 0, text: 'x' })).toBe(false);
    expect(send('undoJudgement', { judgementId: LIMITS.judgementId + 1 })).toBe(false);
    expect(send('setHostMode', { mode: 'judge' })).toBe(false);
  });

  it('[SETUP-6][ROUND-5] quickStart takes a topic id or a surprise of a known difficulty', () => {
    const send = (payload: object) =>
      ClientCommand.safeParse({ commandId, type: 'quickStart', payload: { code, ...payload } })
        .success;
    expect(send({ pick: { kind: 'topic', topicId: 'largest-oceans' } })).toBe(true);
    expect(send({ pick: { kind: 'surprise', difficulty: null } })).toBe(true);
    expect(send({ pick: { kind: 'surprise', difficulty: 'trivial' } })).toBe(false);
    expect(send({ pick: { kind: 'topic', topicId: 'x'.repeat(101) } })).toBe(false);
    expect(send({ pick: { kind: 'topic', topicId: 'a', difficulty: 'easy' } })).toBe(false);
    expect(send({})).toBe(false);
  });

  it('[ROLE-6][LIMIT-2] refuses unknown types and extra fields (a client cannot send setPresence or turnTimeout)', () => {
    for (const type of ['setPresence', 'turnTimeout', 'surveyDeadline', 'nope']) {
      expect(ClientCommand.safeParse({ commandId, type, payload: { code } }).success).toBe(false);
    }
    const extra = { commandId, type: 'leave', payload: { code, userId: 'someone-else' } };
    expect(ClientCommand.safeParse(extra).success).toBe(false);
  });

  it('[LIMIT-2][SURVEY-8][SURVEY-10] survey envelopes: prompts or a surprise, known review steps', () => {
    const valid = (type: string, payload: object) =>
      ClientCommand.safeParse({ commandId, type, payload: { code, ...payload } }).success;
    const library = [{ kind: 'library', promptId: 'prompt-popular-pet' }];
    expect(valid('startSurvey', { prompts: library })).toBe(true);
    expect(valid('startSurvey', { surprise: { count: 5, familyOnly: true }, seconds: 0 })).toBe(
      true,
    );
    expect(valid('startSurvey', { prompts: library, surprise: { count: 5 } })).toBe(false);
    expect(valid('startSurvey', {})).toBe(false);
    expect(valid('startSurvey', { prompts: [] })).toBe(false);
    expect(valid('startSurvey', { surprise: { count: 0 } })).toBe(false);
    expect(valid('startSurvey', { prompts: library, seconds: 2.5 })).toBe(false);
    expect(valid('answerSurvey', { promptId: 'p', answers: Array(11).fill('a') })).toBe(false);
    expect(valid('answerSurvey', { promptId: 'p', answers: ['x'.repeat(201)] })).toBe(false);
    expect(valid('answerSurvey', { promptId: 'p', answers: [] })).toBe(true);
    const op = (value: object) => valid('reviewSurvey', { promptId: 'p', op: value });
    expect(op({ kind: 'split', group: 0, answer: { memberId: 'u2', order: 3 } })).toBe(true);
    expect(op({ kind: 'remove', group: 0, answer: { memberId: 'u2', order: -1 } })).toBe(false);
    expect(op({ kind: 'swap', a: 0, b: 1 })).toBe(false);
    expect(op({ kind: 'merge', a: 0 })).toBe(false);
  });

  it('[LIMIT-2] parse never throws, and keeps the commandId of a bad envelope for the reply', () => {
    for (const input of [null, undefined, 42, 'x', [], { type: 'guess' }, { commandId: {} }]) {
      const parsed = parseClientCommand(input);
      expect(parsed).toMatchObject({ ok: false, commandId: null });
    }
    const bad = parseClientCommand({ commandId, type: 'guess', payload: { code, text: 7 } });
    expect(bad).toMatchObject({ ok: false, commandId });
    if (!bad.ok) expect(bad.error).toMatch(/^Invalid message: payload\.text/);
  });
});

describe('the big screen (docs/PROTOCOL.md)', () => {
  const watch = (payload: object) => ({ commandId, type: 'watchScreen', payload });

  it('[VIEW-5] accepts a key of 16-64 base64url characters, as the server makes them', () => {
    for (const good of [
      key,
      'a'.repeat(16),
      'Z'.repeat(64),
      Buffer.alloc(24, 7).toString('base64url'),
    ]) {
      expect(ScreenKey.safeParse(good).success, good).toBe(true);
    }
  });

  it('[VIEW-5] refuses bad keys: too short, too long, padding, other characters, not a string', () => {
    for (const bad of [
      '',
      'a'.repeat(15),
      'a'.repeat(65),
      `${'a'.repeat(20)}=`,
      `${'a'.repeat(20)}/+`,
      `${'a'.repeat(20)} `,
      'ä'.repeat(20),
      42,
      null,
    ]) {
      expect(ScreenKey.safeParse(bad).success).toBe(false);
      expect(ClientCommand.safeParse(watch({ code, key: bad })).success).toBe(false);
    }
  });

  it('[VIEW-5] watchScreen needs both code and key; openScreen takes only the code', () => {
    expect(ClientCommand.safeParse(watch({ code })).success).toBe(false);
    expect(ClientCommand.safeParse(watch({ key })).success).toBe(false);
    expect(ClientCommand.safeParse(watch({ code: 'abc123', key })).success).toBe(false);
    expect(ClientCommand.safeParse(watch({ code, key, userId: 'u1' })).success).toBe(false);
    const open = (payload: object) => ({ commandId, type: 'openScreen', payload });
    expect(ClientCommand.safeParse(open({ code, key })).success).toBe(false);
    const parsed = parseClientCommand(watch({ code, key: 'short' }));
    expect(parsed).toMatchObject({ ok: false, commandId });
    if (!parsed.ok) expect(parsed.error).toMatch(/^Invalid message: payload\.key/);
  });

  it('[VIEW-5] the ack of openScreen carries the key; a bad key is not a valid ack', () => {
    const ack = { type: 'ack', commandId, ok: true, result: { code, screenKey: key } };
    expect(ServerMessage.parse(ack)).toEqual(ack);
    const bad = { ...ack, result: { code, screenKey: 'no' } };
    expect(ServerMessage.safeParse(bad).success).toBe(false);
  });

  it('[VIEW-5] the screen route escapes the key, and the screen viewer is never a user id', () => {
    expect(screenPath(code, key)).toBe(`/party/${code}/screen?key=${key}`);
    expect(screenPath(code, 'a&b=c')).toBe(`/party/${code}/screen?key=a%26b%3Dc`);
    expect(SCREEN_VIEWER_ID).toBe('@screen');
    expect(new Set(Object.values(REALTIME_ERRORS)).size).toBe(Object.keys(REALTIME_ERRORS).length);
  });
});

describe('realtime server messages', () => {
  it("[PARTY-6] the game's partyView is a valid view message, and is what the schema describes", () => {
    const state = playTurn(makePlayingParty(), 'jupiter');
    const view = partyView(state, 'host');
    const message = { type: 'view', code: 'ABC123', version: view.version, serverTime: 1, view };
    expect(ServerMessage.parse(message)).toEqual(message);
  });

  it("[PARTY-6] protocol 2: the game's delta of a guess is a valid viewDelta message, with or without a viewer block", () => {
    const before = makePlayingParty();
    const after = playTurn(before, 'jupiter');
    const delta = viewDelta(sharedPartyView(before), sharedPartyView(after));
    const message = {
      type: 'viewDelta',
      code,
      baseVersion: before.party.version,
      version: after.party.version,
      serverTime: 1,
      delta,
    };
    expect(ServerMessage.parse(message)).toEqual(message);
    const withViewer = { ...message, viewer: viewerInfo(after, 'host') };
    expect(ServerMessage.parse(withViewer)).toEqual(withViewer);
    const bads = [{ nope: 1 }, { length: 1, set: { x: 1 } }, { patch: { a: 3 } }, { length: -1 }];
    for (const bad of bads) {
      expect(ServerMessage.safeParse({ ...message, delta: bad }).success).toBe(false);
    }
  });

  it('[PARTY-6] parses each other message', () => {
    const messages = [
      { type: 'hello', protocolVersion: 1, userId: 'u1', serverTime: 1 },
      {
        type: 'ack',
        commandId,
        ok: true,
        result: {
          version: 3,
          guess: { kind: 'recorded', correct: true, rank: 0, points: 5, timedOut: false },
        },
      },
      { type: 'ack', commandId, ok: false, error: "Not your team's turn" },
      { type: 'protocolError', error: 'Invalid message: type: Invalid input' },
      { type: 'kicked', code, message: 'You were removed from the party' },
      { type: 'partyClosed', code },
      { type: 'screenRevoked', code, message: 'replaced' },
    ];
    for (const message of messages) expect(ServerMessage.parse(message)).toEqual(message);
  });

  it("[TURN-8] a guess whose turn a teammate had taken is acked with the game's turnTaken reply", () => {
    const before = makePlayingParty({ teams: 2, players: 3 });
    const turn = before.party.turn;
    const after = playTurn(before, 'jupiter');
    const guesser = after.guesses[0]?.userId;
    const mate = after.members.find((m) => m.teamId === 'team-1' && m.userId !== guesser);
    const reply = turnTakenReply(after, mate?.userId ?? '', turn);
    expect(reply).toMatchObject({ kind: 'turnTaken', text: 'jupiter', correct: true });
    const ack = { type: 'ack', commandId, ok: true, result: { version: 9, guess: reply } };
    expect(ServerMessage.parse(ack)).toEqual(ack);
    const untyped = { ...ack, result: { guess: { correct: true, rank: 0, points: 5 } } };
    expect(ServerMessage.safeParse(untyped).success).toBe(false);
  });
});
