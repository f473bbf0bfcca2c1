import type { ReactNode } from 'react';
import { Button, cx } from '../../../ui';
import { teamPalette } from '../../../teams/team-palette';
import type { PartyMember } from '../party-context';

export interface TeamCardProps {
  title: string;
  /** Palette index of a team; null for the unassigned list. */
  paletteIndex: number | null;
  members: PartyMember[];
  viewerId: string;
  /** The viewer's way in ("Join {team}"), when they are not on this team. */
  onJoin?: () => void;
  /** The host's per-member control. */
  renderMove?: (member: PartyMember) => ReactNode;
}

/** One team (or the unassigned members) on the team assignment screen. */
export function TeamCard(props: TeamCardProps) {
  const { title, paletteIndex, members, viewerId, onJoin, renderMove } = props;
  const palette = paletteIndex === null ? null : teamPalette(paletteIndex);
  return (
    <section
      aria-label={title}
      className={cx(
        'flex flex-col gap-3 rounded-2xl border-2 p-4 shadow-md',
        palette
          ? palette.soft
          : 'border-dashed border-slate-300 bg-white dark:border-slate-600 dark:bg-slate-900',
      )}
    >
      <h2 className="flex items-center gap-2 text-lg font-bold">
        {palette ? (
          <span aria-hidden="true" className={cx('size-4 rounded-full', palette.dot)} />
        ) : null}
        <span className="min-w-0 truncate">{title}</span>
        <span className="ml-auto text-sm font-semibold">{members.length}</span>
      </h2>
      {members.length === 0 ? (
        <p className="text-sm opacity-80">{palette ? 'No players yet' : 'Everyone has a team'}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {members.map((member) => (
            <li key={member.userId} className="flex min-h-11 items-center gap-2">
              <span className="min-w-0 flex-1 truncate font-medium">
                {member.displayName}
                {member.userId === viewerId ? ' (You)' : ''}
              </span>
              {renderMove?.(member)}
            </li>
          ))}
        </ul>
      )}
      {onJoin ? (
        <Button variant="secondary" onClick={onJoin}>
          Join {title}
        </Button>
      ) : null}
    </section>
  );
}
