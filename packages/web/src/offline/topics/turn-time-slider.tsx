import { useId } from 'react';
import { MAX_TURN_SECONDS, MIN_TURN_SECONDS, TURN_SECONDS_STEP } from '@trivia/game';

export interface TurnTimeSliderProps {
  value: number;
  onChange: (seconds: number) => void;
}

/** SPEC §9 Time per turn: a slider from 10 to 120 s in steps of 5. */
export function TurnTimeSlider({ value, onChange }: TurnTimeSliderProps) {
  const id = useId();
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
          {value} s
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={MIN_TURN_SECONDS}
        max={MAX_TURN_SECONDS}
        step={TURN_SECONDS_STEP}
        value={value}
        aria-valuetext={`${value} seconds`}
        onChange={(event) => onChange(Number(event.target.value))}
        className="mt-3 h-11 w-full cursor-pointer accent-brand-600"
      />
      <div
        className="flex justify-between text-sm text-slate-600 dark:text-slate-300"
        aria-hidden="true"
      >
        <span>{MIN_TURN_SECONDS} s</span>
        <span>{MAX_TURN_SECONDS} s</span>
      </div>
    </div>
  );
}
