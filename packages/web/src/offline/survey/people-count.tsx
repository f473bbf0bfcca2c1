import { useId } from 'react';
import { OFFLINE_SURVEY_MAX_PEOPLE, OFFLINE_SURVEY_MIN_PEOPLE } from '@trivia/game';
import { Button } from '../../ui';

export interface PeopleCountProps {
  value: number;
  onChange: (people: number) => void;
}

/** OFF-13: how many people answer the survey, 2 to 20, with − and + for thumbs. */
export function PeopleCount({ value, onChange }: PeopleCountProps) {
  const id = useId();
  const set = (people: number) =>
    onChange(Math.min(OFFLINE_SURVEY_MAX_PEOPLE, Math.max(OFFLINE_SURVEY_MIN_PEOPLE, people)));
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-lg font-semibold">
        How many people answer?
      </label>
      <div className="flex items-center gap-3">
        <Button
          variant="secondary"
          aria-label="One fewer person"
          disabled={value <= OFFLINE_SURVEY_MIN_PEOPLE}
          onClick={() => set(value - 1)}
        >
          −
        </Button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={OFFLINE_SURVEY_MIN_PEOPLE}
          max={OFFLINE_SURVEY_MAX_PEOPLE}
          value={value}
          onChange={(event) => {
            const people = Number.parseInt(event.target.value, 10);
            if (Number.isFinite(people)) set(people);
          }}
          className="min-h-11 w-20 rounded-xl border border-slate-300 bg-white px-3 text-center text-2xl font-bold tabular-nums text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
        />
        <Button
          variant="secondary"
          aria-label="One more person"
          disabled={value >= OFFLINE_SURVEY_MAX_PEOPLE}
          onClick={() => set(value + 1)}
        >
          +
        </Button>
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {OFFLINE_SURVEY_MIN_PEOPLE} to {OFFLINE_SURVEY_MAX_PEOPLE} people, each on this device in
        turn.
      </p>
    </div>
  );
}
