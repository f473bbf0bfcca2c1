import { pointsText, pointsUnit } from '@trivia/game';
import { cx } from '../../ui';
import { SCREEN_TEXT } from '../../ui/screen-text';
import { CountUp } from '../../board/count-up';
import { FEUD_MAX_STRIKES } from './feud-types';

type Size = 'phone' | 'room';

/** "2 of 3 strikes": what a screen reader says for the marks. */
export function strikesLabel(strikes: number): string {
  return `${strikes} of ${FEUD_MAX_STRIKES} strikes`;
}

/**
 * FEUD-3: the floor's strikes as ✕ marks: one to three red ✕, the rest as empty slots.
 * On the big screen each ✕ is a tile of 9vmin (97 px at 1920×1080, never under 40 px).
 */
export function StrikeMarks({ strikes, size = 'phone' }: { strikes: number; size?: Size }) {
  const room = size === 'room';
  return (
    <span
      role="img"
      aria-label={strikesLabel(strikes)}
      data-testid="feud-strikes"
      data-strikes={strikes}
      className={cx('flex items-center', room ? 'gap-[1.5vmin]' : 'gap-1.5')}
    >
      {Array.from({ length: FEUD_MAX_STRIKES }, (_, index) => {
        const struck = index < strikes;
        return (
          <span
            key={index}
            aria-hidden="true"
            data-struck={struck ? 'true' : 'false'}
            className={cx(
              'inline-flex items-center justify-center font-display leading-none font-black',
              room
                ? 'size-[9vmin] min-h-10 min-w-10 rounded-[2vmin] border-[0.6vmin] text-[length:clamp(2.25rem,7vmin,6.5rem)]'
                : 'size-9 rounded-lg border-2 text-2xl sm:size-10 sm:text-3xl',
              struck
                ? 'border-white bg-red-700 text-white shadow-lg'
                : room
                  ? 'border-white/40 bg-white/5'
                  : 'border-slate-400 dark:border-slate-500',
            )}
          >
            {struck ? '✕' : null}
          </span>
        );
      })}
    </span>
  );
}

/** FEUD-4: the round's bank, the points at stake for whoever ends up with it. */
export function FeudBank({ bank, size = 'phone' }: { bank: number; size?: Size }) {
  const room = size === 'room';
  return (
    <p
      data-testid="feud-bank"
      data-bank={bank}
      className={cx(
        'flex items-baseline gap-[0.3em] rounded-2xl font-display font-black',
        room
          ? `${SCREEN_TEXT.large} border-[0.6vmin] border-amber-300 bg-amber-400 px-[0.6em] py-[0.2em] text-amber-950 shadow-xl`
          : 'border-2 border-amber-500 bg-amber-100 px-2 py-1 text-lg text-amber-950 sm:px-3 sm:text-xl dark:bg-amber-950 dark:text-amber-50',
      )}
    >
      <span>Bank</span>
      <span className={cx('tabular-nums', room && SCREEN_TEXT.title)} aria-hidden="true">
        <CountUp value={bank} />
      </span>
      <span aria-hidden="true">{pointsUnit(bank)}</span>
      <span className="sr-only">{pointsText(bank)}</span>
    </p>
  );
}
