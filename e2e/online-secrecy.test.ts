import { expect, it } from 'vitest';
import { partiesAfter } from './support/view-frames';
import type { Page } from 'playwright-core';
import { e2eSuite } from './support';
import {
  expectBanner,
  guess,
  guessInput,
  newPlayer,
  OCEANS,
  playTurns,
  reachPlay,
  waitForScreen,
  withoutTitles,
} from './online-steps';

/** Every WebSocket frame the page receives, as text, in order. */
function recordFrames(page: Page): string[] {
  const frames: string[] = [];
  page.on('websocket', (socket) => {
    socket.on('framereceived', ({ payload }) => frames.push(payload.toString()));
  });
  return frames;
}

/** The text of every /api/ response the page receives while `recording.on` is true. */
function recordApiResponses(page: Page): { on: boolean; bodies: string[] } {
  const recording = { on: true, bodies: [] as string[] };
  page.on('response', (response) => {
    if (!recording.on || !new URL(response.url()).pathname.startsWith('/api/')) return;
    void response.text().then(
      (body) => recording.bodies.push(body),
      () => {},
    );
  });
  return recording;
}

e2eSuite('Online secrecy (answers stay secret)', (e2e) => {
  it('[VIEW-1] no frame a player receives holds an answer before it is revealed', async () => {
    const host = await newPlayer(e2e);
    const al = await newPlayer(e2e);
    const framesOf = { host: recordFrames(host.page), al: recordFrames(al.page) };
    const hostApi = recordApiResponses(host.page);
    const code = await reachPlay(host, [al]);
    hostApi.on = false;
    // The host picked the topic from a list without answers (it plays too).
    expect(hostApi.bodies.join()).toContain('Largest oceans');
    for (const answer of OCEANS.answers) {
      expect(
        hostApi.bodies.filter((body) => withoutTitles(body).includes(answer)),
        answer,
      ).toEqual([]);
    }

    await guess(host.page, 'pacific');
    await expectBanner(al.page, 'Correct! #1 answer found! +5 points');
    await guessInput(al.page).waitFor();
    await guess(al.page, 'indian');
    await expectBanner(host.page, 'Correct! #3 answer found! +3 points');
    await playTurns(
      [
        [host.page, 'mediterranean'],
        [al.page, 'caribbean'],
        [host.page, 'baltic'],
        [al.page, 'red sea'],
      ],
      host.page,
    );
    await waitForScreen(al.page, code, 'results');
    await waitForScreen(host.page, code, 'results');

    for (const frames of Object.values(framesOf)) {
      const views = partiesAfter(frames);
      const finished = views.findIndex((view) => view?.status === 'finished');
      expect(finished).toBeGreaterThan(0);
      OCEANS.answers.forEach((answer, rank) => {
        const revealed = views.findIndex((view) => view?.revealedIndices.includes(rank) ?? false);
        const shownFrom = revealed === -1 ? finished : Math.min(revealed, finished);
        const early = frames
          .slice(0, shownFrom)
          .filter((frame) => frame.toLowerCase().includes(answer.toLowerCase()));
        expect(early, `"${answer}" before it was revealed`).toEqual([]);
      });
      // The recording works: the finished view brings every answer.
      expect(frames.slice(finished).join()).toContain('Southern');
    }
  });
});
