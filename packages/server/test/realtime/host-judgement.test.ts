import { randomUUID } from 'node:crypto';
import { MESSAGES } from '@trivia/game';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../src/auth/session-cookie';
import { runContentCommand } from '../../src/cli/content-commands';
import { listAliasSuggestions } from '../../src/storage/alias-suggestions';
import { getUserStats } from '../../src/storage/game-records';
import { listGuesses } from '../../src/storage/guesses';
import { createSession } from '../../src/storage/sessions';
import { createOidcUser } from '../../src/storage/users';
import { storageTargets } from '../support/storage-targets';
import { PartyClient } from './support/party-client';
import {
  beginGame,
  closeAll,
  connectPlayer,
  expectOk,
  lobbyOf,
  must,
  teamMembers,
  type Player,
} from './support/party-flow';
import { startRealtimeApp, type RealtimeTestApp } from './support/realtime-app';

/** A guess no answer of "Largest oceans" matches, which a host may teach as the Pacific. */
const NICKNAME = 'balboa sea';

describe.each(storageTargets())('host judgement over socket.io ($kind)', (target) => {
  let testApp: RealtimeTestApp;
  const open: Player[] = [];
  beforeAll(async () => {
    testApp = await startRealtimeApp(target, { turnTimer: false });
  });
  afterAll(async () => {
    closeAll(...open);
    await testApp.close();
  });

  /** Host (team-1) and one player (team-2), one attempt each; the host misses with `text`. */
  async function gameWithMiss(text: string, finish: boolean) {
    const lobby = await lobbyOf(testApp, 1);
    const player = lobby.players[0] as Player;
    open.push(lobby.host, player);
    await beginGame(lobby.host, lobby.code, { maxAttempts: 1 });
    await must(lobby.host, 'guess', { code: lobby.code, text });
    if (finish) {
      await must(player, 'guess', { code: lobby.code, text: 'caspian' });
      // JUDGE-8: the game ended on a refused guess; the host shows the results at once.
      await must(lobby.host, 'skipChecking', { code: lobby.code });
    }
    const state = await testApp.realtime.service.loadState(lobby.code);
    const turn = state?.guesses[0]?.turn ?? -1;
    return { ...lobby, player, turn };
  }

  it('[JUDGE-3][JUDGE-2] a playing host gets the proposal; accepting it reveals, scores and keeps the turn', async () => {
    const { code, host, player, turn } = await gameWithMiss('pacf', false);
    const proposal = await host.client.send('proposeAccept', { code, guessIndex: 0, turn });
    expectOk(proposal);
    expect(proposal.result.proposal).toEqual({ rank: 0, text: 'Pacific' });
    const refused = await player.client.send('acceptGuess', { code, guessIndex: 0, turn, rank: 0 });
    expect(refused).toMatchObject({ ok: false, error: MESSAGES.notHost });
    expectOk(await host.client.send('acceptGuess', { code, guessIndex: 0, turn, rank: 0 }));
    const seen = await player.client.waitForView(code, (v) => v.view.judgements.length === 1);
    expect(seen.view.party.revealedIndices).toEqual([0]);
    expect(seen.view.party.teams.map((t) => [t.score, t.attempts])).toEqual([
      [5, 1],
      [0, 0],
    ]);
    expect(seen.view.party.activeTeamId).toBe('team-2');
    expect(seen.view.judgements[0]).toMatchObject({ kind: 'accept', guessText: 'pacf' });
    const [stored] = await listGuesses(testApp.database.db, code);
    expect(stored).toMatchObject({ correct: true, rank: 0, points: 5 });
  });

  it('[JUDGE-1][JUDGE-6][SCORE-2] corrections on the results rewrite the profile stats; Undo puts them back', async () => {
    const { code, host, turn } = await gameWithMiss('zzzz', true);
    expectOk(await host.client.send('acceptGuess', { code, guessIndex: 0, turn, rank: 4 }));
    expectOk(await host.client.send('adjustScore', { code, teamId: 'team-1', points: 1 }));
    let stats = await getUserStats(testApp.database.db, host.userId);
    expect(stats.recentGames[0]).toMatchObject({ score: 2, won: true, correctGuesses: 1 });
    expect(stats.gamesPlayed).toBe(1);
    expectOk(await host.client.send('undoJudgement', { code, judgementId: 0 }));
    stats = await getUserStats(testApp.database.db, host.userId);
    expect(stats.recentGames[0]).toMatchObject({ score: 1, won: true, correctGuesses: 0 });
    expect(stats.gamesPlayed).toBe(1);
    const below = await host.client.send('adjustScore', { code, teamId: 'team-2', points: -1 });
    expect(below).toMatchObject({ ok: false, error: MESSAGES.scoreBelowZero });
  });

  /** A host signed in with an account (JUDGE-9: only such hosts' acceptances are counted). */
  async function accountHost(name: string): Promise<Player> {
    const db = testApp.database.db;
    const now = Date.now();
    const identity = { issuer: 'https://issuer.test', subject: randomUUID() };
    const user = await createOidcUser(db, {
      identity,
      displayName: name,
      email: '',
      photoUrl: '',
      emailVerified: false,
      now,
    });
    const { token } = await createSession(db, { userId: user.id, now, ttlMs: 86_400_000 });
    const cookie = `${SESSION_COOKIE}=${token}`;
    const client = await PartyClient.connect(testApp.url, { cookie });
    return { userId: user.id, displayName: name, cookie, client };
  }

  /** `host`, in quizmaster mode on "Largest oceans", accepts a player's `text` as #1. */
  async function quizmasterAccepts(host: Player, text: string): Promise<void> {
    const { code } = await must(host, 'createParty', {});
    if (!code) throw new Error('no code');
    const players = [await connectPlayer(testApp, 'Ann'), await connectPlayer(testApp, 'Bo')];
    open.push(host, ...players);
    for (const player of players) await must(player, 'joinParty', { code });
    await must(host, 'startGame', { code });
    await must(host, 'chooseGameType', { code, gameTypeId: 'top5-blitz' });
    await must(host, 'chooseTopic', { code, topicId: 'largest-oceans' });
    const teams = { teamNames: ['Red', 'Blue'], maxAttempts: 3, turnSeconds: 60 };
    await must(host, 'saveTeams', { code, ...teams });
    await must(host, 'setHostMode', { code, mode: 'quizmaster' });
    await must(host, 'beginGame', { code });
    const playing = await host.client.waitForView(code, (v) => v.view.party.status === 'playing');
    const active = playing.view.party.activeTeamId ?? '';
    const guesser = players.find((p) => teamMembers(playing, active).includes(p.userId));
    if (!guesser) throw new Error('no player on the active team');
    await must(guesser, 'guess', { code, text });
    const turn = (await testApp.realtime.service.loadState(code))?.guesses[0]?.turn ?? -1;
    await must(host, 'acceptGuess', { code, guessIndex: 0, turn, rank: 0 });
    // The acceptance still counts in the party where it was made.
    const scored = await host.client.waitForView(code, (v) => v.view.judgements.length === 1);
    expect(scored.view.party.teams.find((team) => team.id === active)?.score).toBe(5);
  }

  /** What a guess of `text` scores in a fresh party on "Largest oceans". */
  async function freshPartyGuess(text: string) {
    const lobby = await lobbyOf(testApp, 1);
    open.push(lobby.host, ...lobby.players);
    await beginGame(lobby.host, lobby.code);
    const ack = await lobby.host.client.send('guess', { code: lobby.code, text });
    expectOk(ack);
    return ack.result.guess;
  }

  it('[JUDGE-9] three guest quizmasters accepting "zq" teach no one: a fresh party misses it', async () => {
    for (const name of ['Gus', 'Gil', 'Gia']) {
      await quizmasterAccepts(await connectPlayer(testApp, name), 'zq');
    }
    expect(await listAliasSuggestions(testApp.database.db, 'largest-oceans')).toEqual([]);
    expect(await freshPartyGuess('zq')).toMatchObject({ kind: 'recorded', correct: false });
  });

  it('[JUDGE-9] three signed-in hosts put an alias forward; it scores everywhere only once an administrator approves it', async () => {
    for (const name of ['Ada', 'Ben', 'Cy']) {
      await quizmasterAccepts(await accountHost(name), NICKNAME);
    }
    const [suggestion] = await listAliasSuggestions(testApp.database.db, 'largest-oceans');
    expect(suggestion).toMatchObject({ hosts: 3, status: null });
    expect(await freshPartyGuess('Balboa Sea')).toMatchObject({ correct: false });
    const review = ['aliases', 'approve', 'largest-oceans', '1', NICKNAME];
    const approved = await runContentCommand(testApp.database.db, review, { cwd: '/', now: 1 });
    expect(approved.exitCode).toBe(0);
    expect(await freshPartyGuess('Balboa Sea')).toEqual({
      kind: 'recorded',
      correct: true,
      rank: 0,
      points: 5,
      timedOut: false,
    });
  });

  it('[JUDGE-5] 300 adjustments of +10 in a burst leave a team at most +30, each refusal clear and changing nothing', async () => {
    const { code, host } = await gameWithMiss('zzzz', false);
    const acks = [];
    for (let i = 0; i < 300; i += 1) {
      acks.push(await host.client.send('adjustScore', { code, teamId: 'team-2', points: 10 }));
    }
    expect(acks.filter((ack) => ack.ok)).toHaveLength(3);
    expect(acks[3]).toMatchObject({ ok: false, error: MESSAGES.teamAdjustmentLimit });
    const before = await testApp.realtime.service.loadState(code);
    expect(before?.party.teams.map((team) => team.score)).toEqual([0, 30]);
    // The party's pace: 10 adjustments a minute, whichever team.
    const more = [];
    for (let i = 0; i < 10; i += 1) {
      more.push(await host.client.send('adjustScore', { code, teamId: 'team-1', points: 1 }));
    }
    expect(more.filter((ack) => ack.ok)).toHaveLength(7);
    expect(more[7]).toMatchObject({ ok: false, error: MESSAGES.tooManyAdjustments });
    const after = await testApp.realtime.service.loadState(code);
    expect(after?.party.teams.map((team) => team.score)).toEqual([7, 30]);
    expect(after?.judgements).toHaveLength(10);
  });

  it('[JUDGE-2][VIEW-2] a playing host may accept a guess as any unrevealed answer, not only the proposed one; the others never receive the answers', async () => {
    const { code, host, player, turn } = await gameWithMiss('pacf', false);
    const offered = await host.client.send('proposeAccept', { code, guessIndex: 0, turn });
    expectOk(offered);
    expect(offered.result.proposal).toEqual({ rank: 0, text: 'Pacific' });
    expect(offered.result.choices?.map((c) => c.text)).toEqual([
      'Pacific',
      'Atlantic',
      'Indian',
      'Southern',
      'Arctic',
    ]);
    const asked = await player.client.send('proposeAccept', { code, guessIndex: 0, turn });
    expect(asked).toMatchObject({ ok: false, error: MESSAGES.notHost });
    expectOk(await host.client.send('acceptGuess', { code, guessIndex: 0, turn, rank: 3 }));
    const seen = await player.client.waitForView(code, (v) => v.view.judgements.length === 1);
    expect(seen.view.party.revealedIndices).toEqual([3]);
    expect(seen.view.party.teams[0]?.score).toBe(2);
    const received = JSON.stringify(player.client.messages);
    for (const hidden of ['Pacific', 'Atlantic', 'Indian', 'Arctic'])
      expect(received).not.toContain(hidden);
  });

  it('[JUDGE-8] "Host is checking…": a refused last guess waits for the host; an accept within it scores and finishes the game', async () => {
    const { code, host, player, turn } = await gameWithMiss('mediterranean', false);
    await must(player, 'guess', { code, text: 'caspian' });
    const checking = await player.client.waitForView(code, (v) => v.view.party.hostChecking);
    expect(checking.view.party).toMatchObject({ status: 'playing', activeTeamId: null });
    const late = await host.client.send('guess', { code, text: 'pacific' });
    expect(late).toMatchObject({ ok: false, error: MESSAGES.hostChecking });
    const lastTurn = turn + 1;
    expectOk(
      await host.client.send('acceptGuess', { code, guessIndex: 1, turn: lastTurn, rank: 3 }),
    );
    const done = await player.client.waitForView(code, (v) => v.view.party.status === 'finished');
    expect(done.view.party.teams.map((t) => t.score)).toEqual([0, 2]);
    const stats = await getUserStats(testApp.database.db, player.userId);
    expect(stats.recentGames[0]).toMatchObject({ partyCode: code, won: true, score: 2 });
  });

  it('[JUDGE-8] the host skips the window ("Show results"): the game finishes at once', async () => {
    const { code, host, player } = await gameWithMiss('mediterranean', false);
    await must(player, 'guess', { code, text: 'caspian' });
    expect(await player.client.send('skipChecking', { code })).toMatchObject({
      ok: false,
      error: MESSAGES.notHost,
    });
    expectOk(await host.client.send('skipChecking', { code }));
    const done = await player.client.waitForView(code, (v) => v.view.party.status === 'finished');
    expect(done.view.party.hostChecking).toBe(false);
    expect(await host.client.send('skipChecking', { code })).toMatchObject({
      ok: false,
      error: MESSAGES.notChecking,
    });
  });
});
