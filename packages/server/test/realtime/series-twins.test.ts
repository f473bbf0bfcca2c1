import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeContent, makeTopic } from '../support/builders';
import { storageTargets } from '../support/storage-targets';
import { closeAll, finishGame, lobbyOf, must } from './support/party-flow';
import { startRealtimeApp, type RealtimeTestApp } from './support/realtime-app';

/**
 * ROUND-8 over socket.io: a catalog holding two library topics of one yearly series (the
 * library counts them as twins) and one unrelated topic.
 */
function twinContent() {
  const content = makeContent();
  const series = ['smartphone-vendors-2022', 'smartphone-vendors-2023'].map((id) =>
    makeTopic({
      id,
      title: `Smartphone vendors ${id.slice(-4)}`,
      category: 'Technology',
      answers: [
        'Samsung',
        'Apple',
        'Xiaomi',
        'Oppo',
        id.endsWith('2022') ? 'Vivo' : 'Transsion',
      ].map((text) => ({ text })),
    }),
  );
  const oceans = content.topics.filter((topic) => topic.id === 'largest-oceans');
  return { ...content, topics: [...oceans, ...series] };
}

describe.each(storageTargets())('series twins over socket.io ($kind)', (target) => {
  let testApp: RealtimeTestApp;
  beforeAll(async () => {
    testApp = await startRealtimeApp(target, { turnTimer: false, content: twinContent() });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('[ROUND-8] the next round refuses a twin of the topic played, changing nothing; a surprise skips it', async () => {
    const { code, host, players } = await lobbyOf(testApp, 1);
    await must(host, 'quickStart', {
      code,
      pick: { kind: 'topic', topicId: 'smartphone-vendors-2022' },
    });
    await finishGame(testApp, code, [host, ...players]);
    const before = await testApp.realtime.service.loadState(code);
    const ack = await host.client.send('quickStart', {
      code,
      pick: { kind: 'topic', topicId: 'smartphone-vendors-2023' },
    });
    expect(ack).toMatchObject({ ok: false, error: 'Too close to a topic played tonight' });
    // Anyone but the host is refused as such first (ROLE-2), twin or not.
    const fromPlayer = await players[0]!.client.send('quickStart', {
      code,
      pick: { kind: 'topic', topicId: 'smartphone-vendors-2023' },
    });
    expect(fromPlayer).toMatchObject({ ok: false });
    expect(fromPlayer).not.toMatchObject({ error: 'Too close to a topic played tonight' });
    const after = await testApp.realtime.service.loadState(code);
    expect(after?.party.version).toBe(before?.party.version);
    await must(host, 'quickStart', { code, pick: { kind: 'surprise', difficulty: null } });
    const next = await testApp.realtime.service.loadState(code);
    expect(next?.party.topic?.id).toBe('largest-oceans');
    closeAll(host, ...players);
  });
});
