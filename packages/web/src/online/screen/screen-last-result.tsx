import type { PartyView } from '@trivia/game';
import { cx } from '../../ui';
import { outcomeNotice } from '../play/guess-feedback';
import { SCREEN_TEXT } from '../../ui/screen-text';

const tones = {
  success:
    'border-emerald-600 bg-emerald-50 text-emerald-950 dark:bg-emerald-950 dark:text-emerald-50',
  info: 'border-slate-400 bg-slate-50 text-slate-950 dark:border-slate-500 dark:bg-slate-900 dark:text-white',
  error: 'border-red-600 bg-red-50 text-red-950 dark:bg-red-950 dark:text-red-50',
} as const;

/** The outcome of the latest guess of any team, with its team and text. */
export function ScreenLastResult({ view }: { view: Pick<PartyView, 'party' | 'guesses'> }) {
  const last = view.guesses.at(-1);
  const team = last ? view.party.teams.find((t) => t.id === last.teamId) : undefined;
  const notice = last ? outcomeNotice(last) : null;
  return (
    <div role="status" aria-live="polite" aria-label="Last result">
      {last && notice ? (
        <div
          className={cx(
            'rounded-2xl border-4 px-[2vmin] py-[1.5vmin] text-center',
            tones[notice.tone],
          )}
        >
          <p className={`${SCREEN_TEXT.small} font-bold tracking-wide uppercase`}>
            {team?.name ?? 'A team'}
            {last.timedOut ? '' : ` · “${last.text}”`}
          </p>
          <p className={`${SCREEN_TEXT.large} font-black`}>{notice.text}</p>
        </div>
      ) : null}
    </div>
  );
}
