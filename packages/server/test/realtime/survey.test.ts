import { TURN_TIMEOUT_GRACE_MS } from '../../src/parties/turn-timer';
import type { ServerMessage } from '@trivia/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SurveyContribution } from '../../src/survey/survey-sharing';
import { storageTargets } from '../support/storage-targets';
import { closeAll, lobbyOf, must, teamMembers, type Player } from './support/party-flow';
import { startRealtimeApp, type RealtimeTestApp } from './support/realtime-app';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A library prompt without aliases, and what five people say to it. */
const SEA = 'prompt-animal-lives-sea';
const SAID: readonly (readonly string[])[] = [
  ['Dolphin', 'Shark'],
  ['dolphins', 'Octopus'],
  ['Shark', 'Whale'],
  ['Whale', 'Jellyfish'],
  ['Dolphin', 'Starfish'],
];

/** The host and four players; each answers SEA with SAID in turn (the host first). */
async function answeredLobby(testApp: RealtimeTestApp, seconds = 0) {
  const lobby = await lobbyOf(testApp, 4);
  const { code, host, players } = lobby;
  await must(host, 'startSurvey', { code, prompts: [{ kind: 'library', promptId: SEA }], seconds });
  const everyone = [host, ...players];
  for (const [index, member] of everyone.entries()) {
    await must(member, 'answerSurvey', { code, promptId: SEA, answers: [...(SAID[index] ?? [])] });
  }
  return { ...lobby, everyone };
}

/** A member of the team whose turn it is. */
function activeMember(everyone: readonly Player[], code: string): Player {
  const view = everyone[0]!.client.latest(code);
  const ids = teamMembers(view, view.view.party.activeTeamId ?? '');
  const member = everyone.find((p) => ids.includes(p.userId));
  if (member === undefined) throw new Error('nobody on the active team');
  return member;
}

/** The answers of members other than `index` that `index` did not say, as word patterns. */
function othersAnswers(index: number): RegExp[] {
  const mine = new Set((SAID[index] ?? []).map((t) => t.toLowerCase()));
  return SAID.flatMap((answers, at) => (at === index ? [] : answers))
    .filter((text) => !mine.has(text.toLowerCase()))
    .map((text) => new RegExp(`\\b${text.toLowerCase()}\\b`));
}

function leaksIn(messages: readonly ServerMessage[], patterns: readonly RegExp[]): string[] {
  return messages.flatMap((message) => {
    const text = JSON.stringify(message).toLowerCase();
    return patterns.filter((pattern) => pattern.test(text)).map((p) => `${p} in ${text}`);
  });
}

describe.each(storageTargets())('Survey Says online ($kind)', (target) => {
  let testApp: RealtimeTestApp;
  const shared: SurveyContribution[] = [];
  beforeAll(async () => {
    testApp = await startRealtimeApp(target, {
      turnTimer: false,
      onSurveyClosed: async (contribution) => {
        shared.push(contribution);
      },
    });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('[SURVEY-8][SURVEY-11][SURVEY-9] five phones survey a prompt, then play its board to the results with "N said it"', async () => {
    const { code, host, everyone } = await answeredLobby(testApp);
    const open = await host.client.waitForView(
      code,
      (v) => v.view.party.survey?.answeredMemberIds.length === 5,
    );
    expect(open.view.party.survey?.status).toBe('open');
    expect(host.client.latest(code).view.viewer.survey.myAnswers).toEqual({
      [SEA]: ['Dolphin', 'Shark'],
    });
    // Secrecy: until the board is played no member hears another's answer, in any message.
    await must(host, 'closeSurvey', { code });
    const closed = await host.client.waitForView(
      code,
      (v) => v.view.party.survey?.status === 'closed',
    );
    expect(closed.view.party.survey?.prompts[0]?.board).toEqual({ ready: true, slots: 5 });
    await must(host, 'startGame', { code });
    await must(host, 'chooseGameType', { code, gameTypeId: 'family-feud' });
    await must(host, 'chooseTopic', { code, topicId: `survey:${SEA}` });
    await must(host, 'saveTeams', {
      code,
      teamNames: ['Fins', 'Tails'],
      maxAttempts: 3,
      turnSeconds: 60,
    });
    await must(host, 'beginGame', { code });
    const playing = await host.client.waitForView(code, (v) => v.view.party.status === 'playing');
    expect(playing.view.party.topic).toMatchObject({
      title: 'Name an animal that lives in the sea',
      answerCount: 5,
      answers: [],
      counts: [],
    });
    for (const [index, member] of everyone.entries()) {
      await member.client.waitForView(code, (v) => v.view.party.status === 'playing');
      expect(leaksIn(member.client.messages, othersAnswers(index))).toEqual([]);
    }

    await must(activeMember(everyone, code), 'guess', { code, text: 'shark' });
    const revealed = await host.client.waitForView(
      code,
      (v) => v.view.party.revealedIndices.length === 1,
    );
    expect(revealed.view.party.topic?.answers.map((a) => a.text)).toEqual(['Shark']);
    expect(revealed.view.party.topic?.counts).toEqual([2]);
    for (const text of ['dolphin', 'whale', 'octopus', 'jellyfish']) {
      await must(activeMember(everyone, code), 'guess', { code, text });
      await host.client.waitForView(code, (v) => v.view.guesses.some((g) => g.text === text));
    }
    const finished = await host.client.waitForView(code, (v) => v.view.party.status === 'finished');
    const topic = finished.view.party.topic;
    expect(topic?.answers.map((a) => a.text)).toEqual([
      'Dolphin',
      'Shark',
      'Whale',
      'Octopus',
      'Jellyfish',
    ]);
    expect(topic?.counts).toEqual([3, 2, 2, 1, 1]);
    expect(finished.view.party.survey?.prompts[0]?.played).toBe(true);
    // Not shared: the hook heard nothing of this party.
    expect(shared).toEqual([]);
    closeAll(...everyone);
  }, 30_000);

  it('[SURVEY-10] the quizmaster sees the groups, merges two and the board follows; players see none', async () => {
    const { code, host, players, everyone } = await answeredLobby(testApp);
    await must(host, 'closeSurvey', { code });
    await must(host, 'startGame', { code });
    await must(host, 'chooseGameType', { code, gameTypeId: 'family-feud' });
    await must(host, 'chooseTopic', { code, topicId: `survey:${SEA}` });
    await must(host, 'saveTeams', {
      code,
      teamNames: ['Fins', 'Tails'],
      maxAttempts: 3,
      turnSeconds: 60,
    });
    // Before the quizmaster mode nobody may review.
    const early = await host.client.send('reviewSurvey', {
      code,
      promptId: SEA,
      op: { kind: 'merge', a: 1, b: 2 },
    });
    expect(early).toMatchObject({
      ok: false,
      error: 'Only a host who is not playing can review the answers',
    });
    await must(host, 'setHostMode', { code, mode: 'quizmaster' });
    const view = await host.client.waitForView(
      code,
      (v) => v.view.viewer.survey.groups !== undefined,
    );
    const groups = view.view.viewer.survey.groups?.[SEA] ?? [];
    expect(groups.map((g) => [g.name, g.count])).toEqual([
      ['Dolphin', 3],
      ['Shark', 2],
      ['Whale', 2],
      ['Octopus', 1],
      ['Jellyfish', 1],
      ['Starfish', 1],
    ]);
    // Shark and Whale are one group now (3 people, said after Dolphin): "Big fish"; so
    // Starfish reaches the board.
    await must(host, 'reviewSurvey', { code, promptId: SEA, op: { kind: 'merge', a: 1, b: 2 } });
    await must(host, 'reviewSurvey', {
      code,
      promptId: SEA,
      op: { kind: 'rename', group: 1, name: 'Big fish' },
    });
    const reviewed = await host.client.waitForView(
      code,
      (v) => v.view.viewer.survey.groups?.[SEA]?.[1]?.name === 'Big fish',
    );
    expect(reviewed.view.viewer.survey.groups?.[SEA]?.map((g) => g.count)).toEqual([3, 3, 1, 1, 1]);
    const player = players[0]!;
    const seen = await player.client.waitForView(code, (v) => v.version === reviewed.version);
    expect(seen.view.viewer.survey.groups).toBeUndefined();
    expect(leaksIn(player.client.messages, othersAnswers(1))).toEqual([]);
    await must(host, 'beginGame', { code });
    const playing = await host.client.waitForView(code, (v) => v.view.party.status === 'playing');
    expect(playing.view.viewer.hostView?.map((a) => a.text)).toEqual([
      'Dolphin',
      'Big fish',
      'Octopus',
      'Jellyfish',
      'Starfish',
    ]);
    const played = await host.client.send('reviewSurvey', {
      code,
      promptId: SEA,
      op: { kind: 'merge', a: 3, b: 4 },
    });
    expect(played).toMatchObject({ ok: false, error: 'This board has already been played' });
    closeAll(...everyone);
  }, 30_000);

  it("[SURVEY-12] a kicked member's answers leave the groups and the board", async () => {
    const { code, host, players, everyone } = await answeredLobby(testApp);
    await must(host, 'closeSurvey', { code });
    // Player 4 said "Dolphin" and "Starfish".
    await must(host, 'kick', { code, targetUserId: players[3]!.userId });
    const state = await testApp.realtime.service.loadState(code);
    const survey = state?.party.survey;
    const answers = survey?.groups[SEA]?.flatMap((g) => g.answers) ?? [];
    expect(answers.some((a) => a.memberId === players[3]!.userId)).toBe(false);
    expect(survey?.answers[SEA]?.some((a) => a.memberId === players[3]!.userId)).toBe(false);
    const board = survey?.boards[SEA];
    expect(board?.ok && board.slots.map((s) => [s.text, s.count])).toEqual([
      ['Dolphin', 2],
      ['Shark', 2],
      ['Whale', 2],
      ['Octopus', 1],
      ['Jellyfish', 1],
    ]);
    const refused = await players[3]!.client.send('answerSurvey', {
      code,
      promptId: SEA,
      answers: ['Eel'],
    });
    expect(refused.ok).toBe(false);
    closeAll(...everyone);
  }, 30_000);

  it('[SURVEY-9][SURVEY-8] bad input gets a clear error and changes nothing', async () => {
    const { code, host, players, everyone } = await answeredLobby(testApp);
    const before = (await testApp.realtime.service.loadState(code))?.party.version;
    const tries = [
      players[0]!.client.send('answerSurvey', {
        code,
        promptId: SEA,
        answers: ['a', 'b', 'c', 'd'],
      }),
      players[0]!.client.send('answerSurvey', { code, promptId: SEA, answers: ['x'.repeat(61)] }),
      players[0]!.client.send('answerSurvey', { code, promptId: 'prompt-nope', answers: ['Eel'] }),
      players[0]!.client.send('startSurvey', { code, surprise: { count: 5 } }),
      host.client.send('startSurvey', { code, surprise: { count: 5 } }),
      players[0]!.client.send('closeSurvey', { code }),
      host.client.send('chooseTopic', { code, topicId: `survey:${SEA}` }),
    ];
    const errors = (await Promise.all(tries)).map((ack) => (ack.ok ? 'accepted' : ack.error));
    expect(errors).toEqual([
      'Up to 3 answers a prompt',
      'An answer has at most 60 characters',
      'Prompt not found',
      'Only the host can do that',
      'A survey is already open',
      'Only the host can do that',
      'The survey is still open',
    ]);
    expect((await testApp.realtime.service.loadState(code))?.party.version).toBe(before);
    closeAll(...everyone);
  }, 30_000);

  it('[SURVEY-13][SURVEY-8] a shared survey gives its counts to the hook at close; "Surprise me" draws 5 prompts', async () => {
    const { code, host, everyone } = await answeredLobby(testApp);
    await must(host, 'setShareSurvey', { code, share: true });
    await must(host, 'closeSurvey', { code });
    await host.client.waitForView(code, (v) => v.view.party.survey?.status === 'closed');
    for (let i = 0; i < 50 && shared.length === 0; i += 1) await sleep(20);
    expect(shared).toHaveLength(1);
    expect(shared[0]).toMatchObject({ promptId: SEA });
    expect(shared[0]?.groups[0]).toEqual({ name: 'Dolphin', count: 3 });
    expect(JSON.stringify(shared)).not.toContain(host.userId);
    await must(host, 'startSurvey', { code, surprise: { count: 5, familyOnly: true } });
    const surprise = await host.client.waitForView(
      code,
      (v) => v.view.party.survey?.status === 'open',
    );
    const ids = surprise.view.party.survey?.prompts.map((p) => p.id) ?? [];
    expect(new Set(ids).size).toBe(5);
    expect(ids).not.toContain(SEA);
    closeAll(...everyone);
  }, 30_000);
});

describe.each(storageTargets())('the survey deadline ($kind)', (target) => {
  let testApp: RealtimeTestApp;
  let offset = 0;
  beforeAll(async () => {
    testApp = await startRealtimeApp(target, { now: () => Date.now() + offset });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('[SURVEY-8] the server timer closes an open survey at its deadline (after the grace), once', async () => {
    const { code, host, everyone } = await answeredLobby(testApp, 15);
    const deadline = host.client.latest(code).view.party.survey?.deadline ?? 0;
    offset += 15_000 + TURN_TIMEOUT_GRACE_MS - 1000;
    await sleep(600);
    expect((await testApp.realtime.service.loadState(code))?.party.survey?.status).toBe('open');
    offset += 1500;
    const closed = await host.client.waitForView(
      code,
      (v) => v.view.party.survey?.status === 'closed',
    );
    expect(closed.view.party.lastUpdatedAt).toBeGreaterThanOrEqual(deadline);
    expect(closed.view.party.survey?.prompts[0]?.board).toEqual({ ready: true, slots: 5 });
    await sleep(600);
    expect((await testApp.realtime.service.loadState(code))?.party.version).toBe(closed.version);
    closeAll(...everyone);
  }, 30_000);
});
