import { useState } from 'react';
import { Button, cx, ModalDialog } from '../../../ui';
import { kickConfirmText } from '../use-member-actions';
import { RenameForm } from '../../host-controls/rename-form';
import { teamPalette } from '../../../teams/team-palette';
import { TeamSymbol } from '../../../teams/team-symbol';
import type { PartyView } from '@trivia/protocol';
import type { PartyMember } from '../party-context';
import { MemberTeamSelect } from '../teams/member-team-select';

/** The host marker's crown (drawn, as phones without an emoji font show a box). */
function CrownIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 16" className="size-3.5 fill-current">
      <path d="M1 4l4.5 4L10 1l4.5 7L19 4l-2 11H3z" />
    </svg>
  );
}

export interface MemberRowProps {
  member: PartyMember;
  isYou: boolean;
  /** The team's name and palette index, when the member has a team. */
  team: { name: string; index: number } | null;
  /** The viewer is the host: Promote and Kick on every other member. */
  canManage: boolean;
  onPromote: (member: PartyMember) => void;
  onKick: (member: PartyMember) => void;
  /** HOST-7, the host's: renames the member in this party; the refusal, or null. */
  onRename: (member: PartyMember, name: string) => Promise<string | null>;
  /** During a game, the host's picker that puts this spectator on a team (null: none). */
  placement: {
    teams: PartyView['party']['teams'];
    onPlace: (member: PartyMember, teamId: string | null) => void;
  } | null;
}

/** A member panel row: name, host marker, "(You)", team badge, Online/Offline dot. */
export function MemberRow({
  member,
  isYou,
  team,
  canManage,
  onPromote,
  onKick,
  onRename,
  placement,
}: MemberRowProps) {
  const presence = member.online ? 'Online' : 'Offline';
  const [renaming, setRenaming] = useState(false);
  const [confirmingKick, setConfirmingKick] = useState(false);
  return (
    <li className="flex flex-col gap-2 py-3">
      <div className="flex min-w-0 items-center gap-2">
        <span
          aria-hidden="true"
          title={presence}
          className={cx(
            'size-3 shrink-0 rounded-full',
            member.online ? 'bg-emerald-500' : 'bg-slate-400 dark:bg-slate-500',
          )}
        />
        <span className="sr-only">{presence}:</span>
        <span className="min-w-0 truncate font-semibold">{member.displayName}</span>
        {isYou ? (
          <span className="shrink-0 text-sm text-slate-600 dark:text-slate-300">(You)</span>
        ) : null}
        {member.role === 'host' ? (
          <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-amber-400 px-2 py-0.5 text-xs font-bold text-amber-950">
            <CrownIcon />
            Host
          </span>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-2 pl-5">
        {team ? (
          <span
            className={cx(
              'rounded-full px-2 py-0.5 text-xs font-bold',
              teamPalette(team.index).solid,
            )}
          >
            <TeamSymbol index={team.index} className="mr-1" />
            {team.name}
          </span>
        ) : placement ? (
          <MemberTeamSelect
            member={member}
            teams={placement.teams}
            onMove={placement.onPlace}
            emptyLabel="Watching: put on a team"
          />
        ) : (
          <span className="text-xs text-slate-600 dark:text-slate-300">No team</span>
        )}
        {canManage ? (
          <Button
            variant="ghost"
            className="px-3 text-sm"
            aria-label={`Rename ${member.displayName}`}
            aria-expanded={renaming}
            onClick={() => setRenaming((open) => !open)}
          >
            Rename
          </Button>
        ) : null}
        {canManage && !isYou ? (
          <span className="ml-auto flex gap-2">
            <Button
              variant="secondary"
              className="px-3 text-sm"
              aria-label={`Promote ${member.displayName}`}
              onClick={() => onPromote(member)}
            >
              Promote
            </Button>
            <Button
              variant="danger-quiet"
              className="px-3 text-sm"
              aria-label={`Kick ${member.displayName}`}
              onClick={() => setConfirmingKick(true)}
            >
              Kick
            </Button>
          </span>
        ) : null}
        {/* The app's own dialog, as for leaving; the focus starts on keeping them. */}
        {confirmingKick ? (
          <ModalDialog
            title={`Kick ${member.displayName}?`}
            onDismiss={() => setConfirmingKick(false)}
            actions={
              <>
                <Button variant="secondary" onClick={() => setConfirmingKick(false)}>
                  Keep
                </Button>
                <Button
                  variant="danger"
                  onClick={() => {
                    setConfirmingKick(false);
                    onKick(member);
                  }}
                >
                  Kick
                </Button>
              </>
            }
          >
            {kickConfirmText(member.displayName)}
          </ModalDialog>
        ) : null}
      </div>
      {renaming ? (
        <RenameForm
          current={member.displayName}
          onRename={(name) => onRename(member, name)}
          onDone={() => setRenaming(false)}
        />
      ) : null}
    </li>
  );
}
