import { pointsUnit, standings } from '@trivia/game';
import type { OfflineTeam } from '@trivia/game';
import { CountUp } from '../board/count-up';
import { cx } from '../ui';
import { Place } from './place';
import { teamPalette } from '../teams/team-palette';
import { TeamSymbol } from '../teams/team-symbol';

/**
 * /results: the "Final Scoreboard", sorted by score, each score counting up; equal
 * scores share a place, "2nd =" (WIN-3).
 */
export function FinalScoreboard({ teams }: { teams: readonly OfflineTeam[] }) {
  return (
    <section aria-labelledby="final-scoreboard">
      <h2 id="final-scoreboard" className="mb-3 text-xl font-bold">
        Final Scoreboard
      </h2>
      <ol className="flex flex-col gap-2">
        {standings(teams).map(({ team, place, tied }) => {
          const correct = team.guesses.filter((guess) => guess.correct).length;
          return (
            <li
              key={teams.indexOf(team)}
              className={cx(
                'flex items-center gap-3 rounded-2xl px-4 py-3',
                teamPalette(teams.indexOf(team)).solid,
              )}
            >
              <span className="text-2xl font-black">
                <Place place={place} tied={tied} />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate text-lg font-bold">
                  {team.name} <TeamSymbol index={teams.indexOf(team)} />
                </span>
                <span className="block text-sm font-medium">
                  Correct guesses: {correct} of {team.guesses.length}
                </span>
              </span>
              <span className="text-2xl font-black tabular-nums">
                {/* The winner moment counts each score up from 0. */}
                <CountUp from={0} value={team.score} className="font-display" />{' '}
                <span className="text-base font-bold">{pointsUnit(team.score)}</span>
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
