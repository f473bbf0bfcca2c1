import { TurnTimer } from '../../turn/turn-timer';
import { useTurnCountdown } from '../../turn/use-turn-countdown';
import { useRealtime } from '../connection';

// The server closes the survey at its deadline; the clock only shows the time left.
const ignoreExpiry = () => undefined;

/** The whole seconds left to answer, on the server's clock; null without a countdown. */
export function useSurveySeconds(deadline: number | null): number | null {
  const { serverNow } = useRealtime();
  return useTurnCountdown(deadline, ignoreExpiry, serverNow);
}

/** The survey's countdown on a phone, or nothing when the host set none. */
export function SurveyClock({ deadline }: { deadline: number | null }) {
  const seconds = useSurveySeconds(deadline);
  if (seconds === null) return null;
  return <TurnTimer seconds={seconds} />;
}
