import { MIN_MEMBERS_TO_START } from '../constants';
import { MESSAGES, wrongStatusMessage } from '../messages';
import type { GameType, RuleResult, Topic } from '../types';
import { activeMembers, fail, requireHost } from './access';
import type { BackTarget } from './party-commands';
import type { Party, PartyState } from './party-state';
import { playAgain } from './game-lifecycle';

/** JOIN-9: "Start Game" needs at least 2 members. */
export function canStart(memberCount: number): boolean {
  return memberCount >= MIN_MEMBERS_TO_START;
}

function withParty(state: PartyState, change: Partial<Party>): RuleResult<PartyState> {
  return { ok: true, state: { ...state, party: { ...state.party, ...change } } };
}

/**
 * PARTY-2: the host's lobby "Start Game" sets choosing. SETUP-7: the game type stays as last
 * time; a party that has none takes `defaultGameType` when the host's page asks for it (the
 * topics then come at once). ROUND-2: from the results, "Choose topic" starts the next round
 * this way, the game just played kept as a round of the match.
 */
export function startGame(
  state: PartyState,
  userId: string,
  defaultGameType: GameType | null = null,
): RuleResult<PartyState> {
  const host = requireHost(state, userId);
  if (!host.ok) return host;
  const { status } = state.party;
  if (status !== 'lobby' && status !== 'finished') return fail(wrongStatusMessage(status));
  if (!canStart(activeMembers(state).length)) return fail(MESSAGES.needTwoPlayers);
  // From the results: the game's scores, guesses and topic go, as Play Again does.
  const again = status === 'finished' ? playAgain(state, userId) : null;
  if (again !== null && !again.ok) return again;
  const base = again?.state ?? state;
  return withParty(base, {
    status: 'choosing',
    gameType: base.party.gameType ?? defaultGameType,
    topic: null,
  });
}

/** PARTY-2: choosing a game type keeps the status choosing and sets gameType. */
export function chooseGameType(
  state: PartyState,
  userId: string,
  gameType: GameType,
): RuleResult<PartyState> {
  const host = requireHost(state, userId);
  if (!host.ok) return host;
  if (state.party.status !== 'choosing') return fail(wrongStatusMessage(state.party.status));
  return withParty(state, { gameType, topic: null });
}

/**
 * PARTY-2: choosing a topic of the chosen game type sets the topic and status setup. The
 * host's own topic records them as its owner, and no one else stays quizmaster.
 */
export function chooseTopic(
  state: PartyState,
  userId: string,
  topic: Topic,
  ownTopic = false,
): RuleResult<PartyState> {
  const host = requireHost(state, userId);
  if (!host.ok) return host;
  if (state.party.status !== 'choosing') return fail(wrongStatusMessage(state.party.status));
  if (state.party.gameType === null) return fail(MESSAGES.chooseGameTypeFirst);
  if (state.party.gameType.id !== topic.gameTypeId) return fail(MESSAGES.topicNotInGameType);
  const topicOwnerId = ownTopic ? userId : null;
  const { quizmasterId } = state.party;
  const keptQuizmaster = ownTopic && quizmasterId !== userId ? null : quizmasterId;
  return withParty(state, { topic, topicOwnerId, quizmasterId: keptQuizmaster, status: 'setup' });
}

/** The pre-game screens in order; a back link may only go to an earlier one. */
const SCREEN_ORDER: readonly BackTarget[] = ['lobby', 'select', 'topics', 'setup'];

function currentScreen(party: Party): number | null {
  switch (party.status) {
    case 'lobby':
      return 0;
    case 'choosing':
      return party.gameType === null ? 1 : 2;
    case 'setup':
      return 3;
    case 'team_setup':
      return 4;
    default:
      return null;
  }
}

/**
 * PARTY-3: the "Back to ..." links of the host: lobby, game type selection, topics, or setup.
 * Going back clears what the earlier screen chooses again; it is refused during a game.
 */
export function goBack(state: PartyState, userId: string, to: BackTarget): RuleResult<PartyState> {
  const host = requireHost(state, userId);
  if (!host.ok) return host;
  const from = currentScreen(state.party);
  if (from === null || SCREEN_ORDER.indexOf(to) >= from) {
    return fail(wrongStatusMessage(state.party.status));
  }
  switch (to) {
    case 'lobby':
      return withParty(state, { status: 'lobby', gameType: null, topic: null });
    case 'select':
      return withParty(state, { status: 'choosing', gameType: null, topic: null });
    case 'topics':
      return withParty(state, { status: 'choosing', topic: null });
    case 'setup':
      return withParty(state, { status: 'setup' });
    default:
      return fail(MESSAGES.unknownCommand);
  }
}
