import type { PartyView } from '@trivia/game';
import { cx } from '../../ui';
import { outcomeNotice, type BannerNotice } from './guess-feedback';
import type { LocalNotice } from './use-online-guess';

export interface Banner {
  notice: BannerNotice;
  /** Whose guess it was, when it was one. */
  teamName: string | null;
}

/**
 * The banner's content: this browser's own reply (an error, or its accepted guess) until a
 * newer guess reaches the view; otherwise the latest guess of any team, so everyone in the
 * room sees every result live.
 */
export function currentBanner(
  view: Pick<PartyView, 'party' | 'guesses'>,
  local: LocalNotice | null,
): Banner | null {
  if (local !== null && view.guesses.length <= local.guessCount) {
    return { notice: local.notice, teamName: local.teamName };
  }
  const last = view.guesses.at(-1);
  if (last === undefined) return null;
  const team = view.party.teams.find((t) => t.id === last.teamId);
  return { notice: outcomeNotice(last), teamName: team?.name ?? null };
}

const tones = {
  success:
    'border-emerald-600 bg-emerald-50 text-emerald-950 dark:bg-emerald-950 dark:text-emerald-50',
  info: 'border-slate-400 bg-white text-slate-900 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-50',
  error: 'border-red-600 bg-red-50 text-red-950 dark:bg-red-950 dark:text-red-50',
} as const;

/** SPEC §2 Play: the result banner, large enough to read from across the room. */
export function ResultBanner({ banner }: { banner: Banner | null }) {
  return (
    <div role="status" aria-live="polite" aria-label="Last result">
      {banner === null ? null : (
        <div
          className={cx('rounded-2xl border-2 px-4 py-3 text-center', tones[banner.notice.tone])}
        >
          {banner.teamName ? (
            <p className="text-sm font-semibold uppercase tracking-wide">{banner.teamName}</p>
          ) : null}
          <p className="text-xl font-extrabold sm:text-2xl">{banner.notice.text}</p>
        </div>
      )}
    </div>
  );
}
