import type { PartyView } from '@trivia/game';
import { cx } from '../../ui';
import { SCREEN_TEXT } from '../../ui/screen-text';

type Member = PartyView['members'][number];

/**
 * The party's members, live as they join, each with an Online or Offline dot: big name
 * plates that pop up as people arrive (still under reduced motion).
 */
export function ScreenMembers({ members }: { members: readonly Member[] }) {
  return (
    <section aria-labelledby="screen-members-title" className="flex min-h-0 flex-col gap-[1.5vmin]">
      <h2
        id="screen-members-title"
        className={`${SCREEN_TEXT.large} font-display font-extrabold text-sky-200`}
      >
        Players ({members.length})
      </h2>
      <ul
        aria-live="polite"
        className="grid min-h-0 grid-cols-[repeat(auto-fill,minmax(min(100%,44vmin),1fr))] content-start gap-[1.5vmin] overflow-hidden"
      >
        {members.map((member) => {
          const presence = member.online ? 'Online' : 'Offline';
          return (
            <li
              key={member.userId}
              data-member={member.displayName}
              className={`${SCREEN_TEXT.large} flex max-w-full min-w-0 items-center gap-[1.2vmin] rounded-[2vmin] border-2 border-white/25 bg-white/10 px-[2vmin] py-[1.4vmin] font-display font-extrabold shadow-lg motion-safe:animate-stage-enter`}
            >
              <span
                aria-hidden="true"
                className={cx(
                  'size-[0.6em] shrink-0 rounded-full',
                  member.online
                    ? 'bg-emerald-400 shadow-[0_0_1vmin_rgb(52_211_153)]'
                    : 'bg-slate-500',
                )}
              />
              <span className="sr-only">{presence}:</span>
              <span className="min-w-0 break-words">{member.displayName}</span>
              {member.role === 'host' ? (
                <span className="ml-auto shrink-0 rounded-full bg-amber-300 px-[0.4em] text-[length:max(0.85em,2rem)] leading-tight text-amber-950">
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
