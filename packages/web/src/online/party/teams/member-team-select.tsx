import { useId } from 'react';
import type { PartyView } from '@trivia/protocol';
import type { PartyMember } from '../party-context';

export interface MemberTeamSelectProps {
  member: PartyMember;
  teams: PartyView['party']['teams'];
  onMove: (member: PartyMember, teamId: string | null) => void;
  /** The option for no team. */
  emptyLabel?: string;
}

const UNASSIGNED = '';

/** The host moves anyone (TEAM-5): a team picker per member. */
export function MemberTeamSelect({
  member,
  teams,
  onMove,
  emptyLabel = 'Unassigned',
}: MemberTeamSelectProps) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="sr-only">
        Team of {member.displayName}
      </label>
      <select
        id={id}
        value={member.teamId ?? UNASSIGNED}
        onChange={(event) => onMove(member, event.target.value || null)}
        className="min-h-11 max-w-40 min-w-0 rounded-xl border border-slate-300 bg-white px-2 text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
      >
        <option value={UNASSIGNED}>{emptyLabel}</option>
        {teams.map((team) => (
          <option key={team.id} value={team.id}>
            {team.name}
          </option>
        ))}
      </select>
    </>
  );
}
