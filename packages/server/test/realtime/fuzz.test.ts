import { randomUUID } from 'node:crypto';
import { isOnlineTopic } from '@trivia/content';
import {
  activeMembers,
  MAX_TEAM_ADJUSTMENT,
  partyView,
  pointsForRank,
  SURVEY_ANSWER_LENGTH,
  SURVEY_ANSWERS_PER_PROMPT,
  SURVEY_MAX_PROMPTS,
  surveyPromptIdOf,
  type PartyState,
} from '@trivia/game';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageTargets } from '../support/storage-targets';
import { fuzzMessage, materialise, progressMove, PROGRESS } from './support/fuzz-messages';
import { closeAll, connectPlayer, must, type Player } from './support/party-flow';
import { startRealtimeApp, type RealtimeTestApp } from './support/realtime-app';

const RUNS = 25;
const MESSAGES_PER_RUN = 400; // 25 × 400 = 10,000 messages
/** Messages sent at once before the invariants are checked (progress moves read the views in between). */
const BATCH = 10;

describe.each(storageTargets())('fuzzing a live party ($kind)', (target) => {
  let testApp: RealtimeTestApp;
  let cast: Player[];
  beforeAll(async () => {
    testApp = await startRealtimeApp(target, { turnTimer: { graceMs: 0, intervalMs: 100 } });
    cast = [
      await connectPlayer(testApp, 'Hana'),
      await connectPlayer(testApp, 'Ann'),
      await connectPlayer(testApp, 'Bo'),
    ];
  });
  afterAll(async () => {
    closeAll(...cast);
    await testApp.close();
  });

  it('[LIMIT-2][TURN-2][SCORE-2][JUDGE-5][TOPIC-7][VIEW-1][SURVEY-9] 10,000 random and malformed messages, every invariant holds', async () => {
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fuzzMessage, { minLength: MESSAGES_PER_RUN, maxLength: MESSAGES_PER_RUN }),
        async (messages) => {
          let code = await freshParty();
          const ids = cast.map((p) => p.userId);
          let lastVersion = 0;
          for (let start = 0; start < messages.length; start += BATCH) {
            for (const { from, event, body, guess } of messages.slice(start, start + BATCH)) {
              if (body === PROGRESS) {
                sendProgress(code, guess);
              } else {
                const message = materialise(body, code, ids);
                if (JSON.stringify(message ?? null).length > 8000) continue;
                cast[from]?.client.sendRaw(event, message);
              }
              sent += 1;
            }
            await everyConnectionAnswers();
            const state = await testApp.realtime.service.loadState(code);
            if (state === null) {
              // Everyone left: the party is closed, as it should be. Carry on with a new one.
              code = await freshParty();
              lastVersion = 0;
              continue;
            }
            expect(state.party.version).toBeGreaterThanOrEqual(lastVersion);
            lastVersion = state.party.version;
            expectInvariants(state);
            for (const player of cast) {
              expectNoSecretInView(player, code);
              expectDeltasExact(player, state);
            }
          }
        },
      ),
      // One live server carries its state from run to run, so shrinking a failure cannot
      // replay it and only spends the test's time: the first failure is reported as it is.
      { numRuns: RUNS, endOnFailure: true },
    );
    expect(sent).toBeGreaterThanOrEqual(RUNS * MESSAGES_PER_RUN * 0.95);
  }, 600_000);

  /** The game's next forward move, sent by whoever may make it (from the newest view any of the cast holds). */
  function sendProgress(code: string, guess: string) {
    const views = cast.flatMap((p) => p.client.views.get(code) ?? []);
    const view = views.sort((a, b) => b.version - a.version)[0]?.view;
    if (view === undefined) return;
    const move = progressMove(view, guess);
    const sender = cast.find((p) => p.userId === move.by);
    sender?.client.sendRaw('command', {
      commandId: randomUUID(),
      type: move.type,
      payload: move.payload,
    });
  }

  /** A party with all three, hosted by the first, created with fresh connections if needed. */
  async function freshParty(): Promise<string> {
    for (const [index, player] of cast.entries()) {
      if (!player.client.socket.connected) {
        player.client.close();
        cast[index] = await connectPlayer(testApp, player.displayName);
      }
    }
    const [host, ...others] = cast as [Player, Player, Player];
    const { code } = await must(host, 'createParty', {});
    for (const player of others) await must(player, 'joinParty', { code: code ?? '' });
    return code ?? '';
  }

  /** Commands run in order per connection: an answered probe means everything before it was handled. */
  async function everyConnectionAnswers() {
    await Promise.all(
      cast
        .filter((p) => p.client.socket.connected)
        .map(async (p) => {
          const ack = await p.client.socket.timeout(30_000).emitWithAck('command', {
            commandId: randomUUID(),
            type: 'unsubscribe',
            payload: { code: 'ZZZZZZ' },
          });
          expect(ack).toMatchObject({ ok: true });
        }),
    );
  }
});

/** What must hold of any party state, whatever was sent. */
function expectInvariants(state: PartyState) {
  const { party, guesses } = state;
  const members = activeMembers(state);
  const hosts = members.filter((m) => m.role === 'host');
  expect(hosts.map((m) => m.userId)).toEqual([party.hostId]);
  expect(new Set(state.members.map((m) => m.userId)).size).toBe(state.members.length);
  expect(['lobby', 'choosing', 'setup', 'team_setup', 'playing', 'finished']).toContain(
    party.status,
  );
  expect(party.teams.length).toBeGreaterThanOrEqual(2);
  expect(party.teams.length).toBeLessThanOrEqual(4);
  expect(new Set(party.revealedIndices).size).toBe(party.revealedIndices.length);
  for (const rank of party.revealedIndices) expect(rank).toBeGreaterThanOrEqual(0);
  if (party.status === 'playing' || party.status === 'finished') {
    for (const team of party.teams) {
      const own = guesses.filter((g) => g.teamId === team.id);
      expect(team.attempts).toBe(own.length);
      expect(team.attempts).toBeLessThanOrEqual(party.maxAttempts);
      // JUDGE-4: plus the points the host gave or took and has not undone.
      const adjusted = state.judgements
        .filter((j) => j.kind === 'adjust' && j.undoneAt === null && j.teamId === team.id)
        .reduce((sum, j) => sum + j.points, 0);
      expect(team.score).toBe(
        own.filter((g) => g.correct).reduce((sum, g) => sum + pointsForRank(g.rank), 0) + adjusted,
      );
      expect(team.score).toBeGreaterThanOrEqual(0);
      // JUDGE-5: a team's adjustments stay within their bound.
      expect(Math.abs(adjusted)).toBeLessThanOrEqual(MAX_TEAM_ADJUSTMENT);
    }
    // TOPIC-7: an online party never plays a topic of the offline pack (SURVEY-11: or its
    // own survey's board).
    if (party.topic !== null && surveyPromptIdOf(party.topic.id) === null) {
      expect(isOnlineTopic(party.topic.id)).toBe(true);
    }
    const found = guesses.filter((g) => g.correct).map((g) => g.rank);
    expect([...found].sort()).toEqual([...party.revealedIndices].sort());
  }
  // A turn has a deadline while playing, unless the game is paused or relaxed (PAUSE-1, PAUSE-3).
  const counting = party.status === 'playing' && party.pausedAt === null && party.turnSeconds > 0;
  if (counting) expect(party.turnDeadline).not.toBeNull();
  if (party.pausedAt !== null) expect(party.turnDeadline).toBeNull();
  expectSurveyInvariants(state);
  // JUDGE-8: the host's checking window is part of a game in play, with no team active.
  if (party.hostChecking) {
    expect(party.status).toBe('playing');
    expect(party.activeTeamId).toBeNull();
  }
}

/** SURVEY-8, SURVEY-9, SURVEY-12: the survey's limits hold whatever was sent. */
function expectSurveyInvariants(state: PartyState) {
  const survey = state.party.survey ?? null;
  if (survey === null) return;
  expect(survey.prompts.length).toBeGreaterThanOrEqual(1);
  expect(survey.prompts.length).toBeLessThanOrEqual(SURVEY_MAX_PROMPTS);
  const kicked = new Set(state.members.filter((m) => m.kickedAt !== null).map((m) => m.userId));
  for (const answers of Object.values(survey.answers)) {
    const perMember = new Map<string, number>();
    for (const answer of answers) {
      expect(Array.from(answer.text).length).toBeLessThanOrEqual(SURVEY_ANSWER_LENGTH);
      expect(kicked.has(answer.memberId)).toBe(false);
      perMember.set(answer.memberId, (perMember.get(answer.memberId) ?? 0) + 1);
    }
    for (const count of perMember.values()) {
      expect(count).toBeLessThanOrEqual(SURVEY_ANSWERS_PER_PROMPT);
    }
  }
}

/**
 * Protocol 2: the server sends a delta only from the version it sent that connection last
 * (never a gap), and the view a client builds from deltas is exactly the server's view.
 */
function expectDeltasExact(player: Player, state: PartyState) {
  expect(player.client.gaps).toBe(0);
  const held = player.client.views.get(state.party.code)?.view;
  if (held === undefined || held.version !== state.party.version) return;
  const server = JSON.parse(JSON.stringify(partyView(state, held.viewer.userId))) as unknown;
  expect(held).toEqual(server);
}

/** VIEW-1: a view shows only revealed answers until the game is finished. */
function expectNoSecretInView(player: Player, code: string) {
  const view = player.client.views.get(code)?.view;
  // VIEW-2: only a quizmaster host, on no team, gets the whole board.
  if (view?.viewer.hostView) {
    expect(view.viewer.isHost).toBe(true);
    expect(view.viewer.teamId).toBeNull();
  }
  // SURVEY-10: only a quizmaster host sees the survey's groups.
  if (view?.viewer.survey.groups) {
    expect(view.viewer.isHost).toBe(true);
    expect(view.viewer.teamId).toBeNull();
  }
  if (view === undefined || view.party.topic === null || view.party.status === 'finished') return;
  for (const answer of view.party.topic.answers)
    expect(view.party.revealedIndices).toContain(answer.rank);
  // SURVEY-11: counts only for the answers shown.
  if (view.party.topic.counts) {
    expect(view.party.topic.counts).toHaveLength(view.party.topic.answers.length);
  }
}
