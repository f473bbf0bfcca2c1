import {
  DEFAULT_MAX_ATTEMPTS,
  DEFAULT_TURN_SECONDS,
  MAX_ATTEMPTS,
  MAX_TURN_SECONDS,
  MIN_ATTEMPTS,
  MIN_TURN_SECONDS,
  TIMER_RED_AT_SECONDS,
  TIMER_YELLOW_AT_SECONDS,
  TURN_SECONDS_STEP,
} from './constants';

/** The countdown's colour (TURN-10). */
export type TimerColor = 'red' | 'yellow' | 'green';

/** TURN-10 timer colours: red at 10 s or less, yellow at 20 s or less, otherwise green. */
export function timerColor(secondsLeft: number): TimerColor {
  if (secondsLeft <= TIMER_RED_AT_SECONDS) return 'red';
  if (secondsLeft <= TIMER_YELLOW_AT_SECONDS) return 'yellow';
  return 'green';
}

/** Whole seconds left before a turn deadline, rounded up and never negative (TURN-10). */
export function secondsLeft(deadlineMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((deadlineMs - nowMs) / 1000));
}

/** SETUP-2 time per turn: 10 to 120 s in steps of 5; anything else moves to the nearest step. */
export function clampTurnSeconds(seconds: number): number {
  if (!Number.isFinite(seconds)) return DEFAULT_TURN_SECONDS;
  const steps = Math.round((seconds - MIN_TURN_SECONDS) / TURN_SECONDS_STEP);
  return clamp(MIN_TURN_SECONDS + steps * TURN_SECONDS_STEP, MIN_TURN_SECONDS, MAX_TURN_SECONDS);
}

/** SETUP-1 max attempts per team: a whole number from 1 to 5. */
export function clampMaxAttempts(attempts: number): number {
  if (!Number.isFinite(attempts)) return DEFAULT_MAX_ATTEMPTS;
  return clamp(Math.round(attempts), MIN_ATTEMPTS, MAX_ATTEMPTS);
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
