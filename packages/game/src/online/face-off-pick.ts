import { MESSAGES, wrongStatusMessage } from '../messages';
import type { RuleResult } from '../types';
import { fail, requireHost } from './access';
import { isFeudGame, teamMembers } from './feud-party';
import type { PartyState } from './party-state';

/**
 * FEUD-9 "pickFaceOff" (host): before either face-off answer of the pair, the host names the
 * two players, one of each face-off team (in either order; stored by slot).
 */
export function pickFaceOff(
  state: PartyState,
  userId: string,
  userIds: readonly string[],
): RuleResult<PartyState> {
  const host = requireHost(state, userId);
  if (!host.ok) return host;
  const { party } = state;
  if (party.status !== 'playing') return fail(wrongStatusMessage(party.status));
  if (!isFeudGame(party)) return fail(MESSAGES.notFeudGame);
  const round = party.feud;
  if (party.hostChecking || round.phase !== 'faceOff') return fail(MESSAGES.faceOffStarted);
  if (round.faceOffAnswers.some((a) => a !== null)) return fail(MESSAGES.faceOffStarted);
  const onTeam = (slot: 0 | 1) => {
    const members = teamMembers(state, party.teams[round.faceOffTeams[slot]]?.id);
    return userIds.find((id) => members.some((m) => m.userId === id));
  };
  const first = onTeam(0);
  const second = onTeam(1);
  if (userIds.length !== 2 || first === undefined || second === undefined || first === second) {
    return fail(MESSAGES.faceOffPickTeams);
  }
  return { ok: true, state: { ...state, party: { ...party, faceOffUserIds: [first, second] } } };
}
