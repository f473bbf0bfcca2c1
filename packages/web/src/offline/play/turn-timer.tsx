import { timerColor } from '@trivia/game';
import { cx } from '../../ui';

const colorClasses = {
  red: 'bg-red-700 text-white motion-safe:animate-pulse',
  yellow: 'bg-amber-400 text-amber-950',
  green: 'bg-emerald-700 text-white',
} as const;

/** SPEC §9 Timer colours: red pulse at 10 s or less, yellow at 20 s or less, otherwise green. */
export function TurnTimer({ seconds }: { seconds: number }) {
  const color = timerColor(seconds);
  return (
    <div
      role="timer"
      aria-label={`${seconds} seconds left`}
      data-color={color}
      className={cx(
        'flex size-24 shrink-0 flex-col items-center justify-center rounded-full shadow-lg sm:size-28',
        colorClasses[color],
      )}
    >
      <span className="text-4xl font-black tabular-nums leading-none sm:text-5xl">{seconds}</span>
      <span className="text-xs font-bold uppercase tracking-wider" aria-hidden="true">
        sec
      </span>
    </div>
  );
}
