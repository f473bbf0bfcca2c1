import type { PartyView } from '@trivia/protocol';
import type { PartyMember } from '../party-context';

export interface TeamGroup {
  team: PartyView['party']['teams'][number];
  index: number;
  members: PartyMember[];
}

/** Team assignment: the teams with their members, and who has no (existing) team. */
export function groupByTeam(view: PartyView): { groups: TeamGroup[]; unassigned: PartyMember[] } {
  const { teams } = view.party;
  const groups = teams.map((team, index) => ({
    team,
    index,
    members: view.members.filter((member) => member.teamId === team.id),
  }));
  const teamIds = new Set(teams.map((team) => team.id));
  const unassigned = view.members.filter(
    (member) => member.teamId === null || !teamIds.has(member.teamId),
  );
  return { groups, unassigned };
}
