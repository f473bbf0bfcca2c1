import type { PartyView } from '@trivia/game';
import { cx } from '../../ui';
import { SCREEN_TEXT } from '../../ui/screen-text';

type Member = PartyView['members'][number];

/** The party's members, live as they join, each with an Online or Offline dot. */
export function ScreenMembers({ members }: { members: readonly Member[] }) {
  return (
    <section aria-labelledby="screen-members-title" className="flex min-h-0 flex-col gap-[1.5vmin]">
      <h2 id="screen-members-title" className={`${SCREEN_TEXT.large} font-extrabold`}>
        Players ({members.length})
      </h2>
      <ul aria-live="polite" className="flex flex-wrap gap-[1.2vmin]">
        {members.map((member) => {
          const presence = member.online ? 'Online' : 'Offline';
          return (
            <li
              key={member.userId}
              className={`${SCREEN_TEXT.body} flex max-w-full min-w-0 items-center gap-[1.2vmin] rounded-2xl bg-slate-100 px-[2vmin] py-[1.2vmin] font-bold dark:bg-slate-800`}
            >
              <span
                aria-hidden="true"
                className={cx(
                  'size-[0.6em] shrink-0 rounded-full',
                  member.online ? 'bg-emerald-500' : 'bg-slate-400 dark:bg-slate-500',
                )}
              />
              <span className="sr-only">{presence}:</span>
              <span className="min-w-0 break-words">{member.displayName}</span>
              {member.role === 'host' ? (
                <span className="shrink-0 rounded-full bg-amber-400 px-[0.5em] text-[0.6em] text-amber-950">
                  Host
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
