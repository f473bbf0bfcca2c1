import {
  MAX_ATTEMPTS,
  MAX_TURN_SECONDS,
  MIN_ATTEMPTS,
  MIN_TURN_SECONDS,
  TURN_SECONDS_STEP,
} from './constants';

/** SPEC §9: max attempts per team is a whole number from 1 to 5. */
export function isValidMaxAttempts(value: number): boolean {
  return Number.isInteger(value) && value >= MIN_ATTEMPTS && value <= MAX_ATTEMPTS;
}

/** SPEC §9: time per turn is 10 to 120 seconds in steps of 5. */
export function isValidTurnSeconds(value: number): boolean {
  return (
    Number.isInteger(value) &&
    value >= MIN_TURN_SECONDS &&
    value <= MAX_TURN_SECONDS &&
    (value - MIN_TURN_SECONDS) % TURN_SECONDS_STEP === 0
  );
}
