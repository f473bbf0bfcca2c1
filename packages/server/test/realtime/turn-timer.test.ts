import { GET_READY_MS, HOST_CHECKING_MS, ONLINE_TIME_EXPIRED } from '@trivia/game';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TURN_TIMEOUT_GRACE_MS } from '../../src/parties/turn-timer';
import { countServerCommands } from '../../src/storage/command-ledger';
import { getUserStats } from '../../src/storage/game-records';
import { storageTargets } from '../support/storage-targets';
import { closeAll, must, playingParty, type Player } from './support/party-flow';
import { startRealtimeApp, type RealtimeTestApp } from './support/realtime-app';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(storageTargets())('the server turn timer ($kind)', (target) => {
  describe('on the real clock', () => {
    let testApp: RealtimeTestApp;
    beforeAll(async () => {
      testApp = await startRealtimeApp(target);
    });
    afterAll(async () => {
      await testApp.close();
    });

    it('[TURN-6] with nobody connected a turn times out once, within a second of deadline + grace', async () => {
      const { code, host, players, view } = await playingParty(testApp, {
        others: 1,
        turnSeconds: 10,
      });
      closeAll(host, ...(players as Player[]));
      const deadline = view.view.party.turnDeadline ?? 0;
      let state = await testApp.realtime.service.loadState(code);
      while (state?.guesses.length === 0 && Date.now() < deadline + TURN_TIMEOUT_GRACE_MS + 3000) {
        await sleep(50);
        state = await testApp.realtime.service.loadState(code);
      }
      const observedAt = Date.now();
      const [timeout] = state?.guesses ?? [];
      expect(timeout).toMatchObject({
        userId: null,
        teamId: 'team-1',
        timedOut: true,
        text: ONLINE_TIME_EXPIRED,
        turn: 1,
      });
      const late = (timeout?.at ?? 0) - deadline;
      expect(late).toBeGreaterThanOrEqual(TURN_TIMEOUT_GRACE_MS);
      expect(late).toBeLessThan(TURN_TIMEOUT_GRACE_MS + 1000);
      expect(observedAt - deadline).toBeLessThan(TURN_TIMEOUT_GRACE_MS + 1000);
      expect(state?.party).toMatchObject({ activeTeamId: 'team-2', turn: 2 });
      expect(state?.party.teams[0]?.attempts).toBe(1);
      await sleep(1000);
      const later = await testApp.realtime.service.loadState(code);
      expect(later?.guesses).toHaveLength(1);
      expect(await countServerCommands(testApp.database.db, code, 'turn-timeout:')).toBe(1);
    }, 30_000);
  });

  describe('on a clock the test moves', () => {
    let testApp: RealtimeTestApp;
    let offset = 0;
    beforeAll(async () => {
      testApp = await startRealtimeApp(target, { now: () => Date.now() + offset });
    });
    afterAll(async () => {
      await testApp.close();
    });

    it('[TURN-6][TURN-3] times out every turn of a silent game exactly once, to the end, and records the game', async () => {
      const { code, host, players } = await playingParty(testApp, {
        others: 1,
        maxAttempts: 3,
        turnSeconds: 10,
      });
      const [player] = players as [Player];
      // TURN-9: the first turn's clock starts after the get-ready moment.
      offset += GET_READY_MS;
      for (let turn = 1; turn <= 6; turn += 1) {
        offset += 12_500;
        const view = await host.client.waitForView(code, (v) => v.view.guesses.length === turn);
        expect(view.view.guesses.at(-1)).toMatchObject({ timedOut: true, turn, userId: null });
      }
      const finished = await player.client.waitForView(
        code,
        (v) => v.view.party.status === 'finished',
      );
      expect(finished.view.party.teams.map((t) => t.attempts)).toEqual([3, 3]);
      expect(finished.view.party.turnDeadline).toBeNull();
      offset += 60_000;
      await sleep(600);
      expect((await testApp.realtime.service.loadState(code))?.guesses).toHaveLength(6);
      expect(await countServerCommands(testApp.database.db, code, 'turn-timeout:')).toBe(6);
      const stats = await getUserStats(testApp.database.db, host.userId);
      expect(stats.recentGames[0]).toMatchObject({
        partyCode: code,
        score: 0,
        won: false,
        guesses: 0,
      });
      closeAll(host, player);
    }, 30_000);

    it('[TURN-9] "Get ready": the first turn runs its full time after the 3 s moment, then times out', async () => {
      const { code, host, players, view } = await playingParty(testApp, {
        others: 1,
        turnSeconds: 10,
      });
      const { getReadyUntil, turnDeadline } = view.view.party;
      expect(getReadyUntil).toBe(view.view.party.lastUpdatedAt + GET_READY_MS);
      expect(turnDeadline).toBe((getReadyUntil ?? 0) + 10_000);
      offset += 10_000 + TURN_TIMEOUT_GRACE_MS - 500;
      await sleep(600);
      expect((await testApp.realtime.service.loadState(code))?.guesses).toHaveLength(0);
      offset += GET_READY_MS;
      const timedOut = await host.client.waitForView(code, (v) => v.view.guesses.length === 1);
      expect(timedOut.view.guesses[0]).toMatchObject({ timedOut: true, turn: 1 });
      closeAll(host, ...(players as Player[]));
    }, 30_000);

    it('[JUDGE-8] "Host is checking…": the timer ends the window with nobody connected, and the game is recorded', async () => {
      const { code, host, players } = await playingParty(testApp, {
        others: 1,
        maxAttempts: 1,
        turnSeconds: 10,
      });
      const [player] = players as [Player];
      await must(host, 'guess', { code, text: 'mediterranean' });
      await must(player, 'guess', { code, text: 'caspian' });
      const checking = await host.client.waitForView(code, (v) => v.view.party.hostChecking);
      expect(checking.view.party.turnDeadline).toBe(
        checking.view.party.lastUpdatedAt + HOST_CHECKING_MS,
      );
      closeAll(host, player);
      await sleep(600);
      expect((await testApp.realtime.service.loadState(code))?.party.status).toBe('playing');
      offset += HOST_CHECKING_MS + TURN_TIMEOUT_GRACE_MS + 100;
      let state = await testApp.realtime.service.loadState(code);
      for (let tries = 0; tries < 40 && state?.party.status !== 'finished'; tries += 1) {
        await sleep(100);
        state = await testApp.realtime.service.loadState(code);
      }
      expect(state?.party).toMatchObject({ status: 'finished', hostChecking: false });
      expect(state?.guesses).toHaveLength(2);
      const stats = await getUserStats(testApp.database.db, host.userId);
      expect(stats.recentGames[0]).toMatchObject({ partyCode: code, won: false });
    }, 30_000);

    it('[PARTY-5] an expired party is no longer played, not even by the timer', async () => {
      const { code, host, players } = await playingParty(testApp, { others: 1, turnSeconds: 10 });
      const before = await testApp.realtime.service.loadState(code);
      offset += 2 * 60 * 60 * 1000;
      expect(await host.client.send('guess', { code, text: 'pacific' })).toMatchObject({
        ok: false,
        error: 'Party has expired',
      });
      await sleep(600);
      expect((await testApp.realtime.service.loadState(code))?.party.version).toBe(
        before?.party.version,
      );
      closeAll(host, ...(players as Player[]));
    });
  });
});
