import { useEffect, useRef, useState } from 'react';
import { boardAnnouncements, timeWarning } from './board-announcements';
import type { BoardMoment } from './board-state';

/** The last few lines stay in the region; older ones are dropped. */
const KEPT_LINES = 3;

interface Line {
  id: number;
  text: string;
}

/**
 * Screen readers hear the game: a polite live region (role log) that speaks
 * each reveal, each miss, each turn change and the 10-second warning. Visually hidden:
 * the board, the strike and the turn banner show the same moments.
 */
export function GameAnnouncer({
  moment,
  secondsLeft,
}: {
  moment: BoardMoment;
  secondsLeft: number | null;
}) {
  const [lines, setLines] = useState<Line[]>([]);
  const nextId = useRef(0);
  const prevMoment = useRef<BoardMoment | null>(null);
  const prevSeconds = useRef<number | null>(null);

  useEffect(() => {
    const said = boardAnnouncements(prevMoment.current, moment);
    prevMoment.current = moment;
    if (said.length > 0) setLines((kept) => append(kept, said, nextId));
  }, [moment]);

  useEffect(() => {
    const warning = timeWarning(prevSeconds.current, secondsLeft);
    prevSeconds.current = secondsLeft;
    if (warning !== null) setLines((kept) => append(kept, [warning], nextId));
  }, [secondsLeft]);

  return (
    <div role="log" aria-live="polite" aria-label="Game announcements" className="sr-only">
      {lines.map((line) => (
        <p key={line.id}>{line.text}</p>
      ))}
    </div>
  );
}

function append(kept: Line[], texts: string[], nextId: { current: number }): Line[] {
  const added = texts.map((text) => ({ id: nextId.current++, text }));
  return [...kept, ...added].slice(-KEPT_LINES);
}
