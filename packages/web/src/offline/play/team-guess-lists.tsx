import type { OfflineTeam } from '@trivia/game';
import { cx } from '../../ui';
import { teamPalette } from '../../teams/team-palette';
import { isExpiredGuess } from './outcome-message';

/** /play: each team's guesses, right (with rank and points) or wrong. */
export function TeamGuessLists({ teams }: { teams: readonly OfflineTeam[] }) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {teams.map((team, index) => (
        <section
          key={index}
          aria-label={`${team.name} guesses`}
          className={cx('rounded-2xl border-2 p-3', teamPalette(index).soft)}
        >
          <h3 className="text-base font-bold">{team.name}</h3>
          {team.guesses.length === 0 ? (
            <p className="mt-1 text-sm">No guesses yet</p>
          ) : (
            <ol className="mt-1 flex flex-col gap-1">
              {team.guesses.map((guess, i) => (
                <li key={i} className="flex items-baseline justify-between gap-2 text-base">
                  <span className={cx('min-w-0 break-words', isExpiredGuess(guess) && 'italic')}>
                    <span aria-hidden="true">{guess.correct ? '✓ ' : '✗ '}</span>
                    {guess.text}
                    {guess.timedOut && !isExpiredGuess(guess) ? ' (time ran out)' : null}
                  </span>
                  <span className="shrink-0 font-bold tabular-nums">
                    {guess.correct ? (
                      `#${guess.rank + 1} +${guess.points}`
                    ) : (
                      <span className="sr-only">wrong</span>
                    )}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </section>
      ))}
    </div>
  );
}
