import { MESSAGES } from '@trivia/game';
import {
  PAIRING_ERRORS,
  REALTIME_ERRORS,
  type AckMessage,
  type ClientCommand,
} from '@trivia/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageTargets } from '../support/storage-targets';
import { PartyClient } from './support/party-client';
import { partyAt, roles, SURVEY_PROMPT, type Cast, type Stage } from './support/party-at';
import { closeAll, connectPlayer } from './support/party-flow';
import { startRealtimeApp, type RealtimeTestApp } from './support/realtime-app';

type Actor = 'host' | 'activeTeamPlayer' | 'otherTeamPlayer' | 'kicked' | 'stranger';
type Outcome = 'ok' | string;

const N = MESSAGES.notHost;
const R = MESSAGES.removedFromParty;
const M = MESSAGES.memberNotFound;

interface Row {
  name: string;
  /** The command's own rule IDs (docs/RULES.md), besides who may send it (ROLE-1 to ROLE-5). */
  rules: string;
  stage: Stage;
  /** The command as sent by `actor` (some name themself or the target member). */
  command(code: string, cast: Cast, actor: Actor): Pick<ClientCommand, 'type' | 'payload'>;
  expected: Record<Actor, Outcome>;
}

const hostOnly = { host: 'ok', activeTeamPlayer: N, otherTeamPlayer: N, kicked: R, stranger: M };
const anyMember = {
  host: 'ok',
  activeTeamPlayer: 'ok',
  otherTeamPlayer: 'ok',
  kicked: R,
  stranger: M,
};
const simple =
  (type: ClientCommand['type'], extra: object = {}) =>
  (code: string) =>
    ({ type, payload: { code, ...extra } }) as Pick<ClientCommand, 'type' | 'payload'>;

/** Who may do what (ROLE-1 to ROLE-5), checked by the server command by command. */
const rows: Row[] = [
  {
    name: 'startGame',
    rules: '[PARTY-2]',
    stage: 'lobby',
    command: simple('startGame'),
    expected: hostOnly,
  },
  {
    name: 'chooseGameType',
    rules: '[PARTY-2]',
    stage: 'choosing',
    command: simple('chooseGameType', { gameTypeId: 'top5-blitz' }),
    expected: hostOnly,
  },
  {
    name: 'chooseTopic',
    rules: '[PARTY-2]',
    stage: 'choosing-with-type',
    command: simple('chooseTopic', { topicId: 'largest-oceans' }),
    expected: hostOnly,
  },
  {
    // TOPIC-7: a topic of the offline pack is no one's to choose online. The id is looked up
    // before the sender's role, as an unknown id is: everyone is told it is not found.
    name: 'chooseTopic (an offline-set topic)',
    rules: '[TOPIC-7]',
    stage: 'choosing-with-type',
    command: simple('chooseTopic', { topicId: 'longest-rivers' }),
    expected: {
      host: REALTIME_ERRORS.topicNotFound,
      activeTeamPlayer: REALTIME_ERRORS.topicNotFound,
      otherTeamPlayer: REALTIME_ERRORS.topicNotFound,
      kicked: REALTIME_ERRORS.topicNotFound,
      stranger: REALTIME_ERRORS.topicNotFound,
    },
  },
  {
    name: 'goBack',
    rules: '[PARTY-3]',
    stage: 'setup',
    command: simple('goBack', { to: 'lobby' }),
    expected: hostOnly,
  },
  {
    name: 'saveTeams',
    rules: '[TEAM-2][SETUP-3]',
    stage: 'setup',
    command: simple('saveTeams', { teamNames: ['A', 'B'], maxAttempts: 3, turnSeconds: 30 }),
    expected: hostOnly,
  },
  {
    name: 'assignTeam (themself)',
    rules: '[TEAM-5]',
    stage: 'team_setup',
    command: (code, cast, actor) => ({
      type: 'assignTeam',
      payload: { code, targetUserId: actorOf(cast, actor).userId, teamId: 'team-2' },
    }),
    expected: anyMember,
  },
  {
    name: 'assignTeam (someone else)',
    rules: '[TEAM-5]',
    stage: 'team_setup',
    command: (code, cast) => ({
      type: 'assignTeam',
      payload: { code, targetUserId: roles(cast).target.userId, teamId: 'team-1' },
    }),
    expected: hostOnly,
  },
  {
    name: 'redistributeTeams',
    rules: '[TEAM-4]',
    stage: 'team_setup',
    command: simple('redistributeTeams'),
    expected: hostOnly,
  },
  {
    name: 'beginGame',
    rules: '[TEAM-7]',
    stage: 'team_setup',
    command: simple('beginGame'),
    expected: hostOnly,
  },
  {
    name: 'guess',
    rules: '[TURN-4]',
    stage: 'playing',
    command: simple('guess', { text: 'pacific' }),
    expected: { ...anyMember, otherTeamPlayer: MESSAGES.notYourTurn },
  },
  {
    name: 'kick',
    rules: '[JOIN-7]',
    stage: 'playing',
    command: (code, cast) => ({
      type: 'kick',
      payload: { code, targetUserId: roles(cast).target.userId },
    }),
    expected: hostOnly,
  },
  {
    name: 'promote',
    rules: '[HOST-1]',
    stage: 'playing',
    command: (code, cast) => ({
      type: 'promote',
      payload: { code, targetUserId: roles(cast).target.userId },
    }),
    expected: hostOnly,
  },
  {
    name: 'leave',
    rules: '[JOIN-7]',
    stage: 'playing',
    command: simple('leave'),
    expected: anyMember,
  },
  {
    name: 'playAgain',
    rules: '[PARTY-4]',
    stage: 'finished',
    command: simple('playAgain'),
    expected: hostOnly,
  },
  {
    name: 'quickStart (a topic, from the lobby)',
    rules: '[SETUP-6]',
    stage: 'lobby',
    command: simple('quickStart', { pick: { kind: 'topic', topicId: 'largest-oceans' } }),
    expected: hostOnly,
  },
  {
    name: 'quickStart (surprise, the next round)',
    rules: '[SETUP-6][ROUND-5]',
    stage: 'finished',
    command: simple('quickStart', { pick: { kind: 'surprise', difficulty: null } }),
    expected: hostOnly,
  },
  {
    // TOPIC-7 holds for a quick start as for chooseTopic: everyone is told it is not found.
    name: 'quickStart (an offline-set topic)',
    rules: '[TOPIC-7]',
    stage: 'lobby',
    command: simple('quickStart', { pick: { kind: 'topic', topicId: 'longest-rivers' } }),
    expected: {
      host: REALTIME_ERRORS.topicNotFound,
      activeTeamPlayer: REALTIME_ERRORS.topicNotFound,
      otherTeamPlayer: REALTIME_ERRORS.topicNotFound,
      kicked: REALTIME_ERRORS.topicNotFound,
      stranger: REALTIME_ERRORS.topicNotFound,
    },
  },
  {
    name: 'endMatch',
    rules: '[ROUND-3]',
    stage: 'finished',
    command: simple('endMatch'),
    expected: hostOnly,
  },
  // Host judgement (JUDGE-1 to JUDGE-8): every correction from anyone but the host is refused.
  {
    name: 'setHostMode',
    rules: '[HOST-4]',
    stage: 'team_setup',
    command: simple('setHostMode', { mode: 'quizmaster' }),
    expected: hostOnly,
  },
  {
    name: 'proposeAccept',
    rules: '[JUDGE-3]',
    stage: 'finished',
    command: simple('proposeAccept', { guessIndex: 0, turn: 1 }),
    expected: hostOnly,
  },
  {
    name: 'acceptGuess',
    rules: '[JUDGE-1]',
    stage: 'finished',
    command: simple('acceptGuess', { guessIndex: 0, turn: 1, rank: 0 }),
    expected: hostOnly,
  },
  {
    name: 'adjustScore',
    rules: '[JUDGE-4]',
    stage: 'playing',
    command: simple('adjustScore', { teamId: 'team-1', points: 1 }),
    expected: hostOnly,
  },
  {
    name: 'undoJudgement',
    rules: '[JUDGE-6]',
    stage: 'playing',
    command: simple('undoJudgement', { judgementId: 0 }),
    expected: { ...hostOnly, host: MESSAGES.judgementNotFound },
  },
  // JUDGE-8: only the host ends the "Host is checking…" window.
  {
    name: 'skipChecking',
    rules: '[JUDGE-8]',
    stage: 'checking',
    command: simple('skipChecking'),
    expected: hostOnly,
  },
  {
    name: 'proposeAccept (while checking: every unrevealed answer, to the host alone)',
    rules: '[JUDGE-3][JUDGE-8]',
    stage: 'checking',
    command: simple('proposeAccept', { guessIndex: 1, turn: 2 }),
    expected: hostOnly,
  },
  // Host controls (HOST-5 to HOST-7, PAUSE-1).
  {
    name: 'setLocked',
    rules: '[HOST-5]',
    stage: 'lobby',
    command: simple('setLocked', { locked: true }),
    expected: hostOnly,
  },
  {
    name: 'setAllowProfanity',
    rules: '[HOST-6]',
    stage: 'lobby',
    command: simple('setAllowProfanity', { allowProfanity: true }),
    expected: hostOnly,
  },
  {
    name: 'renameMember',
    rules: '[HOST-7]',
    stage: 'playing',
    command: (code, cast) => ({
      type: 'renameMember',
      payload: { code, targetUserId: roles(cast).target.userId, name: 'Renamed Player' },
    }),
    expected: hostOnly,
  },
  {
    name: 'renameTeam',
    rules: '[HOST-7]',
    stage: 'playing',
    command: simple('renameTeam', { teamId: 'team-2', name: 'Night Owls' }),
    expected: hostOnly,
  },
  {
    name: 'pauseGame',
    rules: '[PAUSE-1]',
    stage: 'playing',
    command: simple('pauseGame'),
    expected: hostOnly,
  },
  // Survey Says (SURVEY-8 to SURVEY-13): the host runs the survey, every member answers it.
  {
    name: 'startSurvey',
    rules: '[SURVEY-8]',
    stage: 'lobby',
    command: simple('startSurvey', { prompts: [{ kind: 'library', promptId: SURVEY_PROMPT }] }),
    expected: hostOnly,
  },
  {
    name: 'answerSurvey',
    rules: '[SURVEY-9]',
    stage: 'survey-open',
    command: simple('answerSurvey', { promptId: SURVEY_PROMPT, answers: ['Seal', 'Crab'] }),
    expected: anyMember,
  },
  {
    name: 'closeSurvey',
    rules: '[SURVEY-8]',
    stage: 'survey-open',
    command: simple('closeSurvey'),
    expected: hostOnly,
  },
  {
    // SURVEY-10: only a quizmaster host reviews; a host who plays is refused too.
    name: 'reviewSurvey',
    rules: '[SURVEY-10]',
    stage: 'survey-closed',
    command: simple('reviewSurvey', {
      promptId: SURVEY_PROMPT,
      op: { kind: 'merge', a: 0, b: 1 },
    }),
    expected: { ...hostOnly, host: MESSAGES.surveyReviewQuizmaster },
  },
  {
    name: 'setShareSurvey',
    rules: '[SURVEY-13]',
    stage: 'lobby',
    command: simple('setShareSurvey', { share: true }),
    expected: hostOnly,
  },
  {
    name: 'quickStart (a survey board)',
    rules: '[SURVEY-11][SETUP-6]',
    stage: 'survey-closed',
    command: simple('quickStart', { pick: { kind: 'survey', promptId: SURVEY_PROMPT } }),
    expected: hostOnly,
  },
  {
    name: 'joinParty',
    rules: '[JOIN-3]',
    stage: 'playing',
    command: simple('joinParty'),
    expected: { ...anyMember, stranger: 'ok' },
  },
  {
    name: 'subscribe',
    rules: '',
    stage: 'playing',
    command: simple('subscribe'),
    expected: anyMember,
  },
  {
    // SCREEN-2: only the host pairs a TV; the host's unknown code gets the one refusal text
    // (SCREEN-3). The paired case is in screen-pairing.test.ts.
    name: 'pairScreen',
    rules: '[SCREEN-2]',
    stage: 'lobby',
    command: simple('pairScreen', { pairingCode: 'ABCDEF' }),
    expected: {
      host: PAIRING_ERRORS.invalid,
      activeTeamPlayer: REALTIME_ERRORS.screenHostOnly,
      otherTeamPlayer: REALTIME_ERRORS.screenHostOnly,
      kicked: R,
      stranger: M,
    },
  },
];

const ACTORS: Actor[] = ['host', 'activeTeamPlayer', 'otherTeamPlayer', 'kicked', 'stranger'];

/** The IDs a case checks first: a refusal's own rule (ROLE-1, ROLE-5), or who may send it. */
type Lead = '[ROLE-5]' | '[ROLE-1]' | '[ROLE-1][ROLE-2]' | '[ROLE-2]' | '[ROLE-3]' | '';

function leadOf(row: Row, actor: Actor): Lead {
  const expected = row.expected[actor];
  if (expected === R) return '[ROLE-5]';
  if (expected === M) return '[ROLE-1]';
  if (expected === N) return '[ROLE-1][ROLE-2]';
  if (expected !== 'ok') return '';
  return row.expected.activeTeamPlayer === N ? '[ROLE-2]' : '[ROLE-3]';
}

function actorOf(cast: Cast, actor: Actor) {
  if (actor === 'host' || actor === 'kicked' || actor === 'stranger') return cast[actor];
  return roles(cast)[actor];
}

describe.each(storageTargets())('authorization matrix over socket.io ($kind)', (target) => {
  let testApp: RealtimeTestApp;
  let cast: Cast;
  beforeAll(async () => {
    testApp = await startRealtimeApp(target, { turnTimer: false });
    const player = (name: string) => connectPlayer(testApp, name);
    cast = {
      host: await player('Hana'),
      members: [await player('Ann'), await player('Bo'), await player('Cy')],
      kicked: await player('Kicked'),
      stranger: await player('Stranger'),
    };
  });
  afterAll(async () => {
    closeAll(cast.host, ...cast.members, cast.kicked, cast.stranger);
    await testApp.close();
  });

  describe.each(rows)('$name', (row) => {
    /** The actors whose case leads with `lead`, each with the command's own rule IDs. */
    const cases = (lead: Lead) =>
      ACTORS.filter((actor) => leadOf(row, actor) === lead).map((actor) => ({
        actor,
        rules: lead === '[ROLE-5]' || lead === '[ROLE-1]' ? '' : row.rules,
      }));
    const check = async ({ actor }: { actor: Actor }) => {
      const code = await partyAt(cast, row.stage);
      const before = await testApp.realtime.service.loadState(code);
      const { type, payload } = row.command(code, cast, actor);
      const ack: AckMessage = await actorOf(cast, actor).client.send(type, payload as never);
      const expected = row.expected[actor];
      const after = await testApp.realtime.service.loadState(code);
      if (expected === 'ok') {
        expect(ack, JSON.stringify(ack)).toMatchObject({ ok: true });
      } else {
        expect(ack).toMatchObject({ ok: false, error: expected });
        // A refused command changes nothing.
        expect(after?.party.version).toBe(before?.party.version);
      }
    };
    // One it.each per leading ID, so that each case's title starts with the IDs it checks.
    it.each(cases('[ROLE-2]'))('[ROLE-2]$rules sent by $actor', check);
    it.each(cases('[ROLE-3]'))('[ROLE-3]$rules sent by $actor', check);
    it.each(cases('[ROLE-1][ROLE-2]'))('[ROLE-1][ROLE-2]$rules sent by $actor', check);
    it.each(cases('[ROLE-1]'))('[ROLE-1] sent by $actor', check);
    it.each(cases('[ROLE-5]'))('[ROLE-5] sent by $actor', check);
    it.each(cases(''))('$rules sent by $actor', check);
  });

  it('[AUTH-6] refuses a connection without a valid session, so an unauthenticated client can send nothing', async () => {
    for (const cookie of [undefined, 'trivia_session=forged-token', 'other=1']) {
      const refused = PartyClient.connect(testApp.url, cookie ? { cookie } : {});
      await expect(refused).rejects.toMatchObject({
        message: 'unauthorized',
        data: { code: 'unauthorized', message: 'No user logged in' },
      });
    }
  });
});
