import { useId } from 'react';
import {
  DEFAULT_TURN_SECONDS,
  MAX_TURN_SECONDS,
  MIN_TURN_SECONDS,
  RELAXED_TURN_SECONDS,
  TURN_SECONDS_STEP,
} from '@trivia/game';
import { Switch } from '../ui';

export interface TurnTimeSliderProps {
  value: number;
  onChange: (seconds: number) => void;
}

/**
 * SETUP-2: Time per turn: a slider from 10 to 120 s in steps of 5; or "Relaxed" (PAUSE-3),
 * no countdown at all: a turn ends on a guess.
 */
export function TurnTimeSlider({ value, onChange }: TurnTimeSliderProps) {
  const id = useId();
  const relaxed = value === RELAXED_TURN_SECONDS;
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-lg font-semibold">
          Time per turn
        </label>
        <output
          htmlFor={id}
          className="text-2xl font-extrabold tabular-nums text-brand-700 dark:text-brand-300"
        >
          {relaxed ? 'Relaxed' : `${value} s`}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={MIN_TURN_SECONDS}
        max={MAX_TURN_SECONDS}
        step={TURN_SECONDS_STEP}
        value={relaxed ? DEFAULT_TURN_SECONDS : value}
        disabled={relaxed}
        aria-valuetext={relaxed ? 'Relaxed: no countdown' : `${value} seconds`}
        onChange={(event) => onChange(Number(event.target.value))}
        className="mt-3 h-11 w-full cursor-pointer accent-brand-600 disabled:cursor-not-allowed disabled:opacity-50"
      />
      <div
        className="flex justify-between text-sm text-slate-600 dark:text-slate-300"
        aria-hidden="true"
      >
        <span>{MIN_TURN_SECONDS} s</span>
        <span>{MAX_TURN_SECONDS} s</span>
      </div>
      <Switch
        className="mt-2"
        label="Relaxed: no countdown, a turn ends on a guess"
        checked={relaxed}
        onChange={(on) => onChange(on ? RELAXED_TURN_SECONDS : DEFAULT_TURN_SECONDS)}
      />
    </div>
  );
}
