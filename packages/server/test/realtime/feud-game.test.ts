import {
  faceOffOnlyMessage,
  floorOnlyMessage,
  floorTurnMessage,
  GET_READY_MS,
  MESSAGES,
  stealOnlyMessage,
} from '@trivia/game';
import type { ViewMessage } from '@trivia/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TURN_TIMEOUT_GRACE_MS } from '../../src/parties/turn-timer';
import { storageTargets } from '../support/storage-targets';
import { closeAll, expectOk, must, playingParty, type Player } from './support/party-flow';
import { startRealtimeApp, type RealtimeTestApp } from './support/realtime-app';

/**
 * A Feud game on "Largest oceans" (Pacific, Atlantic, Indian, Southern, Arctic): four phones,
 * two teams. Round-robin in join order: team-1 Hana and Player 2, team-2 Player 1 and Player 3.
 */
async function feudGame(testApp: RealtimeTestApp, turnSeconds = 30) {
  const game = await playingParty(testApp, { others: 3, turnSeconds, ruleSet: 'feud' });
  const [p1, p2, p3] = game.players as [Player, Player, Player];
  const everyone = [game.host, p1, p2, p3];
  const byId = (id: string | null | undefined) => everyone.find((p) => p.userId === id);
  return { ...game, p1, p2, p3, everyone, byId };
}

type Game = Awaited<ReturnType<typeof feudGame>>;

async function latest(game: Game, check: (v: ViewMessage) => boolean) {
  return game.host.client.waitForView(game.code, check);
}

async function send(player: Player | undefined, code: string, text: string) {
  if (player === undefined) throw new Error('nobody to send');
  return player.client.send('guess', { code, text });
}

/** The member on the floor (feudTurnUserId) guesses `text`. */
async function floorGuess(game: Game, text: string) {
  const state = await game.host.client.views.get(game.code);
  const turnUser = state?.view.party.feudTurnUserId;
  const version = state?.version ?? 0;
  const ack = await send(game.byId(turnUser), game.code, text);
  await latest(game, (v) => v.version > version);
  return ack;
}

/** Hana (team-1) wins the face-off with Atlantic over Player 1's Indian; bank 4 + 3. */
async function team1HasTheFloor(game: Game) {
  expectOk(await send(game.host, game.code, 'atlantic'));
  expectOk(await send(game.p1, game.code, 'indian'));
  return latest(game, (v) => v.view.party.feud?.phase === 'floor');
}

describe.each(storageTargets())('a Feud game over socket.io ($kind)', (target) => {
  let testApp: RealtimeTestApp;
  beforeAll(async () => {
    testApp = await startRealtimeApp(target, { turnTimer: false });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('[FEUD-7][FEUD-8][FEUD-2] face-off: only the two face-off players answer; the better answer takes the floor', async () => {
    const game = await feudGame(testApp);
    const { code, view } = game;
    expect(view.view.party).toMatchObject({ ruleSet: 'feud', activeTeamId: null });
    expect(view.view.party.feud).toMatchObject({ phase: 'faceOff', faceOffTeams: [0, 1] });
    expect(view.view.party.faceOffUserIds).toEqual([game.host.userId, game.p1.userId]);
    expect(await send(game.p2, code, 'pacific')).toMatchObject({
      ok: false,
      error: faceOffOnlyMessage('Hana', 'Player 1'),
    });
    const floor = await team1HasTheFloor(game);
    expect(floor.view.party.feud).toMatchObject({ controlTeam: 0, bank: 7, strikes: 0 });
    expect(floor.view.party.activeTeamId).toBe('team-1');
    expect(floor.view.party.feudTurnUserId).toBe(game.host.userId);
    expect(await send(game.p1, code, 'pacific')).toMatchObject({
      ok: false,
      error: floorOnlyMessage('Team 1'),
    });
    expect(await send(game.p2, code, 'pacific')).toMatchObject({
      ok: false,
      error: floorTurnMessage('Hana'),
    });
    closeAll(...game.everyone);
  });

  it('[FEUD-3][FEUD-4][FEUD-8] three strikes, then a steal by any member of the other team takes the bank', async () => {
    const game = await feudGame(testApp);
    await team1HasTheFloor(game);
    for (const text of ['caspian', 'baltic', 'red sea']) expectOk(await floorGuess(game, text));
    const steal = await latest(game, (v) => v.view.party.feud?.phase === 'steal');
    expect(steal.view.party.feud).toMatchObject({ strikes: 3, stealQueue: [1] });
    expect(steal.view.party.activeTeamId).toBe('team-2');
    expect(await send(game.p2, game.code, 'pacific')).toMatchObject({
      ok: false,
      error: stealOnlyMessage('Team 2'),
    });
    expectOk(await send(game.p3, game.code, 'pacific'));
    expect(await send(game.p1, game.code, 'southern')).toMatchObject({
      ok: false,
      error: MESSAGES.notPlaying,
    });
    const done = await latest(game, (v) => v.view.party.status === 'finished');
    expect(done.view.party.feud).toMatchObject({ wonBy: 'steal', winner: 1, bank: 12 });
    expect(done.view.party.teams.map((t) => t.score)).toEqual([0, 12]);
    closeAll(...game.everyone);
  });

  it('[FEUD-4][FEUD-7] a failed steal leaves the bank with the floor; Next Round keeps Feud and rotates the face-off', async () => {
    const game = await feudGame(testApp);
    await team1HasTheFloor(game);
    for (const text of ['caspian', 'baltic', 'red sea']) expectOk(await floorGuess(game, text));
    await latest(game, (v) => v.view.party.feud?.phase === 'steal');
    expectOk(await send(game.p1, game.code, 'coral sea'));
    await latest(game, (v) => v.view.party.hostChecking);
    await must(game.host, 'skipChecking', { code: game.code });
    const done = await latest(game, (v) => v.view.party.status === 'finished');
    expect(done.view.party.feud).toMatchObject({ wonBy: 'held', winner: 0, bank: 7 });
    expect(done.view.party.teams.map((t) => t.score)).toEqual([7, 0]);
    await must(game.host, 'quickStart', {
      code: game.code,
      pick: { kind: 'topic', topicId: 'tallest-mountains' },
    });
    const next = await latest(game, (v) => v.view.party.status === 'playing');
    expect(next.view.party.ruleSet).toBe('feud');
    expect(next.view.party.feud).toMatchObject({ phase: 'faceOff', faceOffTeams: [1, 0] });
    expect(next.view.party.rounds?.[0]?.teams.map((t) => t.score)).toEqual([7, 0]);
    closeAll(...game.everyone);
  });

  it('[FEUD-3] clearing the board banks everything for the team in control', async () => {
    const game = await feudGame(testApp);
    await team1HasTheFloor(game);
    for (const text of ['pacific', 'southern', 'arctic']) expectOk(await floorGuess(game, text));
    const done = await latest(game, (v) => v.view.party.status === 'finished');
    expect(done.view.party.feud).toMatchObject({ wonBy: 'cleared', winner: 0, bank: 15 });
    expect(done.view.party.teams.map((t) => t.score)).toEqual([15, 0]);
    closeAll(...game.everyone);
  });

  it('[FEUD-9][FEUD-10] the host picks the face-off players; an accepted strike is a reveal and undo restores the round', async () => {
    const game = await feudGame(testApp);
    const { code, host } = game;
    expect(
      await game.p1.client.send('pickFaceOff', { code, userIds: [game.p2.userId, game.p3.userId] }),
    ).toMatchObject({
      ok: false,
      error: MESSAGES.notHost,
    });
    await must(host, 'pickFaceOff', { code, userIds: [game.p2.userId, game.p3.userId] });
    await latest(game, (v) => v.view.party.faceOffUserIds?.[0] === game.p2.userId);
    expectOk(await send(game.p2, code, 'pacific'));
    const floor = await latest(game, (v) => v.view.party.feud?.phase === 'floor');
    expect(floor.view.party.feud).toMatchObject({ controlTeam: 0, bank: 5 });
    expectOk(await floorGuess(game, 'the big blue one'));
    const struck = await latest(game, (v) => v.view.party.feud?.strikes === 1);
    const index = struck.view.guesses.length - 1;
    const turn = struck.view.guesses[index]?.turn ?? 0;
    await must(host, 'acceptGuess', { code, guessIndex: index, turn, rank: 1 });
    const accepted = await latest(game, (v) => v.view.judgements.length === 1);
    expect(accepted.view.party.feud).toMatchObject({ strikes: 0, bank: 9 });
    await must(host, 'undoJudgement', { code, judgementId: 0 });
    const undone = await latest(game, (v) => v.view.judgements[0]?.undoneAt !== null);
    expect(undone.view.party.feud).toMatchObject({ strikes: 1, bank: 5 });
    expect(undone.view.party.revealedIndices).toEqual([0]);
    closeAll(...game.everyone);
  });
});

describe.each(storageTargets())('Feud time-outs on the server timer ($kind)', (target) => {
  let testApp: RealtimeTestApp;
  let offset = 0;
  beforeAll(async () => {
    testApp = await startRealtimeApp(target, { now: () => Date.now() + offset });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('[FEUD-11] a silent face-off, floor and steal time out: next pair, a strike each, a failed steal', async () => {
    const game = await feudGame(testApp, 10);
    const turnPast = () => {
      offset += 10_000 + TURN_TIMEOUT_GRACE_MS + 500;
    };
    offset += GET_READY_MS;
    turnPast();
    const nextPair = await latest(game, (v) => v.view.party.feud?.faceOffPair === 1);
    expect(nextPair.view.guesses.filter((g) => g.timedOut)).toHaveLength(2);
    expect(nextPair.view.party.faceOffUserIds).toEqual([game.p2.userId, game.p3.userId]);
    expectOk(await send(game.p3, game.code, 'arctic'));
    turnPast();
    const floor = await latest(game, (v) => v.view.party.feud?.phase === 'floor');
    expect(floor.view.party.feud).toMatchObject({ controlTeam: 1, bank: 1 });
    for (let strikes = 1; strikes <= 3; strikes += 1) {
      turnPast();
      await latest(game, (v) => (v.view.party.feud?.strikes ?? 0) >= strikes);
    }
    const steal = await latest(game, (v) => v.view.party.feud?.phase === 'steal');
    expect(steal.view.party.activeTeamId).toBe('team-1');
    turnPast();
    const done = await latest(game, (v) => v.view.party.status === 'finished');
    expect(done.view.party.feud).toMatchObject({ wonBy: 'held', winner: 1, bank: 1 });
    expect(done.view.party.teams.map((t) => t.score)).toEqual([0, 1]);
    closeAll(...game.everyone);
  }, 30_000);
});
