import { pointsForRank, pointsText } from '@trivia/game';
import type { OfflineGameState } from '@trivia/game';
import { motion } from 'motion/react';
import { cx } from '../ui';
import { teamPalette } from '../teams/team-palette';
import { useRevealCount } from './use-reveal-count';

/**
 * /results: the 5 answers with who found each. With `revealRestMs` (a Feud round), the
 * answers nobody found start hidden and turn over one by one, that many ms apart.
 */
export function FoundAnswers({
  state,
  revealRestMs = null,
}: {
  state: Pick<OfflineGameState, 'topic' | 'teams' | 'revealed'>;
  revealRestMs?: number | null;
}) {
  const answers = state.topic?.answers ?? [];
  const unfound = answers
    .map((_, rank) => rank)
    .filter((rank) => !state.revealed.some((entry) => entry.rank === rank));
  const turned = useRevealCount(unfound.length, revealRestMs);
  const hidden = new Set(unfound.slice(turned));
  return (
    <section aria-labelledby="answers-title">
      <h2 id="answers-title" className="mb-3 text-xl font-bold">
        The Answers
      </h2>
      <ol className="flex flex-col gap-2">
        {answers.map((answer, rank) => {
          const found = state.revealed.find((entry) => entry.rank === rank);
          const team = found ? state.teams[found.teamIndex] : undefined;
          if (hidden.has(rank)) {
            return (
              <li
                key={rank}
                data-testid="hidden-answer"
                className="flex items-center gap-3 rounded-xl border border-slate-700 bg-slate-800 px-3 py-2 text-white"
              >
                <span className="w-8 shrink-0 text-lg font-black">#{rank + 1}</span>
                <span className="text-lg font-bold">?</span>
                <span className="sr-only">Not revealed yet</span>
              </li>
            );
          }
          const flips = revealRestMs !== null && !found;
          return (
            <motion.li
              key={rank}
              initial={flips ? { rotateX: 90 } : false}
              animate={{ rotateX: 0 }}
              transition={{ duration: 0.35, ease: 'easeOut' }}
              className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white px-3 py-2 dark:border-slate-700 dark:bg-slate-800"
            >
              <span className="w-8 shrink-0 text-lg font-black">#{rank + 1}</span>
              <span className="min-w-0 flex-1">
                <span className="block text-lg font-bold break-words">{answer.text}</span>
                <span className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
                  <span>{pointsText(pointsForRank(rank))}</span>
                  {found && team ? (
                    <span
                      className={cx(
                        'rounded-full px-2 py-0.5 font-bold',
                        teamPalette(found.teamIndex).solid,
                      )}
                    >
                      Found by {team.name}
                    </span>
                  ) : (
                    <span className="font-semibold text-slate-600 dark:text-slate-300">
                      Not found
                    </span>
                  )}
                </span>
              </span>
            </motion.li>
          );
        })}
      </ol>
    </section>
  );
}
