import fc from 'fast-check';
import { applyPartyCommand } from '../online/apply-command';
import { proposeAnswer } from '../online/host-judgement';
import { playingMembers } from '../online/host-mode';
import type { PartyCommand } from '../online/party-commands';
import { beginValidation } from '../online/team-assignment';
import type { PartyState } from '../online/party-state';
import { HOST, joinMembers, later, makeParty, makePlayingParty, playerIds } from './party-builders';
import { makeGameType, makeTopic } from './topic-builders';

/** Where random runs of a party's rows start: a lobby, and a game in play. */
export const partyStarts = fc.oneof(
  fc.constant(joinMembers(makeParty(), playerIds(2))),
  fc.constant(makePlayingParty({ teams: 3, players: 4 })),
);

/** Everyone a random command may come from: the host, players, and a stranger. */
export const ACTORS = [HOST, 'player-1', 'player-2', 'player-3', 'stranger'] as const;

const actor = fc.constantFrom(...ACTORS);
const guessText = fc.oneof(
  fc.constantFrom(
    'jupiter',
    ' Saturn ',
    'URANUS',
    'neptune',
    'earth',
    'mars',
    'pluto',
    'venus',
    '',
    ' ',
  ),
  fc.string({ maxLength: 12 }),
);

/** A step of a random run: a command (its `now` and turn filled in on replay) and a clock advance. */
export interface Step {
  command: PartyCommand | { type: 'progress' };
  advanceMs: number;
  staleTurn: boolean;
}

const command: fc.Arbitrary<Step['command']> = fc.oneof(
  fc.constant({ type: 'progress' as const }),
  fc.record({
    type: fc.constant('join' as const),
    userId: actor,
    displayName: fc.constantFrom('Ann', ' ', 'Bo'),
    now: fc.constant(0),
  }),
  fc.record({ type: fc.constant('leave' as const), userId: actor, now: fc.constant(0) }),
  fc.record({
    type: fc.constant('kick' as const),
    userId: actor,
    targetUserId: actor,
    now: fc.constant(0),
  }),
  fc.record({
    type: fc.constant('promote' as const),
    userId: actor,
    targetUserId: actor,
    now: fc.constant(0),
  }),
  fc.record({ type: fc.constant('revokeScreen' as const), userId: actor, now: fc.constant(0) }),
  fc.record({
    type: fc.constant('setPresence' as const),
    userId: actor,
    online: fc.boolean(),
    now: fc.constant(0),
  }),
  fc.record({ type: fc.constant('startGame' as const), userId: actor, now: fc.constant(0) }),
  fc.record({
    type: fc.constant('chooseGameType' as const),
    userId: actor,
    gameType: fc.constantFrom(makeGameType(), makeGameType({ id: 'family-feud' })),
    now: fc.constant(0),
  }),
  fc.record({
    type: fc.constant('chooseTopic' as const),
    userId: actor,
    topic: fc.constant(makeTopic()),
    // The sender's own topic (My Topics) or the library's.
    ownTopic: fc.boolean(),
    now: fc.constant(0),
  }),
  fc.record({
    type: fc.constant('goBack' as const),
    userId: actor,
    to: fc.constantFrom('lobby' as const, 'select' as const, 'topics' as const, 'setup' as const),
    now: fc.constant(0),
  }),
  fc.record({
    type: fc.constant('saveTeams' as const),
    userId: actor,
    teamNames: fc.array(fc.constantFrom('Red', 'Blue', 'Green', '', ' Gold '), { maxLength: 5 }),
    maxAttempts: fc.integer({ min: 0, max: 6 }),
    turnSeconds: fc.constantFrom(5, 10, 30, 33, 120, 125),
    now: fc.constant(0),
  }),
  fc.record({
    type: fc.constant('assignTeam' as const),
    userId: actor,
    targetUserId: actor,
    teamId: fc.constantFrom('team-1', 'team-2', 'team-3', 'team-9', null),
    now: fc.constant(0),
  }),
  fc.record({
    type: fc.constant('redistributeTeams' as const),
    userId: actor,
    now: fc.constant(0),
  }),
  fc.record({ type: fc.constant('beginGame' as const), userId: actor, now: fc.constant(0) }),
  fc.record({
    type: fc.constant('guess' as const),
    userId: actor,
    text: guessText,
    now: fc.constant(0),
  }),
  fc.record({
    type: fc.constant('turnTimeout' as const),
    turn: fc.constant(0),
    now: fc.constant(0),
  }),
  fc.record({ type: fc.constant('playAgain' as const), userId: actor, now: fc.constant(0) }),
  // Quick start and rounds (SETUP-6, ROUND-2, ROUND-3).
  fc.record({
    type: fc.constant('quickStart' as const),
    userId: actor,
    gameType: fc.constant(makeGameType()),
    topic: fc.constantFrom(makeTopic(), { ...makeTopic(), id: 'second-topic' }),
    ownTopic: fc.boolean(),
    now: fc.constant(0),
  }),
  fc.record({ type: fc.constant('endMatch' as const), userId: actor, now: fc.constant(0) }),
  ...judgementCommands(),
);

/** The host's mode and corrections (an accept's turn is filled in on replay). */
function judgementCommands() {
  return [
    fc.record({
      type: fc.constant('setHostMode' as const),
      userId: actor,
      mode: fc.constantFrom('plays' as const, 'quizmaster' as const),
      now: fc.constant(0),
    }),
    fc.record({
      type: fc.constant('acceptGuess' as const),
      userId: actor,
      guessIndex: fc.integer({ min: 0, max: 6 }),
      turn: fc.constant(0),
      /** -1 stands for the answer the rules propose. */
      rank: fc.integer({ min: -1, max: 5 }),
      now: fc.constant(0),
    }),
    fc.record({
      type: fc.constant('adjustScore' as const),
      userId: actor,
      teamId: fc.constantFrom('team-1', 'team-2', 'team-9'),
      points: fc.constantFrom(1, -1, 3, -3, 0, 11),
      now: fc.constant(0),
    }),
    fc.record({
      type: fc.constant('undoJudgement' as const),
      userId: actor,
      judgementId: fc.integer({ min: 0, max: 4 }),
      now: fc.constant(0),
    }),
    // The host ends the "Host is checking…" window.
    fc.record({ type: fc.constant('skipChecking' as const), userId: actor, now: fc.constant(0) }),
    // Host controls (HOST-5 to HOST-7, PAUSE-1).
    fc.record({
      type: fc.constant('setLocked' as const),
      userId: actor,
      locked: fc.boolean(),
      now: fc.constant(0),
    }),
    fc.record({
      type: fc.constant('renameTeam' as const),
      userId: actor,
      teamId: fc.constantFrom('team-1', 'team-2', 'team-9'),
      name: fc.constantFrom('Owls', 'Team 1', ''),
      now: fc.constant(0),
    }),
    fc.record({ type: fc.constant('pauseGame' as const), userId: actor, now: fc.constant(0) }),
    fc.record({ type: fc.constant('resumeGame' as const), userId: actor, now: fc.constant(0) }),
  ];
}

/** Random runs of commands from anyone, in any order, with the host moving the game forward between. */
export const steps = fc.array(
  fc.record({
    command: fc.oneof(
      { weight: 1, arbitrary: fc.constant({ type: 'progress' as const }) },
      { weight: 2, arbitrary: command },
    ),
    advanceMs: fc.integer({ min: 0, max: 60_000 }),
    staleTurn: fc.boolean(),
  }),
  { maxLength: 60, size: 'medium' },
);

/** Guessing runs: mostly the active team guessing, with time-outs in between. */
export const guessSteps = fc.array(
  fc.record({
    command: fc.oneof(
      { weight: 4, arbitrary: fc.constant({ type: 'progress' as const }) },
      { weight: 1, arbitrary: command },
    ),
    advanceMs: fc.integer({ min: 0, max: 60_000 }),
    staleTurn: fc.boolean(),
  }),
  { maxLength: 40, size: 'medium' },
);

/** Host judgement runs: guessing, with the host's mode and corrections often in between. */
export const judgementSteps = fc.array(
  fc.record({
    command: fc.oneof(
      { weight: 3, arbitrary: fc.constant({ type: 'progress' as const }) },
      { weight: 2, arbitrary: fc.oneof(...judgementCommands()) },
      { weight: 1, arbitrary: command },
    ),
    advanceMs: fc.integer({ min: 0, max: 60_000 }),
    staleTurn: fc.boolean(),
  }),
  { maxLength: 50, size: 'medium' },
);

function guestJoin(state: PartyState, now: number): PartyCommand {
  return { type: 'join', userId: `guest-${state.party.version}`, displayName: 'Guest', now };
}

/** The host's next forward move, so random runs reach every status; while playing, a guess. */
function progress(state: PartyState, now: number, text: string): PartyCommand {
  const { party } = state;
  const userId = party.hostId;
  const members = playingMembers(state);
  switch (party.status) {
    case 'lobby':
      return members.length < 2 ? guestJoin(state, now) : { type: 'startGame', userId, now };
    case 'choosing':
      return party.gameType === null
        ? { type: 'chooseGameType', userId, gameType: makeGameType(), now }
        : { type: 'chooseTopic', userId, topic: makeTopic({ gameTypeId: party.gameType.id }), now };
    case 'setup':
      return members.length < 2
        ? guestJoin(state, now)
        : {
            type: 'saveTeams',
            userId,
            teamNames: ['Red', 'Blue'],
            maxAttempts: 2,
            turnSeconds: 30,
            now,
          };
    case 'team_setup':
      if (beginValidation(members, party.teams).canBegin) return { type: 'beginGame', userId, now };
      return members.length >= party.teams.length
        ? { type: 'redistributeTeams', userId, now }
        : { type: 'goBack', userId, to: 'setup', now };
    case 'playing': {
      if (party.pausedAt !== null) return { type: 'resumeGame', userId, now };
      const feudId = feudGuesserId(state);
      const guesser = party.hostChecking
        ? undefined
        : feudId !== undefined
          ? members.find((m) => m.userId === feudId)
          : members.find((m) => m.teamId === party.activeTeamId);
      return guesser === undefined
        ? { type: 'turnTimeout', turn: party.turn, now: Math.max(now, party.turnDeadline ?? now) }
        : { type: 'guess', userId: guesser.userId, text, now };
    }
    default:
      return { type: 'playAgain', userId, now };
  }
}

/**
 * FEUD-8: in a Feud game, who may guess now: the face-off player yet to answer, or the member
 * on the floor (undefined otherwise: the stealing team's members, or Classic).
 */
function feudGuesserId(state: PartyState): string | undefined {
  const { party } = state;
  const round = party.feud;
  if (party.ruleSet !== 'feud' || round === null || round === undefined) return undefined;
  if (round.phase === 'faceOff') {
    return party.faceOffUserIds?.[round.faceOffAnswers[0] === null ? 0 : 1];
  }
  return party.feudTurnUserId ?? undefined;
}

/** A guess that is never refused: every third one wrong, else the first answer not yet found. */
function progressGuess(state: PartyState): string {
  const { topic, revealedIndices, version } = state.party;
  const unfound = topic?.answers.find((_, rank) => !revealedIndices.includes(rank));
  return version % 3 === 0 || unfound === undefined ? 'pluto' : unfound.text;
}

/** The concrete command of a step against the current state. */
export function commandFor(state: PartyState, step: Step): PartyCommand {
  const now = later(state, step.advanceMs);
  if (step.command.type === 'progress') {
    return progress(state, now, progressGuess(state));
  }
  if (step.command.type === 'turnTimeout') {
    return { type: 'turnTimeout', turn: state.party.turn - (step.staleTurn ? 1 : 0), now };
  }
  if (step.command.type === 'acceptGuess') return acceptFor(state, step, now);
  return { ...step.command, now };
}

/** An accept naming a guess of this game (or a stale turn), and the proposal when rank is -1. */
function acceptFor(state: PartyState, step: Step, now: number): PartyCommand {
  if (step.command.type !== 'acceptGuess') throw new Error('not an accept');
  const { userId, guessIndex, rank } = step.command;
  const turn = (state.guesses[guessIndex]?.turn ?? 0) - (step.staleTurn ? 1 : 0);
  const proposal = proposeAnswer(state, state.party.hostId, { guessIndex, turn });
  const proposed = proposal.ok ? (proposal.state.proposal?.rank ?? 0) : 0;
  return { type: 'acceptGuess', userId, guessIndex, turn, rank: rank < 0 ? proposed : rank, now };
}

/** Plays the host's forward moves and the active team's guesses until the game is finished. */
export function playUntilFinished(initial: PartyState): PartyState {
  let state = initial;
  for (let moves = 0; moves < 100 && state.party.status !== 'finished'; moves += 1) {
    const result = applyPartyCommand(
      state,
      commandFor(state, { command: { type: 'progress' }, advanceMs: 1000, staleTurn: false }),
    );
    if (!result.ok)
      throw new Error(`could not play on from ${state.party.status}: ${result.error}`);
    state = result.state;
  }
  return state;
}
