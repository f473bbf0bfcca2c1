import { timerColor } from '@trivia/game';
import { cx } from '../../ui';

const colorClasses = {
  red: 'bg-red-700 text-white motion-safe:animate-pulse',
  yellow: 'bg-amber-400 text-amber-950',
  green: 'bg-emerald-700 text-white',
} as const;

/** The turn's countdown for the room, in SPEC §9 timer colours. */
export function ScreenCountdown({ seconds }: { seconds: number }) {
  const color = timerColor(seconds);
  return (
    <div
      role="timer"
      aria-label={`${seconds} seconds left`}
      data-color={color}
      className={cx(
        'flex size-[clamp(7rem,24vmin,20rem)] shrink-0 flex-col items-center justify-center rounded-full shadow-xl',
        colorClasses[color],
      )}
    >
      <span
        className={cx(
          'leading-none font-black tabular-nums',
          // Three digits (up to 120 s) fit the circle too.
          seconds >= 100
            ? 'text-[length:clamp(2.25rem,9vmin,7.5rem)]'
            : 'text-[length:clamp(3rem,12vmin,10rem)]',
        )}
      >
        {seconds}
      </span>
      <span
        className="text-[length:clamp(0.8rem,2vmin,1.5rem)] font-bold tracking-widest uppercase"
        aria-hidden="true"
      >
        sec
      </span>
    </div>
  );
}
