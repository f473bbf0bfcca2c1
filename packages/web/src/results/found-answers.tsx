import { pointsForRank, pointsText } from '@trivia/game';
import type { OfflineGameState } from '@trivia/game';
import { cx } from '../ui';
import { teamPalette } from '../teams/team-palette';

/** /results: the 5 answers with who found each. */
export function FoundAnswers({
  state,
}: {
  state: Pick<OfflineGameState, 'topic' | 'teams' | 'revealed'>;
}) {
  return (
    <section aria-labelledby="answers-title">
      <h2 id="answers-title" className="mb-3 text-xl font-bold">
        The Answers
      </h2>
      <ol className="flex flex-col gap-2">
        {(state.topic?.answers ?? []).map((answer, rank) => {
          const found = state.revealed.find((entry) => entry.rank === rank);
          const team = found ? state.teams[found.teamIndex] : undefined;
          return (
            <li
              key={rank}
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
            </li>
          );
        })}
      </ol>
    </section>
  );
}
