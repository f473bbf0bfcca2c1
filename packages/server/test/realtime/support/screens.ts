import { partyView, type PartyState } from '@trivia/game';
import { SCREEN_VIEWER_ID, type ClientCommandType, type ViewMessage } from '@trivia/protocol';
import { expect } from 'vitest';
import type { PayloadOf } from './party-client';
import { must, type Player } from './party-flow';

/** The host opens the big screen: the party's key. */
export async function openScreenKey(host: Player, code: string): Promise<string> {
  const { screenKey } = await must(host, 'openScreen', { code });
  if (screenKey === undefined) throw new Error('openScreen gave no key');
  return screenKey;
}

/** The screen saw `state`'s version, exactly as the public view of SCREEN_VIEWER_ID. */
export async function expectScreenShows(screen: Player, state: PartyState): Promise<void> {
  const { code, version } = state.party;
  const view = await screen.client.waitFor(
    (m): m is ViewMessage => m.type === 'view' && m.code === code && m.version === version,
  );
  expect(view.view).toEqual(partyView(state, SCREEN_VIEWER_ID));
  expect(view.view.viewer).toEqual({
    userId: SCREEN_VIEWER_ID,
    isMember: false,
    isHost: false,
    kicked: false,
    teamId: null,
    hostView: null,
    survey: { myAnswers: {} },
  });
}

type Refused = Exclude<ClientCommandType, 'watchScreen' | 'unsubscribe'>;

/**
 * One valid envelope of every command a screen may not send, aimed at the party: typed as a
 * record of every command type, so a new command type fails to compile until it is listed.
 */
export function everyRefusedCommand(
  code: string,
  targetUserId: string,
): { [T in Refused]: PayloadOf<T> } {
  return {
    createParty: {},
    joinParty: { code },
    subscribe: { code },
    leave: { code },
    kick: { code, targetUserId },
    promote: { code, targetUserId },
    startGame: { code },
    chooseGameType: { code, gameTypeId: 'top5-blitz' },
    chooseTopic: { code, topicId: 'largest-oceans' },
    goBack: { code, to: 'lobby' },
    saveTeams: { code, teamNames: ['A', 'B'], maxAttempts: 3, turnSeconds: 30 },
    assignTeam: { code, targetUserId, teamId: 'team-1' },
    redistributeTeams: { code },
    beginGame: { code },
    guess: { code, text: 'pacific' },
    playAgain: { code },
    quickStart: { code, pick: { kind: 'surprise', difficulty: null } },
    endMatch: { code },
    setHostMode: { code, mode: 'quizmaster' },
    proposeAccept: { code, guessIndex: 0, turn: 1 },
    acceptGuess: { code, guessIndex: 0, turn: 1, rank: 0 },
    adjustScore: { code, teamId: 'team-1', points: 1 },
    undoJudgement: { code, judgementId: 0 },
    skipChecking: { code },
    setLocked: { code, locked: true },
    setAllowProfanity: { code, allowProfanity: true },
    renameMember: { code, targetUserId, name: 'Renamed' },
    renameTeam: { code, teamId: 'team-1', name: 'Owls' },
    pauseGame: { code },
    resumeGame: { code },
    openScreen: { code },
    revokeScreen: { code },
    pairScreen: { code, pairingCode: 'ABCDEF' },
    startSurvey: { code, surprise: { count: 5 } },
    answerSurvey: { code, promptId: 'prompt-beach-bag', answers: ['Towel'] },
    closeSurvey: { code },
    reviewSurvey: {
      code,
      promptId: 'prompt-beach-bag',
      op: { kind: 'rename', group: 0, name: 'Towels' },
    },
    setShareSurvey: { code, share: true },
  };
}
