import type { PartyView } from '@trivia/game';
import { teamPalette } from '../../teams/team-palette';
import { cx } from '../../ui';
import { TeamSymbol } from '../../teams/team-symbol';
import { groupByTeam } from '../party/teams/team-groups';
import { SCREEN_TEXT } from '../../ui/screen-text';

/** The team assignment, read-only: the teams with their members, and who has none yet. */
export function ScreenTeamsPreview({ view }: { view: PartyView }) {
  const { groups, unassigned } = groupByTeam(view);
  return (
    <div className="grid grid-cols-1 gap-[2vmin] sm:grid-cols-2">
      {groups.map(({ team, index, members }) => (
        <section
          key={team.id}
          aria-label={team.name}
          className={cx(
            'rounded-[2vmin] border-4 px-[2.5vmin] py-[2vmin] shadow-lg',
            teamPalette(index).soft,
          )}
        >
          <h3
            className={`${SCREEN_TEXT.large} flex items-center gap-[1vmin] font-display font-extrabold`}
          >
            <TeamSymbol index={index} />
            <span className="min-w-0 truncate">{team.name}</span>
          </h3>
          <ul className={`${SCREEN_TEXT.body} mt-[1vmin] font-semibold`}>
            {members.length === 0 ? <li className="italic">No players yet</li> : null}
            {members.map((member) => (
              <li key={member.userId} className="truncate">
                {member.displayName}
              </li>
            ))}
          </ul>
        </section>
      ))}
      {unassigned.length > 0 ? (
        <section
          aria-label="Unassigned"
          className="rounded-2xl border-4 border-dashed border-slate-400 px-[2.5vmin] py-[2vmin] sm:col-span-2 dark:border-slate-500"
        >
          <h3 className={`${SCREEN_TEXT.body} font-extrabold`}>Unassigned</h3>
          <p className={`${SCREEN_TEXT.body} mt-[0.5vmin] font-semibold`}>
            {unassigned.map((member) => member.displayName).join(', ')}
          </p>
        </section>
      ) : null}
    </div>
  );
}
