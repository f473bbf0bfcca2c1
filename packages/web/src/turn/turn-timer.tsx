import { countOf, timerColor } from '@trivia/game';
import { cx } from '../ui';

const colorClasses = {
  red: 'bg-red-700 text-white motion-safe:animate-timer-pulse',
  yellow: 'bg-amber-400 text-amber-950',
  green: 'bg-emerald-700 text-white',
} as const;

/** A phone's timer, or the big screen's, read from across the room (up to 120 s fits). */
const sizeClasses = {
  phone: {
    circle: 'size-24 shadow-lg sm:size-28',
    digits: () => 'text-4xl sm:text-5xl',
    unit: 'text-xs tracking-wider',
  },
  room: {
    circle: 'size-[clamp(7rem,24vmin,20rem)] shadow-xl',
    digits: (seconds: number) =>
      seconds >= 100
        ? 'text-[length:clamp(2.25rem,9vmin,7.5rem)]'
        : 'text-[length:clamp(3rem,12vmin,10rem)]',
    unit: 'text-[length:clamp(0.8rem,3vmin,2.25rem)] tracking-widest',
  },
} as const;

/** TURN-10: Red pulse at 10 s or less, yellow at 20 s or less, otherwise green. */
export function TurnTimer({
  seconds,
  size = 'phone',
}: {
  seconds: number;
  size?: 'phone' | 'room';
}) {
  const color = timerColor(seconds);
  const classes = sizeClasses[size];
  return (
    <div
      role="timer"
      aria-label={`${countOf(seconds, 'second', 'seconds')} left`}
      data-color={color}
      className={cx(
        'flex shrink-0 flex-col items-center justify-center rounded-full',
        classes.circle,
        colorClasses[color],
      )}
    >
      <span className={cx('leading-none font-black tabular-nums', classes.digits(seconds))}>
        {seconds}
      </span>
      <span className={cx('font-bold uppercase', classes.unit)} aria-hidden="true">
        sec
      </span>
    </div>
  );
}
