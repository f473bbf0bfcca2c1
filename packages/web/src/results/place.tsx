import { ordinal } from '@trivia/game';

/**
 * WIN-3: A team's place in the final standings, "2nd =" when another team shares
 * it; a screen reader hears "2nd, tied" rather than "equals".
 */
export function Place({ place, tied }: { place: number; tied: boolean }) {
  return (
    <span className="shrink-0 tabular-nums" data-place={place}>
      {ordinal(place)}
      {tied ? (
        <>
          <span aria-hidden="true"> =</span>
          <span className="sr-only">, tied</span>
        </>
      ) : null}
    </span>
  );
}
