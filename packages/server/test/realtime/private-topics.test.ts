import { MESSAGES } from '@trivia/game';
import { REALTIME_ERRORS, type ServerMessage } from '@trivia/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBuiltinCatalog } from '../../src/storage/catalog-import';
import {
  createUserTopic,
  findUserTopic,
  type UserTopicFields,
} from '../../src/storage/user-topics';
import { makeContent } from '../support/builders';
import { makeTopicInput } from '../support/my-topics';
import { storageTargets } from '../support/storage-targets';
import { closeAll, lobbyOf, must } from './support/party-flow';
import { startRealtimeApp, type RealtimeTestApp } from './support/realtime-app';

const GAMES: UserTopicFields = { ...makeTopicInput(), slug: 'board-games', retrievedAt: '' };
const SPELLINGS = ['chess', 'monopoly', 'scrabble', 'cluedo', 'clue', 'risk'];

/** Answer spellings in messages before the game finished that no view (or delta) had revealed yet. */
function unrevealedIn(messages: readonly ServerMessage[]): string[] {
  const found: string[] = [];
  let revealed: number[] = [];
  for (const [index, message] of messages.entries()) {
    // Protocol 2: a delta is judged by the view it gives (recorded right after it).
    const next = messages[index + 1];
    const own = message.type === 'viewDelta' && next?.type === 'view' ? next : message;
    if (own.type === 'view') {
      if (own.view.party.status === 'finished') break;
      revealed = own.view.party.revealedIndices;
    }
    const text = JSON.stringify(message).toLowerCase();
    GAMES.answers.forEach((answer, rank) => {
      if (revealed.includes(rank)) return;
      for (const spelling of [answer.text, ...(answer.aliases ?? [])]) {
        if (new RegExp(`\\b${spelling.toLowerCase()}\\b`).test(text)) found.push(spelling);
      }
    });
  }
  return found;
}

describe.each(storageTargets())('a private topic in a party ($kind)', (target) => {
  let testApp: RealtimeTestApp;
  beforeAll(async () => {
    testApp = await startRealtimeApp(target, { turnTimer: false });
    await loadBuiltinCatalog(testApp.database.db, makeContent());
  });
  afterAll(async () => {
    await testApp.close();
  });

  it("[TOPIC-3][VIEW-1] no one plays another user's topic; the host plays their own and it stays secret", async () => {
    const { code, host, players } = await lobbyOf(testApp, 1);
    const [player] = players;
    if (!player) throw new Error('no player');
    const db = testApp.database.db;
    const hostTopic = await createUserTopic(db, host.userId, GAMES, Date.now());
    const playerTopic = await createUserTopic(db, player.userId, GAMES, Date.now());
    await must(host, 'startGame', { code });
    await must(host, 'chooseGameType', { code, gameTypeId: 'top5-blitz' });

    // The host cannot play a topic of someone else, even of a member of the party.
    const theirs = await host.client.send('chooseTopic', { code, topicId: playerTopic.id });
    expect(theirs).toMatchObject({ ok: false, error: REALTIME_ERRORS.topicNotFound });
    // A member who owns a topic cannot choose it: only the host chooses.
    const mine = await player.client.send('chooseTopic', { code, topicId: playerTopic.id });
    expect(mine).toMatchObject({ ok: false, error: MESSAGES.notHost });
    const unknown = await host.client.send('chooseTopic', { code, topicId: 'u_nothing' });
    expect(unknown).toMatchObject({ ok: false, error: REALTIME_ERRORS.topicNotFound });

    await must(host, 'chooseTopic', { code, topicId: hostTopic.id });
    await must(host, 'saveTeams', {
      code,
      teamNames: ['Red', 'Blue'],
      maxAttempts: 3,
      turnSeconds: 60,
    });
    await must(host, 'beginGame', { code });
    const playing = await player.client.waitForView(code, (v) => v.view.party.status === 'playing');
    // The view names the topic by the party's opaque id, never the private topic's id.
    expect(JSON.stringify(playing)).not.toContain(hostTopic.id);

    await must(host, 'guess', { code, text: 'snakes and ladders' });
    await must(player, 'guess', { code, text: 'clue' });
    const scored = await host.client.waitForView(code, (v) =>
      v.view.party.revealedIndices.includes(3),
    );
    expect(scored.view.party.teams.find((team) => team.name === 'Blue')?.score).toBe(2);
    for (const who of [host, player]) {
      expect(unrevealedIn(who.client.messages), who.displayName).toEqual([]);
      expect(SPELLINGS.some((s) => JSON.stringify(who.client.messages).includes(s))).toBe(true);
    }
    closeAll(host, player);
  });

  it("[JUDGE-10] an accepted guess on the host's own topic becomes its alias at once; Undo takes it back", async () => {
    const { code, host, players } = await lobbyOf(testApp, 1);
    const db = testApp.database.db;
    const own = await createUserTopic(db, host.userId, { ...GAMES, slug: 'games-2' }, Date.now());
    await must(host, 'startGame', { code });
    await must(host, 'chooseGameType', { code, gameTypeId: 'top5-blitz' });
    await must(host, 'chooseTopic', { code, topicId: own.id });
    const teams = { teamNames: ['Red', 'Blue'], maxAttempts: 3, turnSeconds: 60 };
    await must(host, 'saveTeams', { code, ...teams });
    await must(host, 'beginGame', { code });
    await must(host, 'guess', { code, text: 'Monopolee' });
    const turn = (await testApp.realtime.service.loadState(code))?.guesses[0]?.turn ?? -1;
    await must(host, 'acceptGuess', { code, guessIndex: 0, turn, rank: 1 });
    const learned = await findUserTopic(db, host.userId, own.id);
    expect(learned?.answers[1]).toEqual({ text: 'Monopoly', aliases: ['monopolee'] });
    await must(host, 'undoJudgement', { code, judgementId: 0 });
    expect((await findUserTopic(db, host.userId, own.id))?.answers[1]).toEqual({
      text: 'Monopoly',
    });
    closeAll(host, ...players);
  });

  it("[JUDGE-11] after the owner hands the host role over, the new host cannot judge the owner's topic as quizmaster", async () => {
    const { code, host: owner, players } = await lobbyOf(testApp, 2);
    const [heir] = players;
    if (!heir) throw new Error('no player');
    const db = testApp.database.db;
    const own = await createUserTopic(db, owner.userId, { ...GAMES, slug: 'games-3' }, Date.now());
    await must(owner, 'startGame', { code });
    await must(owner, 'chooseGameType', { code, gameTypeId: 'top5-blitz' });
    await must(owner, 'chooseTopic', { code, topicId: own.id });
    await must(owner, 'promote', { code, targetUserId: heir.userId });
    const teams = { teamNames: ['Red', 'Blue'], maxAttempts: 3, turnSeconds: 60 };
    await must(heir, 'saveTeams', { code, ...teams });
    const refused = await heir.client.send('setHostMode', { code, mode: 'quizmaster' });
    expect(refused).toMatchObject({ ok: false, error: MESSAGES.privateTopicQuizmaster });
    const state = await testApp.realtime.service.loadState(code);
    expect(state?.party.quizmasterId).toBeNull();
    // The new host plays along instead: the game begins and keeps the answers secret.
    await must(heir, 'redistributeTeams', { code });
    await must(heir, 'beginGame', { code });
    const playing = await heir.client.waitForView(code, (v) => v.view.party.status === 'playing');
    expect(playing.view.viewer.hostView).toBeNull();
    expect(unrevealedIn(heir.client.messages)).toEqual([]);
    closeAll(owner, ...players);
  });
});
