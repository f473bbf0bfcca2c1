import { MAX_TEAMS, MIN_TEAMS } from '../constants';
import { MESSAGES, wrongStatusMessage } from '../messages';
import { isValidMaxAttempts, isValidTurnSeconds } from '../settings';
import type { RuleResult } from '../types';
import { fail, requireHost } from './access';
import { teamIdAt } from './create-party';
import { playingMembers } from './host-mode';
import type { PartyState, PartyTeam } from './party-state';
import { isRuleSetOrNone } from './feud-party';
import type { RuleSet } from '../feud/feud-round';
import { withTeamsDistributed } from './team-assignment';
import { checkTeamNames } from './team-names';

export interface SetupCheck {
  canContinue: boolean;
  /** Why "Team Setup" is disabled: "Reduce teams to {n} or fewer" or "Please ensure at least 2 teams have valid names". */
  hint: string | null;
  /** The red notice "Cannot have more teams ({x}) than players ({y})". */
  notice: string | null;
}

function validNames(names: readonly string[]): string[] {
  return names.map((name) => name.trim()).filter((name) => name.length > 0);
}

/**
 * TEAM-2 online setup: at least 2 non-blank names, no more valid names than members and
 * no more than 4 teams. The web UI and the server share this check.
 */
export function setupValidation(names: readonly string[], memberCount: number): SetupCheck {
  const validCount = validNames(names).length;
  const limit = Math.min(MAX_TEAMS, memberCount);
  const notice =
    names.length > memberCount
      ? `Cannot have more teams (${names.length}) than players (${memberCount})`
      : null;
  let hint: string | null = null;
  if (validCount < MIN_TEAMS) hint = 'Please ensure at least 2 teams have valid names';
  else if (validCount > limit || names.length > MAX_TEAMS)
    hint = `Reduce teams to ${limit} or fewer`;
  return { canContinue: hint === null, hint, notice };
}

/**
 * TEAM-2, TEAM-3, SETUP-3 "Team Setup": saves the teams (names trimmed, blank entries dropped, score and
 * attempts 0), numTeams, max attempts, time per turn and the rule set (FEUD-7), and sets team_setup. Members of
 * removed teams become unassigned; if nobody has a team, everyone is spread evenly.
 * Names pass the name rule and must not look alike (team-names.ts).
 */
export function saveTeams(
  state: PartyState,
  userId: string,
  teamNames: readonly string[],
  maxAttempts: number,
  turnSeconds: number,
  ruleSet?: RuleSet,
): RuleResult<PartyState> {
  const host = requireHost(state, userId);
  if (!host.ok) return host;
  if (state.party.status !== 'setup') return fail(wrongStatusMessage(state.party.status));
  const check = setupValidation(teamNames, playingMembers(state).length);
  if (check.hint !== null) return fail(check.hint);
  if (!isValidMaxAttempts(maxAttempts)) return fail(MESSAGES.invalidMaxAttempts);
  if (!isValidTurnSeconds(turnSeconds)) return fail(MESSAGES.invalidTurnSeconds);
  if (!isRuleSetOrNone(ruleSet)) return fail(MESSAGES.unknownRuleSet);
  const names = checkTeamNames(teamNames, state.party.allowProfanity);
  if (!names.ok) return names;

  const teams: PartyTeam[] = names.state.map((name, index) => ({
    id: teamIdAt(index),
    name,
    score: 0,
    attempts: 0,
  }));
  const teamIds = new Set(teams.map((t) => t.id));
  const saved: PartyState = {
    ...state,
    party: {
      ...state.party,
      teams,
      numTeams: teams.length,
      maxAttempts,
      turnSeconds,
      // FEUD-7: the rule set chosen, else the party's current one.
      ...(ruleSet === undefined ? {} : { ruleSet }),
      status: 'team_setup',
    },
    members: state.members.map((m) =>
      m.teamId !== null && !teamIds.has(m.teamId) ? { ...m, teamId: null } : m,
    ),
  };
  const nobodyAssigned = playingMembers(saved).every((m) => m.teamId === null);
  return { ok: true, state: nobodyAssigned ? withTeamsDistributed(saved) : saved };
}
