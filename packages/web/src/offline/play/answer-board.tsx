import { pointsForRank } from '@trivia/game';
import type { OfflineGameState } from '@trivia/game';
import { cx } from '../../ui';
import { pointsShort } from '../components/points';
import { teamPalette } from '../components/team-palette';
import { TeamSymbol } from '../components/team-symbol';

export interface AnswerBoardProps {
  state: Pick<OfflineGameState, 'topic' | 'teams' | 'revealed'>;
  /** Show the answers nobody has found yet (the host's "Show Answers" toggle). */
  showAll: boolean;
}

/** SPEC §2 /play: the board of 5 slots, big enough to read across a room. */
export function AnswerBoard({ state, showAll }: AnswerBoardProps) {
  const answers = state.topic?.answers ?? [];
  return (
    <ol aria-label="Answer board" className="flex flex-col gap-2">
      {answers.map((answer, rank) => {
        const found = state.revealed.find((entry) => entry.rank === rank);
        const team = found ? state.teams[found.teamIndex] : undefined;
        const visible = found !== undefined || showAll;
        return (
          <li
            key={rank}
            className={cx(
              'flex min-h-16 items-center gap-3 rounded-2xl border-2 px-3 py-2 sm:min-h-20 sm:px-4',
              found
                ? teamPalette(found.teamIndex).soft
                : 'border-slate-300 bg-white/90 dark:border-slate-700 dark:bg-slate-900/85',
            )}
          >
            <span
              aria-hidden="true"
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-600 text-xl font-black text-white sm:size-12 sm:text-2xl"
            >
              {rank + 1}
            </span>
            <span className="min-w-0 flex-1">
              <span className="sr-only">Answer {rank + 1}: </span>
              {visible ? (
                <span
                  className={cx(
                    'block text-xl font-bold break-words sm:text-2xl',
                    !found && 'italic text-slate-600 dark:text-slate-300',
                  )}
                >
                  {answer.text}
                  {!found ? <span className="sr-only"> (not found)</span> : null}
                </span>
              ) : (
                <span className="block text-xl font-bold tracking-widest text-slate-500 dark:text-slate-400 sm:text-2xl">
                  ? ? ?<span className="sr-only">hidden</span>
                </span>
              )}
              {team ? (
                <span className="block text-sm font-semibold">
                  Found by {team.name}{' '}
                  <TeamSymbol index={found?.teamIndex ?? 0} className="inline" />
                </span>
              ) : null}
            </span>
            <span className="shrink-0 text-lg font-extrabold tabular-nums sm:text-xl">
              {pointsShort(pointsForRank(rank))}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
