import { MIN_TEAMS, ONLINE_DEFAULT_TEAM_NAMES } from '../constants';
import { MESSAGES, wrongStatusMessage } from '../messages';
import type { RuleSet } from '../feud/feud-round';
import type { GameType, RuleResult, Topic } from '../types';
import { isRuleSetOrNone } from './feud-party';
import { activeMembers, fail, requireHost } from './access';
import { teamIdAt } from './create-party';
import { beginGame, playAgain } from './game-lifecycle';
import { playingMembers } from './host-mode';
import { canStart, chooseTopic } from './lobby';
import type { PartyMember, PartyState, PartyTeam } from './party-state';
import { withTeamsDistributed } from './team-assignment';

/**
 * SETUP-5: the teams of a quick start: the party's teams as last time (their names; the
 * default "Team 1", "Team 2" for a party that has none), no more teams than playing members.
 * Members keep their team; each one without a team joins the smallest team (the first of
 * equals), in joining order; if a team is still empty, everyone is spread evenly (TEAM-4).
 */
export function quickStartTeams(state: PartyState): RuleResult<PartyState> {
  const players = playingMembers(state);
  const previous: Array<Pick<PartyTeam, 'id' | 'name'>> =
    state.party.teams.length >= MIN_TEAMS
      ? state.party.teams
      : ONLINE_DEFAULT_TEAM_NAMES.map((name, index) => ({ id: teamIdAt(index), name }));
  const count = Math.min(previous.length, players.length);
  if (count < MIN_TEAMS) return fail(MESSAGES.needTwoPlayers);
  const teams: PartyTeam[] = previous
    .slice(0, count)
    .map(({ id, name }) => ({ id, name, score: 0, attempts: 0 }));
  const sizes = new Map(teams.map((t) => [t.id, 0]));
  const placed = new Map<string, string>();
  for (const m of players) {
    if (m.teamId !== null && sizes.has(m.teamId)) {
      placed.set(m.userId, m.teamId);
      sizes.set(m.teamId, (sizes.get(m.teamId) ?? 0) + 1);
    }
  }
  for (const m of players) {
    if (placed.has(m.userId)) continue;
    const smallest = teams.reduce((best, t) =>
      (sizes.get(t.id) ?? 0) < (sizes.get(best.id) ?? 0) ? t : best,
    );
    placed.set(m.userId, smallest.id);
    sizes.set(smallest.id, (sizes.get(smallest.id) ?? 0) + 1);
  }
  const withTeams: PartyState = {
    ...state,
    party: { ...state.party, teams, numTeams: count },
    members: state.members.map((m): PartyMember =>
      placed.has(m.userId)
        ? { ...m, teamId: placed.get(m.userId) ?? null }
        : m.teamId !== null && !sizes.has(m.teamId)
          ? { ...m, teamId: null }
          : m,
    ),
  };
  const everyTeamManned = [...sizes.values()].every((size) => size > 0);
  return { ok: true, state: everyTeamManned ? withTeams : withTeamsDistributed(withTeams) };
}

/**
 * SETUP-6 quick start (host): from the lobby, the topic choice, or the results (the next
 * round, ROUND-2), the chosen topic's game begins at once: game type and topic set (SETUP-4),
 * teams and settings as last time (SETUP-5), then Begin Game (TURN-1, TURN-9).
 */
export function quickStart(
  state: PartyState,
  userId: string,
  gameType: GameType,
  topic: Topic,
  now: number,
  ownTopic = false,
  ruleSet?: RuleSet,
): RuleResult<PartyState> {
  const host = requireHost(state, userId);
  if (!host.ok) return host;
  const { status } = state.party;
  if (status !== 'lobby' && status !== 'choosing' && status !== 'finished') {
    return fail(wrongStatusMessage(status));
  }
  if (!canStart(activeMembers(state).length)) return fail(MESSAGES.needTwoPlayers);
  if (!isRuleSetOrNone(ruleSet)) return fail(MESSAGES.unknownRuleSet);
  // The next round (ROUND-2): the game just played is kept as a round, as Play Again does.
  const again = status === 'finished' ? playAgain(state, userId) : null;
  if (again !== null && !again.ok) return again;
  const base = again?.state ?? state;
  const choosing: PartyState = {
    ...base,
    // FEUD-7: the rule set asked for, else the party's (remembered from the last game).
    party: {
      ...base.party,
      status: 'choosing',
      gameType,
      topic: null,
      ...(ruleSet === undefined ? {} : { ruleSet }),
    },
  };
  const chosen = chooseTopic(choosing, userId, topic, ownTopic);
  if (!chosen.ok) return chosen;
  const teams = quickStartTeams(chosen.state);
  if (!teams.ok) return teams;
  return beginGame(
    { ...teams.state, party: { ...teams.state.party, status: 'team_setup' } },
    userId,
    now,
  );
}
