import { MESSAGES, wrongStatusMessage } from '../messages';
import type { RuleResult } from '../types';
import { activeMembers, fail, requireHost } from './access';
import { getReadyEnd } from './get-ready';
import { turnDeadlineFrom } from './guess';
import { playingMembers } from './host-mode';
import type { PartyState } from './party-state';
import { withRoundArchived, withTopicPlayed } from './rounds';
import { beginValidation } from './team-assignment';
import { startFeudRound } from '../feud/feud-rules';
import { defaultFaceOffUserIds, matchRoundIndex } from './feud-party';
import type { Party } from './party-state';

/**
 * FEUD-7: a Feud game begins with its round's face-off: no team active, the face-off players
 * named (the next in turn of each face-off team). A Classic game clears any Feud fields.
 */
function feudStart(state: PartyState): Partial<Party> {
  const { party } = state;
  if (party.ruleSet !== 'feud') {
    return party.feud === undefined
      ? {}
      : { feud: null, faceOffUserIds: null, feudTurnUserId: null };
  }
  const feud = startFeudRound(party.teams.length, matchRoundIndex(party));
  const faceOffUserIds = defaultFaceOffUserIds(state, feud);
  return { feud, faceOffUserIds, feudTurnUserId: null };
}

/**
 * "Begin Game": with every member in a team (but a quizmaster host) and every team manned
 * (TEAM-7), sets playing with team-1 active (TURN-1), fresh scores and the first turn's
 * deadline. TURN-9: that
 * turn's clock starts after the get-ready moment (a guess sent meanwhile is taken: it spends
 * none of the team's time and takes nothing from the others).
 */
export function beginGame(state: PartyState, userId: string, now: number): RuleResult<PartyState> {
  const host = requireHost(state, userId);
  if (!host.ok) return host;
  const { party } = state;
  if (party.status !== 'team_setup') return fail(wrongStatusMessage(party.status));
  if (party.topic === null) return fail(MESSAGES.chooseTopicFirst);
  const check = beginValidation(playingMembers(state), party.teams);
  if (check.error !== null) return fail(check.error);
  const teams = party.teams.map((t) => ({ ...t, score: 0, attempts: 0 }));
  const ruleFields = feudStart({ ...state, party: { ...party, teams } });
  const gameTeams = Object.fromEntries(
    activeMembers(state).flatMap((m) => (m.teamId === null ? [] : [[m.userId, m.teamId]])),
  );
  return {
    ok: true,
    state: {
      ...state,
      guesses: [],
      judgements: [],
      party: {
        ...party,
        status: 'playing',
        teams,
        activeTeamId: ruleFields.feud ? null : (teams[0]?.id ?? null),
        revealedIndices: [],
        turn: party.turn + 1,
        turnDeadline: turnDeadlineFrom(party, getReadyEnd(now)),
        getReadyUntil: getReadyEnd(now),
        hostChecking: false,
        gameTeams,
        // ROUND-4: the topic counts as played from its first turn.
        playedTopicIds: withTopicPlayed(party.playedTopicIds ?? [], party.topic.id),
        ...ruleFields,
      },
    },
  };
}

/**
 * PARTY-4 "Play Again" (host, once finished; it once reset to choosing with two default
 * teams): back to the lobby with the same members, team names, assignments,
 * settings and game type; scores, attempts, topic, guesses and corrections start afresh.
 * The host then changes only what they want (Start Game → a topic → teams) and begins.
 */
export function playAgain(state: PartyState, userId: string): RuleResult<PartyState> {
  const host = requireHost(state, userId);
  if (!host.ok) return host;
  if (state.party.status !== 'finished') return fail(wrongStatusMessage(state.party.status));
  // ROUND-2: the game just played stays a round of the match.
  const archived = withRoundArchived(state);
  return {
    ok: true,
    state: {
      ...archived,
      guesses: [],
      judgements: [],
      party: {
        ...archived.party,
        status: 'lobby',
        topic: null,
        revealedIndices: [],
        teams: archived.party.teams.map((t) => ({ ...t, score: 0, attempts: 0 })),
        activeTeamId: null,
        turnDeadline: null,
        getReadyUntil: null,
        hostChecking: false,
        gameTeams: {},
      },
    },
  };
}
