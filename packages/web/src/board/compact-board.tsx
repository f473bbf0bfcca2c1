import { pointsForRank, pointsShort } from '@trivia/game';
import { teamPalette } from '../teams/team-palette';
import { TeamSymbol } from '../teams/team-symbol';
import { cx } from '../ui';
import type { BoardState } from './board-state';

/**
 * The board at a glance, for a phone: the five slots in one tight list (rank, the answer
 * once found in its finder's colour and symbol, points), small enough to stay in sight
 * with the guess field above the on-screen keyboard. A visual copy of the "Answer board"
 * further down, which stays the one assistive technology reads (so this one is hidden from it).
 */
export function CompactBoard({ board, className }: { board: BoardState; className?: string }) {
  const answers = board.topic?.answers ?? [];
  return (
    <ol
      aria-hidden="true"
      data-testid="compact-board"
      className={cx('grid grid-cols-1 gap-1', className)}
    >
      {answers.map((answer, rank) => {
        const found = board.revealed.find((entry) => entry.rank === rank);
        return (
          <li
            key={rank}
            data-slot={rank + 1}
            data-slot-found={found ? 'true' : 'false'}
            className={cx(
              'flex h-7 items-center gap-2 rounded-lg px-1.5 font-display text-base leading-none font-bold',
              found
                ? teamPalette(found.teamIndex).solid
                : 'bg-[linear-gradient(180deg,#1e40af,#172554)] text-white',
            )}
          >
            <span
              className={cx(
                'flex size-5 shrink-0 items-center justify-center rounded-full text-sm font-black',
                found ? 'bg-white text-slate-900' : 'bg-amber-400 text-amber-950',
              )}
            >
              {rank + 1}
            </span>
            <span className="min-w-0 flex-1 truncate">{found ? answer.text : '? ? ?'}</span>
            {found ? <TeamSymbol index={found.teamIndex} /> : null}
            <span className="shrink-0 tabular-nums">{pointsShort(pointsForRank(rank))}</span>
          </li>
        );
      })}
    </ol>
  );
}
