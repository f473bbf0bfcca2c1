import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { ACTORS, commandFor, judgementSteps, steps } from '../testing/party-arbitraries';
import { HOST, joinMembers, later, makeParty, playerIds, run } from '../testing/party-builders';
import { makeGameType, makeTopic } from '../testing/topic-builders';
import { applyPartyCommand } from './apply-command';
import { mayJudgeTopic } from './host-mode';
import type { PartyCommand } from './party-commands';
import type { PartyState } from './party-state';
import { partyView, sharedPartyView } from './party-view';

const OWNER = HOST;
const HEIR = 'player-1';

/** The host has chosen their own topic (My Topics); player-1 and player-2 have joined. */
function ownTopicChosen(): PartyState {
  let state = joinMembers(makeParty(), playerIds(2));
  state = run(state, { type: 'startGame', userId: OWNER, now: later(state) });
  const gameType = makeGameType();
  state = run(state, { type: 'chooseGameType', userId: OWNER, gameType, now: later(state) });
  const topic = makeTopic();
  return run(state, {
    type: 'chooseTopic',
    userId: OWNER,
    topic,
    ownTopic: true,
    now: later(state),
  });
}

function toTeamSetup(state: PartyState, host: string): PartyState {
  const teams = { teamNames: ['Red', 'Blue'], maxAttempts: 3, turnSeconds: 30 };
  return run(state, { type: 'saveTeams', userId: host, ...teams, now: later(state) });
}

/** A move of a hand-over run: the host moves on, hands over, or chooses a mode. */
type HandOverMove =
  { kind: 'progress' } | { kind: 'promote'; to: string } | { kind: 'mode'; quizmaster: boolean };

const handOverMoves: fc.Arbitrary<HandOverMove[]> = fc.array(
  fc.oneof(
    { weight: 3, arbitrary: fc.constant({ kind: 'progress' as const }) },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('promote' as const),
        to: fc.constantFrom(...ACTORS),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({ kind: fc.constant('mode' as const), quizmaster: fc.boolean() }),
    },
  ),
  { maxLength: 30 },
);

/** The move as the current host sends it (a progress step moves the game forward). */
function handOverCommand(state: PartyState, move: HandOverMove): PartyCommand {
  const userId = state.party.hostId;
  const now = later(state);
  if (move.kind === 'promote') return { type: 'promote', userId, targetUserId: move.to, now };
  if (move.kind === 'mode') {
    return { type: 'setHostMode', userId, mode: move.quizmaster ? 'quizmaster' : 'plays', now };
  }
  return commandFor(state, { command: { type: 'progress' }, advanceMs: 1000, staleTurn: false });
}

/** Applies every command; after each accepted one, checks `state`. */
function replay(
  commands: (state: PartyState) => Iterable<PartyCommand | null>,
  check: (state: PartyState) => void,
) {
  let state = ownTopicChosen();
  for (const command of commands(state)) {
    if (command === null) continue;
    const result = applyPartyCommand(state, command);
    if (!result.ok) continue;
    state = result.state;
    check(state);
  }
}

describe("Another member's own topic after a host hand-over", () => {
  it('[JUDGE-11] records the owner of an own topic, and no owner for a library topic', () => {
    expect(ownTopicChosen().party.topicOwnerId).toBe(OWNER);
    let state = ownTopicChosen();
    state = run(state, { type: 'goBack', userId: OWNER, to: 'topics', now: later(state) });
    state = run(state, {
      type: 'chooseTopic',
      userId: OWNER,
      topic: makeTopic(),
      now: later(state),
    });
    expect(state.party.topicOwnerId).toBeNull();
    expect(sharedPartyView(state).party).not.toHaveProperty('topicOwnerId');
  });

  it('[JUDGE-11] refuses quizmaster to a new host with a clear error and changes nothing; the owner may', () => {
    let state = ownTopicChosen();
    state = run(state, { type: 'promote', userId: OWNER, targetUserId: HEIR, now: later(state) });
    state = toTeamSetup(state, HEIR);
    const refused = applyPartyCommand(state, {
      type: 'setHostMode',
      userId: HEIR,
      mode: 'quizmaster',
      now: later(state),
    });
    expect(refused).toEqual({ ok: false, error: MESSAGES.privateTopicQuizmaster });
    const owner = toTeamSetup(ownTopicChosen(), OWNER);
    const mode = { type: 'setHostMode', userId: OWNER, mode: 'quizmaster' } as const;
    expect(applyPartyCommand(owner, { ...mode, now: later(owner) }).ok).toBe(true);
  });

  it('[JUDGE-11] lets anyone host a library topic as quizmaster', () => {
    expect(mayJudgeTopic({ topic: makeTopic(), topicOwnerId: null }, HEIR)).toBe(true);
    expect(mayJudgeTopic({ topic: null, topicOwnerId: OWNER }, HEIR)).toBe(true);
    expect(mayJudgeTopic({ topic: makeTopic(), topicOwnerId: OWNER }, HEIR)).toBe(false);
    expect(mayJudgeTopic({ topic: makeTopic(), topicOwnerId: OWNER }, OWNER)).toBe(true);
  });

  it('[JUDGE-11] a quizmaster chosen before the owner picked their topic is a quizmaster no more', () => {
    // player-1 hosts as quizmaster, hands over to the owner, who goes back and picks their topic.
    let state = joinMembers(makeParty(), playerIds(2));
    state = run(state, { type: 'promote', userId: OWNER, targetUserId: HEIR, now: later(state) });
    state = run(state, { type: 'startGame', userId: HEIR, now: later(state) });
    const gameType = makeGameType();
    state = run(state, { type: 'chooseGameType', userId: HEIR, gameType, now: later(state) });
    state = run(state, {
      type: 'chooseTopic',
      userId: HEIR,
      topic: makeTopic(),
      now: later(state),
    });
    state = toTeamSetup(state, HEIR);
    state = run(state, {
      type: 'setHostMode',
      userId: HEIR,
      mode: 'quizmaster',
      now: later(state),
    });
    state = run(state, { type: 'promote', userId: HEIR, targetUserId: OWNER, now: later(state) });
    state = run(state, { type: 'goBack', userId: OWNER, to: 'topics', now: later(state) });
    const topic = makeTopic({ title: 'Board games' });
    state = run(state, {
      type: 'chooseTopic',
      userId: OWNER,
      topic,
      ownTopic: true,
      now: later(state),
    });
    expect(state.party.quizmasterId).toBeNull();
  });

  /** No member but the owner ever gets the board of an owned topic. */
  function expectOwnerOnly(state: PartyState) {
    const { topicOwnerId } = state.party;
    if (topicOwnerId === null) return;
    for (const member of state.members) {
      if (member.userId === topicOwnerId) continue;
      expect(partyView(state, member.userId).viewer.hostView).toBeNull();
    }
  }

  it('[JUDGE-11][VIEW-2] never shows an owned topic to anyone but its owner through hand-overs and modes (property)', () => {
    fc.assert(
      fc.property(handOverMoves, (moves) => {
        let current = ownTopicChosen();
        replay(
          function* () {
            for (const move of moves) yield handOverCommand(current, move);
          },
          (state) => {
            current = state;
            expectOwnerOnly(state);
          },
        );
      }),
      { numRuns: 300 },
    );
  });

  it('[JUDGE-11][VIEW-2] never shows an owned topic to anyone but its owner, whatever the commands (property)', () => {
    fc.assert(
      fc.property(fc.oneof(steps, judgementSteps), (run) => {
        let current = ownTopicChosen();
        replay(
          function* () {
            for (const step of run) yield commandFor(current, step);
          },
          (state) => {
            current = state;
            expectOwnerOnly(state);
          },
        );
      }),
    );
  });
});
