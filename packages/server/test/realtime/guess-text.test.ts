import { MESSAGES } from '@trivia/game';
import type { ViewMessage } from '@trivia/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageTargets } from '../support/storage-targets';
import { connectPlayer, closeAll, must, playingParty, type Player } from './support/party-flow';
import { startRealtimeApp, type RealtimeTestApp } from './support/realtime-app';
import { openScreenKey } from './support/screens';

/** Control, format (bidi, zero-width) and other invisible characters: none may reach a screen. */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]/u;

/**
 * Guess text is cleaned and masked (VIEW-3, VIEW-4), through the real socket: a guess with a
 * right-to-left override, zero-width characters and profanity, seen by every viewer.
 */
describe.each(storageTargets())(
  'guess text reaches viewers cleaned and masked ($kind)',
  (target) => {
    let testApp: RealtimeTestApp;
    const everyone: Player[] = [];
    beforeAll(async () => {
      testApp = await startRealtimeApp(target, { turnTimer: false });
    });
    afterAll(async () => {
      closeAll(...everyone);
      await testApp.close();
    });

    it('[VIEW-3][VIEW-4] viewers and the big screen see no bidi or zero-width characters and no profanity; matching still reads the guess', async () => {
      // Host and mate on team-1, other on team-2.
      const { code, host, players } = await playingParty(testApp, { others: 2 });
      const [other, mate] = players as [Player, Player];
      const screen = await connectPlayer(testApp, 'Living room TV');
      everyone.push(host, other, mate, screen);
      await must(screen, 'watchScreen', { code, key: await openScreenKey(host, code) });

      await must(host, 'guess', { code, text: '\u202Efuck\u200B off\u2066' });
      const invisibleOnly = await other.client.send('guess', { code, text: '\u202E\u200B\u2069' });
      expect(invisibleOnly).toMatchObject({ ok: false, error: MESSAGES.invisibleGuess });
      const scored = await must(other, 'guess', { code, text: 'fucking pacific' });
      expect(scored.guess).toMatchObject({ kind: 'recorded', correct: true, rank: 0, points: 5 });

      const state = await testApp.realtime.service.loadState(code);
      // The server keeps the guess as typed, cleaned; the refused one changed nothing.
      expect(state?.guesses.map((g) => g.text)).toEqual(['fuck off', 'fucking pacific']);
      const shown = (seen: ViewMessage) => seen.view.guesses.map((g) => g.text);
      for (const viewer of [host, other, mate, screen]) {
        const seen = await viewer.client.waitForView(code, (v) => v.view.guesses.length === 2);
        expect(shown(seen)).toEqual(['**** off', '******* pacific']);
        const received = JSON.stringify(viewer.client.messages);
        expect(received).not.toMatch(INVISIBLE);
        expect(received.toLowerCase()).not.toContain('fuck');
      }
    });
  },
);
