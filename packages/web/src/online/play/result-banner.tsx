import type { PartyView } from '@trivia/game';
import { Button, cx } from '../../ui';
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
  return { notice: outcomeNotice(last, team?.name ?? null), teamName: team?.name ?? null };
}

const tones = {
  success:
    'border-emerald-600 bg-emerald-50 text-emerald-950 dark:bg-emerald-950 dark:text-emerald-50',
  info: 'border-slate-400 bg-white text-slate-900 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-50',
  error: 'border-red-600 bg-red-50 text-red-950 dark:bg-red-950 dark:text-red-50',
} as const;

/** Judging in one tap: the host's Accept on the refused guess the banner shows. */
export interface BannerAccept {
  text: string;
  busy: boolean;
  run: () => void;
}

/**
 * The play screen's result banner, large enough to read from across the room. A
 * miss shows what was typed, and the host accepts it right here ("'antarctic' refused —
 * Accept as…"), not below the board.
 */
export function ResultBanner({
  banner,
  onAccept = null,
}: {
  banner: Banner | null;
  onAccept?: BannerAccept | null;
}) {
  const accept = banner !== null && banner.notice.tone !== 'error' ? onAccept : null;
  return (
    <div className="flex flex-col gap-2">
      <div role="status" aria-live="polite" aria-label="Last result">
        {banner === null ? null : (
          <div
            className={cx('rounded-2xl border-2 px-4 py-3 text-center', tones[banner.notice.tone])}
          >
            {banner.teamName ? (
              <p className="text-sm font-semibold uppercase tracking-wide">{banner.teamName}</p>
            ) : null}
            <p className="text-xl font-extrabold sm:text-2xl">{banner.notice.text}</p>
            {banner.notice.detail !== undefined && accept === null ? (
              <p className="mt-1 text-base font-semibold break-words">{banner.notice.detail}</p>
            ) : null}
          </div>
        )}
      </div>
      {accept !== null ? (
        // Outside the live region, so the button is not read out with every result.
        <div className="flex flex-wrap items-center justify-center gap-2 rounded-2xl border-2 border-amber-500 bg-amber-50 px-4 py-2 text-amber-950 dark:bg-amber-950/60 dark:text-amber-50">
          <p className="min-w-0 font-semibold break-words">{`'${accept.text}' refused —`}</p>
          <Button variant="secondary" disabled={accept.busy} onClick={accept.run}>
            Accept as…
          </Button>
        </div>
      ) : null}
    </div>
  );
}
