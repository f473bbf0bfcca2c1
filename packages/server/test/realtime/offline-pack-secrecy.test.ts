import { comparisonKey, gameTypes, topics } from '@trivia/content';
import type { TopicAnswer } from '@trivia/game';
import { OfflineBundleResponse, REALTIME_ERRORS, TopicSummariesResponse } from '@trivia/protocol';
import { unsealAnswers } from '@trivia/protocol/answer-seal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client';
import { storageTargets } from '../support/storage-targets';
import { startTestApp } from '../support/test-app';
import { beginGame, closeAll, lobbyOf, must, type Player } from './support/party-flow';
import { TEST_LIMITS, type RealtimeTestApp } from './support/realtime-app';

/** How many of `live` some answer of `other` names (by text or alias, once normalised). */
function answersInCommon(live: readonly TopicAnswer[], other: readonly TopicAnswer[]): number {
  const names = (answer: TopicAnswer) => [answer.text, ...(answer.aliases ?? [])];
  const known = new Set(other.flatMap(names).map(comparisonKey));
  return live.filter((answer) => names(answer).some((name) => known.has(comparisonKey(name))))
    .length;
}

describe.each(storageTargets())(
  'a live game cannot be answered from the offline pack ($kind)',
  (target) => {
    let testApp: RealtimeTestApp;
    const open: Player[] = [];
    beforeAll(async () => {
      const started = await startTestApp({
        target,
        content: { gameTypes, topics },
        deps: { realtime: { limits: TEST_LIMITS, turnTimer: false } },
      });
      testApp = { ...started, realtime: started.app.realtime };
    });
    afterAll(async () => {
      closeAll(...open);
      await testApp.close();
    });

    /** The online picker's topics: what a host can start a live game on. */
    async function onlineTopics() {
      const response = await testApp.client().get('/api/game-types/top5-blitz/topic-summaries');
      return TopicSummariesResponse.parse(response.body).topics;
    }

    /** The offline pack as `player` downloads it, every topic unsealed as the attacker does. */
    async function unsealedPackOf(player: Player) {
      const api = new ApiClient(testApp.url);
      const response = await api.get('/api/offline-bundle', { cookie: player.cookie });
      expect(response.status).toBe(200);
      const bundle = OfflineBundleResponse.parse(response.body);
      return bundle.topics.map((topic) => ({
        ...topic,
        answers: unsealAnswers(topic.sealedAnswers, bundle.key, topic.id) ?? [],
      }));
    }

    it('[TOPIC-7] a player of five live games finds neither their titles nor their answers in the pack', async () => {
      const summaries = await onlineTopics();
      // Five live games over five categories, as the attack played them.
      const chosen = [...new Map(summaries.map((t) => [t.category, t])).values()].slice(0, 5);
      expect(chosen).toHaveLength(5);
      for (const summary of chosen) {
        const lobby = await lobbyOf(testApp, 1);
        const player = lobby.players[0] as Player;
        open.push(lobby.host, player);
        await beginGame(lobby.host, lobby.code, { topicId: summary.id });
        const seen = await player.client.waitForView(
          lobby.code,
          (v) => v.view.party.topic !== null,
        );
        const title = seen.view.party.topic?.title;
        expect(title).toBe(summary.title);
        const live = topics.find((topic) => topic.id === summary.id)?.answers ?? [];
        const pack = await unsealedPackOf(player);
        expect(pack.length).toBeGreaterThan(50);
        expect(pack.filter((topic) => topic.title === title || topic.id === summary.id)).toEqual(
          [],
        );
        const twins = pack.filter((topic) => answersInCommon(live, topic.answers) >= 3);
        expect(twins.map((topic) => topic.id)).toEqual([]);
      }
    }, 30_000);

    it('[TOPIC-7] the online picker offers no topic of the pack, and a host cannot choose one by id', async () => {
      const lobby = await lobbyOf(testApp, 1);
      open.push(lobby.host, ...lobby.players);
      const pack = await unsealedPackOf(lobby.host);
      const offered = new Set((await onlineTopics()).map((topic) => topic.id));
      expect(offered.size).toBeGreaterThan(50);
      expect(pack.filter((topic) => offered.has(topic.id))).toEqual([]);
      const { code, host } = lobby;
      await must(host, 'startGame', { code });
      await must(host, 'chooseGameType', { code, gameTypeId: 'top5-blitz' });
      const packed = pack[0]?.id ?? '';
      const refused = await host.client.send('chooseTopic', { code, topicId: packed });
      expect(refused).toMatchObject({ ok: false, error: REALTIME_ERRORS.topicNotFound });
      const state = await testApp.realtime.service.loadState(code);
      expect(state?.party).toMatchObject({ status: 'choosing', topic: null });
    });
  },
);
