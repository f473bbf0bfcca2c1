import type { PartyView } from '@trivia/protocol';
import fc from 'fast-check';

/** Stands for the live party's code in generated messages; swapped in when sent. */
export const LIVE_CODE = '@CODE@';
/** Stand for the members' ids (index into the cast) in generated messages. */
export const MEMBER = (index: number) => `@MEMBER${index}@`;

const code = fc.oneof(
  { weight: 8, arbitrary: fc.constant(LIVE_CODE) },
  { weight: 1, arbitrary: fc.constantFrom('ZZZZZZ', 'abc123', '', 'ABC12345') },
  { weight: 1, arbitrary: fc.string({ maxLength: 8 }) },
);
const member = fc.oneof(
  fc.constantFrom(MEMBER(0), MEMBER(1), MEMBER(2)),
  fc.constantFrom('nobody', ''),
  fc.string({ maxLength: 70 }),
);
const text = fc.oneof(
  fc.constantFrom('pacific', 'Atlantic ', 'INDIAN', 'southern', 'antarctic', 'arctic', '', ' '),
  fc.string({ maxLength: 110 }),
);
/** SURVEY-8: library prompts, a made-up one, and strange ids (the board's topic id too). */
const surveyPrompt = fc.oneof(
  fc.constantFrom(
    'prompt-animal-lives-sea',
    'prompt-popular-pet',
    'prompt-nope',
    '',
    'constructor',
  ),
  fc.string({ maxLength: 110 }),
);
const surveySeconds = fc.option(fc.constantFrom(0, 10, 15, 30, 120, 121, -1, 2.5), {
  nil: undefined,
});
const surveyIndex = fc.integer({ min: -1, max: 8 });
const surveyRef = fc.record({ memberId: member, order: fc.integer({ min: -1, max: 20 }) });
const teamId = fc.constantFrom('team-1', 'team-2', 'team-3', 'team-9', null);
const payloads = {
  createParty: fc.constant({}),
  joinParty: fc.record({ code }),
  subscribe: fc.record({ code }),
  unsubscribe: fc.record({ code }),
  leave: fc.record({ code }),
  kick: fc.record({ code, targetUserId: member }),
  promote: fc.record({ code, targetUserId: member }),
  startGame: fc.record(
    { code, defaultGameType: fc.option(fc.boolean(), { nil: undefined }) },
    { requiredKeys: ['code'] },
  ),
  chooseGameType: fc.record({
    code,
    gameTypeId: fc.constantFrom('top5-blitz', 'family-feud', 'nope'),
  }),
  chooseTopic: fc.record({
    code,
    // TOPIC-7: "longest-rivers" is of the offline set, which no online party may choose.
    // SURVEY-11: a survey board is the party's own, ready or not.
    topicId: fc.constantFrom(
      'largest-oceans',
      'tallest-mountains',
      'longest-rivers',
      'nope',
      'survey:prompt-animal-lives-sea',
      'survey:',
    ),
  }),
  goBack: fc.record({ code, to: fc.constantFrom('lobby', 'select', 'topics', 'setup', 'play') }),
  saveTeams: fc.record({
    code,
    teamNames: fc.array(
      fc.oneof(fc.constantFrom('Red', 'Blue', ' ', 'Gold'), fc.string({ maxLength: 45 })),
      {
        maxLength: 5,
      },
    ),
    maxAttempts: fc.integer({ min: -1, max: 7 }),
    turnSeconds: fc.constantFrom(5, 10, 30, 33, 120, 500),
  }),
  assignTeam: fc.record({ code, targetUserId: member, teamId }),
  redistributeTeams: fc.record({ code }),
  beginGame: fc.record({ code }),
  guess: fc.record(
    { code, text, turn: fc.option(fc.integer({ min: 0, max: 30 }), { nil: undefined }) },
    {
      requiredKeys: ['code', 'text'],
    },
  ),
  playAgain: fc.record({ code }),
  quickStart: fc.record({
    code,
    pick: fc.oneof(
      fc.record({
        kind: fc.constant('topic'),
        // TOPIC-7: an offline-set topic is refused as an unknown one is.
        topicId: fc.constantFrom('largest-oceans', 'tallest-mountains', 'longest-rivers', 'nope'),
      }),
      fc.record({
        kind: fc.constant('surprise'),
        difficulty: fc.constantFrom('easy', 'medium', 'hard', null, 'trivial'),
      }),
      fc.record({ kind: fc.constant('survey'), promptId: surveyPrompt }),
    ),
  }),
  endMatch: fc.record({ code }),
  setHostMode: fc.record({ code, mode: fc.constantFrom('plays', 'quizmaster', 'judge') }),
  proposeAccept: fc.record({ code, guessIndex: fc.integer({ min: -1, max: 8 }), turn: fc.nat(30) }),
  acceptGuess: fc.record({
    code,
    guessIndex: fc.integer({ min: -1, max: 8 }),
    turn: fc.nat(30),
    rank: fc.integer({ min: -1, max: 10 }),
  }),
  adjustScore: fc.record({
    code,
    teamId: fc.constantFrom('team-1', 'team-2', 'team-9', ''),
    points: fc.constantFrom(1, -1, 0, 10, 10, -10, -11, 2.5),
  }),
  undoJudgement: fc.record({ code, judgementId: fc.integer({ min: -1, max: 5 }) }),
  skipChecking: fc.record({ code }),
  setLocked: fc.record({ code, locked: fc.boolean() }),
  setAllowProfanity: fc.record({ code, allowProfanity: fc.boolean() }),
  renameMember: fc.record({
    code,
    targetUserId: fc.constantFrom('nobody', ''),
    name: fc.constantFrom('Quiz Wiz', '', 'Host', '\u200b'),
  }),
  renameTeam: fc.record({
    code,
    teamId: fc.constantFrom('team-1', 'team-2', 'team-9'),
    name: fc.constantFrom('Owls', 'Team 1', '', 'Sh1t'),
  }),
  pauseGame: fc.record({ code }),
  resumeGame: fc.record({ code }),
  // Survey Says (SURVEY-8 to SURVEY-13).
  startSurvey: fc.oneof(
    fc.record(
      {
        code,
        prompts: fc.array(fc.record({ kind: fc.constant('library'), promptId: surveyPrompt }), {
          maxLength: 7,
        }),
        seconds: surveySeconds,
      },
      { requiredKeys: ['code', 'prompts'] },
    ),
    fc.record(
      {
        code,
        surprise: fc.record(
          {
            count: fc.integer({ min: -1, max: 11 }),
            familyOnly: fc.option(fc.boolean(), { nil: undefined }),
          },
          { requiredKeys: ['count'] },
        ),
        seconds: surveySeconds,
      },
      { requiredKeys: ['code', 'surprise'] },
    ),
  ),
  answerSurvey: fc.record({
    code,
    promptId: surveyPrompt,
    answers: fc.array(text, { maxLength: 5 }),
  }),
  closeSurvey: fc.record({ code }),
  reviewSurvey: fc.record({
    code,
    promptId: surveyPrompt,
    op: fc.oneof(
      fc.record({ kind: fc.constant('merge'), a: surveyIndex, b: surveyIndex }),
      fc.record({ kind: fc.constant('split'), group: surveyIndex, answer: surveyRef }),
      fc.record({
        kind: fc.constantFrom('rename', 'rename-all'),
        group: surveyIndex,
        name: fc.oneof(fc.constantFrom('Big fish', '', ' ', 'Sh1t'), fc.string({ maxLength: 90 })),
      }),
      fc.record({ kind: fc.constant('remove'), group: surveyIndex, answer: surveyRef }),
    ),
  }),
  setShareSurvey: fc.record({ code, share: fc.boolean() }),
  // SCREEN-2, SCREEN-3: a TV code that was never handed out, or is not one at all.
  pairScreen: fc.record({
    code,
    pairingCode: fc.oneof(fc.constantFrom('ABCDEF', 'ZZZZZZ', 'abcdef', '', 'O0I1L5'), fc.string()),
  }),
};
const types = Object.keys(payloads) as Array<keyof typeof payloads>;

/** A well-formed command of any type, with plausible and implausible values. */
const command = fc.constantFrom(...types).chain((type) =>
  fc.record({
    commandId: fc.uuid(),
    type: fc.constant(type),
    payload: payloads[type] as fc.Arbitrary<object>,
  }),
);

/** A broken envelope: wrong types, missing or extra fields, server-only commands. */
const malformed = fc.oneof(
  fc.anything({ maxDepth: 3, maxKeys: 6 }),
  fc.record(
    {
      commandId: fc.oneof(fc.uuid(), fc.string({ maxLength: 80 }), fc.integer()),
      type: fc.oneof(
        fc.constantFrom(...types, 'setPresence', 'turnTimeout', 'surveyDeadline'),
        fc.string(),
      ),
      payload: fc.oneof(
        fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 2 })),
        fc.anything(),
      ),
      extra: fc.anything(),
    },
    { requiredKeys: [] },
  ),
);

/** Stands for the next forward move of the game, so random runs reach every status. */
export const PROGRESS = { progress: true } as const;

/** One message of the fuzz: on which connection, which event, what. */
export const fuzzMessage = fc.record({
  from: fc.integer({ min: 0, max: 2 }),
  event: fc.oneof(
    { weight: 20, arbitrary: fc.constant('command') },
    { weight: 1, arbitrary: fc.string({ maxLength: 10 }) },
  ),
  body: fc.oneof(
    { weight: 3, arbitrary: command },
    { weight: 2, arbitrary: malformed },
    { weight: 4, arbitrary: fc.constant(PROGRESS) },
  ),
  /** For a progress step: the guess, right or wrong. */
  guess: fc.constantFrom(
    'pacific',
    'atlantic',
    'indian',
    'southern',
    'arctic',
    'caspian',
    'baltic',
    '',
  ),
});
export type FuzzMessage = typeof fuzzMessage extends fc.Arbitrary<infer T> ? T : never;

/** The message with the live code and member ids swapped in. */
export function materialise(
  body: unknown,
  liveCode: string,
  memberIds: readonly string[],
): unknown {
  if (body === undefined) return undefined;
  let json: string;
  try {
    json = JSON.stringify(body) ?? 'null';
  } catch {
    return null;
  }
  json = json.split(LIVE_CODE).join(liveCode);
  memberIds.forEach((id, index) => {
    json = json.split(MEMBER(index)).join(id);
  });
  return JSON.parse(json) as unknown;
}

/** The forward move from the latest view: who sends it and what (the host's path, PARTY-2). */
export function progressMove(
  view: PartyView,
  guess: string,
): { by: string; type: string; payload: object } {
  const { party, members } = view;
  const code = party.code;
  const host = party.hostId;
  switch (party.status) {
    case 'lobby':
      return { by: host, type: 'startGame', payload: { code } };
    case 'choosing': {
      if (party.gameType === null) {
        return { by: host, type: 'chooseGameType', payload: { code, gameTypeId: 'top5-blitz' } };
      }
      if (party.gameType.id !== 'family-feud') {
        return { by: host, type: 'chooseTopic', payload: { code, topicId: 'largest-oceans' } };
      }
      // SURVEY-11: Survey Says plays a ready board of the party's survey, else back to the types.
      const ready = party.survey?.prompts.find((p) => p.board?.ready === true && !p.played);
      return ready === undefined
        ? { by: host, type: 'goBack', payload: { code, to: 'select' } }
        : { by: host, type: 'chooseTopic', payload: { code, topicId: `survey:${ready.id}` } };
    }
    case 'setup':
      return {
        by: host,
        type: 'saveTeams',
        payload: { code, teamNames: ['Red', 'Blue'], maxAttempts: 3, turnSeconds: 10 },
      };
    case 'team_setup':
      return members.every((m) => m.teamId !== null)
        ? { by: host, type: 'beginGame', payload: { code } }
        : { by: host, type: 'redistributeTeams', payload: { code } };
    case 'playing': {
      // JUDGE-8: the host ends the "Host is checking…" window as a forward move.
      if (party.hostChecking) return { by: host, type: 'skipChecking', payload: { code } };
      const guesser = members.find((m) => m.teamId === party.activeTeamId)?.userId ?? host;
      return { by: guesser, type: 'guess', payload: { code, text: guess } };
    }
    default:
      return { by: host, type: 'playAgain', payload: { code } };
  }
}
