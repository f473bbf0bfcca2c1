import type { ServerMessage } from '@trivia/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTopic } from '../support/builders';
import { storageTargets } from '../support/storage-targets';
import {
  closeAll,
  connectPlayer,
  lobbyOf,
  must,
  playingParty,
  type Player,
} from './support/party-flow';
import { openScreenKey } from './support/screens';
import { startRealtimeApp, type RealtimeTestApp } from './support/realtime-app';

/** Every way an answer of the test topic can be written, by rank. */
const SECRETS = makeTopic().answers.map((a) => [a.text, ...(a.aliases ?? [])]);

/**
 * The answers a message may mention: those revealed in the view it is (or, for a delta,
 * the view it gives), or for other messages in the next view (revealed answers only grow
 * during a game).
 */
function leaks(messages: ServerMessage[]): string[] {
  const found: string[] = [];
  let finished = false;
  messages.forEach((message, index) => {
    const view =
      message.type === 'view' ? message : messages.slice(index).find((m) => m.type === 'view');
    // Protocol 2: a delta's own view is the one the test client records right after it.
    const itsOwn =
      message === view || (message.type === 'viewDelta' && view?.version === message.version);
    if (view?.type === 'view' && view.view.party.status === 'finished' && itsOwn) finished = true;
    if (finished) return;
    const revealed = view?.type === 'view' ? view.view.party.revealedIndices : [];
    const text = JSON.stringify(message).toLowerCase();
    SECRETS.forEach((spellings, rank) => {
      if (revealed.includes(rank)) return;
      for (const spelling of spellings) {
        if (new RegExp(`\\b${spelling.toLowerCase()}\\b`).test(text))
          found.push(`${spelling} in ${text}`);
      }
    });
  });
  return found;
}

describe.each(storageTargets())('answers stay secret ($kind)', (target) => {
  let testApp: RealtimeTestApp;
  beforeAll(async () => {
    testApp = await startRealtimeApp(target, { turnTimer: false });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('[VIEW-1] no message of a whole game names an unrevealed answer before the results', async () => {
    const { code, host, players } = await playingParty(testApp, { others: 2, maxAttempts: 4 });
    const [other, mate] = players as [Player, Player];
    const turns: Array<[Player, string]> = [
      [host, 'pacific'],
      [other, 'caspian sea'],
      [mate, 'indian'],
      [other, ''],
      [host, 'baltic'],
      [other, 'arctic'],
      [mate, 'red sea'],
      [other, 'black sea'],
    ];
    for (const [player, text] of turns) await must(player, 'guess', { code, text });
    // JUDGE-8: the last guess was refused; the host shows the results without accepting it.
    await must(host, 'skipChecking', { code });
    const finished = await host.client.waitForView(code, (v) => v.view.party.status === 'finished');
    expect(finished.view.party.revealedIndices.sort()).toEqual([0, 2, 4]);

    for (const player of [host, other, mate]) {
      // A view, then deltas: their own changes at once, the others' with each fan-out.
      expect(player.client.messages.length).toBeGreaterThan(2);
      expect(leaks(player.client.messages)).toEqual([]);
    }
    // Once finished, every answer is shown, found or missed (VIEW-1).
    expect(JSON.stringify(finished)).toContain('Atlantic');
    expect(JSON.stringify(finished)).toContain('Antarctic');
    // The detector itself finds a leak: the final view, were the game still on.
    const early = {
      ...finished,
      view: { ...finished.view, party: { ...finished.view.party, status: 'playing' as const } },
    };
    expect(leaks([early])).toHaveLength(2 + 1);
    closeAll(host, other, mate);
  });

  it('[SURVEY-9][VIEW-1] no frame or ack names another member’s survey answer, big screen included', async () => {
    const { code, host, players } = await lobbyOf(testApp, 2);
    const screen = await connectPlayer(testApp, 'TV');
    await must(screen, 'watchScreen', { code, key: await openScreenKey(host, code) });
    const everyone = [host, ...players];
    const said = everyone.map((_, index) => [`Narwhal${index}`, `Axolotl${index}`]);
    const promptId = 'prompt-animal-lives-sea';
    await must(host, 'startSurvey', { code, prompts: [{ kind: 'library', promptId }] });
    for (const [index, member] of everyone.entries()) {
      await must(member, 'answerSurvey', { code, promptId, answers: said[index] ?? [] });
    }
    await must(host, 'closeSurvey', { code });
    for (const client of [...everyone, screen].map((p) => p.client)) {
      await client.waitForView(code, (v) => v.view.party.survey?.status === 'closed');
    }
    everyone.forEach((member, index) => {
      const others = said.filter((_, at) => at !== index).flat();
      const text = JSON.stringify(member.client.messages).toLowerCase();
      for (const answer of others) expect(text).not.toContain(answer.toLowerCase());
      for (const answer of said[index] ?? []) expect(text).toContain(answer.toLowerCase());
    });
    const onScreen = JSON.stringify(screen.client.messages).toLowerCase();
    for (const answer of said.flat()) expect(onScreen).not.toContain(answer.toLowerCase());
    closeAll(host, screen, ...players);
  });
});
