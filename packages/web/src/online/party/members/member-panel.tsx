import { countOf } from '@trivia/game';
import { useId, useState } from 'react';
import type { PartyView } from '@trivia/protocol';
import { cx } from '../../../ui';
import { TeamNamesList } from '../../host-controls/team-names-list';
import { LeaveButton } from './leave-button';
import { MemberRow } from './member-row';
import type { PartyMember } from '../party-context';

export interface MemberPanelProps {
  code: string;
  view: PartyView;
  onPromote: (member: PartyMember) => void;
  onKick: (member: PartyMember) => void;
  /** HOST-7: The host renames a member; the refusal, or null. */
  onRename: (member: PartyMember, name: string) => Promise<string | null>;
  /** The host puts a spectator on a team during a game (teams are fixed otherwise). */
  onPlace: (member: PartyMember, teamId: string | null) => void;
  onLeave: () => void;
  /** HOST-7: The host renames a team; the refusal, or null. */
  onRenameTeam: (teamId: string, name: string) => Promise<string | null>;
}

export function memberCountLabel(count: number): string {
  return countOf(count, 'member', 'members');
}

/**
 * The member panel, on every party screen: a side panel on wide screens; on a phone a
 * "Members" toggle with a count badge opens it above the screen.
 */
export function MemberPanel(props: MemberPanelProps) {
  const { code, view, onPromote, onKick, onRename, onPlace, onLeave, onRenameTeam } = props;
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const titleId = useId();
  const { members, viewer, party } = view;
  const teamOf = (member: PartyMember) => {
    const index = party.teams.findIndex((team) => team.id === member.teamId);
    const team = party.teams[index];
    return team ? { name: team.name, index } : null;
  };
  return (
    <aside aria-labelledby={titleId} className="px-4 lg:col-start-2 lg:row-start-1 lg:px-0">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="mt-4 flex min-h-11 w-full items-center justify-between gap-3 rounded-xl border border-slate-300 bg-white px-4 font-semibold shadow-sm lg:hidden dark:border-slate-600 dark:bg-slate-900"
      >
        <span>
          Members <span className="sr-only">({memberCountLabel(members.length)})</span>
        </span>
        <span
          aria-hidden="true"
          className="flex min-w-7 items-center justify-center rounded-full bg-brand-600 px-2 py-0.5 text-sm font-bold text-white"
        >
          {members.length}
        </span>
      </button>
      <div
        id={panelId}
        className={cx(
          open ? 'block' : 'hidden',
          'mt-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-lg lg:sticky lg:top-6 lg:mt-10 lg:block',
          'dark:border-slate-700 dark:bg-slate-900',
        )}
      >
        <h2 id={titleId} className="text-lg font-bold">
          Party {code}{' '}
          <span className="text-base font-semibold text-slate-600 dark:text-slate-300">
            · {memberCountLabel(members.length)}
          </span>
        </h2>
        <ul className="divide-y divide-slate-200 dark:divide-slate-700">
          {members.map((member) => (
            <MemberRow
              key={member.userId}
              member={member}
              isYou={member.userId === viewer.userId}
              team={teamOf(member)}
              canManage={viewer.isHost}
              onPromote={onPromote}
              onKick={onKick}
              onRename={onRename}
              placement={
                viewer.isHost && party.status === 'playing' && member.teamId === null
                  ? { teams: party.teams, onPlace }
                  : null
              }
            />
          ))}
        </ul>
        {viewer.isHost && (party.status === 'playing' || party.status === 'finished') ? (
          // Before a game the team names are edited in Team Setup itself.
          <TeamNamesList teams={party.teams} onRenameTeam={onRenameTeam} />
        ) : null}
        <LeaveButton isHost={viewer.isHost} onLeave={onLeave} />
      </div>
    </aside>
  );
}
