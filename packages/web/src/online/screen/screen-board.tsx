import { pointsForRank } from '@trivia/game';
import { pointsShort } from '../../offline/components/points';
import { teamPalette } from '../../offline/components/team-palette';
import { TeamSymbol } from '../../offline/components/team-symbol';
import { cx } from '../../ui';
import type { BoardState } from '../play/board-adapters';
import { SCREEN_TEXT } from './screen-text';

/** The board of 5 for the room: each found answer with its team's colour, the rest hidden. */
export function ScreenBoard({ board }: { board: BoardState }) {
  const answers = board.topic?.answers ?? [];
  return (
    <ol aria-label="Answer board" className="flex min-h-0 flex-1 flex-col gap-[1.5vmin]">
      {answers.map((answer, rank) => {
        const found = board.revealed.find((entry) => entry.rank === rank);
        const team = found ? board.teams[found.teamIndex] : undefined;
        return (
          <li
            key={rank}
            data-found={found ? 'true' : 'false'}
            className={cx(
              'flex min-h-0 flex-1 items-center gap-[2vmin] rounded-2xl border-4 px-[2vmin] py-[0.8vmin]',
              found
                ? teamPalette(found.teamIndex).soft
                : 'border-slate-300 bg-slate-100 dark:border-slate-700 dark:bg-slate-900',
            )}
          >
            <span
              aria-hidden="true"
              className={`${SCREEN_TEXT.large} flex size-[1.6em] shrink-0 items-center justify-center rounded-full bg-brand-700 font-black text-white`}
            >
              {rank + 1}
            </span>
            <span className="min-w-0 flex-1">
              <span className="sr-only">Answer {rank + 1}: </span>
              {found ? (
                <span className={`${SCREEN_TEXT.large} block font-extrabold break-words`}>
                  {answer.text}
                </span>
              ) : (
                <span
                  className={`${SCREEN_TEXT.large} block font-extrabold tracking-widest text-slate-600 dark:text-slate-300`}
                >
                  ? ? ?<span className="sr-only">hidden</span>
                </span>
              )}
              {team ? (
                <span className={`${SCREEN_TEXT.small} block font-bold`}>
                  Found by {team.name}{' '}
                  <TeamSymbol index={found?.teamIndex ?? 0} className="inline" />
                </span>
              ) : null}
            </span>
            <span className={`${SCREEN_TEXT.body} shrink-0 font-black tabular-nums`}>
              {pointsShort(pointsForRank(rank))}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
