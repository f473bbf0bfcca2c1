import {
  MAX_ATTEMPTS,
  MAX_TURN_SECONDS,
  MIN_ATTEMPTS,
  MIN_TURN_SECONDS,
  TURN_SECONDS_STEP,
} from './constants';

/** SETUP-1: max attempts per team is a whole number from 1 to 5. */
export function isValidMaxAttempts(value: number): boolean {
  return Number.isInteger(value) && value >= MIN_ATTEMPTS && value <= MAX_ATTEMPTS;
}

/** PAUSE-3 "Relaxed": no countdown, a turn ends on a guess (online and offline). */
export const RELAXED_TURN_SECONDS = 0;

/** SETUP-2: time per turn is 10 to 120 seconds in steps of 5, or relaxed. */
export function isValidTurnSeconds(value: number): boolean {
  if (value === RELAXED_TURN_SECONDS) return true;
  return (
    Number.isInteger(value) &&
    value >= MIN_TURN_SECONDS &&
    value <= MAX_TURN_SECONDS &&
    (value - MIN_TURN_SECONDS) % TURN_SECONDS_STEP === 0
  );
}
