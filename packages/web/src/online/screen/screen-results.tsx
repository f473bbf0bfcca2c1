import type { PartyView } from '@trivia/game';
import { pointsForRank, pointsShort, pointsUnit, standings } from '@trivia/game';
import { teamPalette } from '../../teams/team-palette';
import { TrophyIcon } from '../../results/trophy-icon';
import { CountUp } from '../../board/count-up';
import { cx } from '../../ui';
import { Place } from '../../results/place';
import { Confetti } from '../../ui/confetti';
import { boardState } from '../play/board-adapters';
import { outcomeText, shouldCelebrate } from '../results/outcome-text';
import { SCREEN_TEXT } from '../../ui/screen-text';
import { ScreenMatchStandings } from './screen-match-standings';

function Standings({ teams }: { teams: PartyView['party']['teams'] }) {
  return (
    <section aria-labelledby="screen-standings" className="flex flex-col gap-[1.5vmin]">
      <h2 id="screen-standings" className={`${SCREEN_TEXT.large} font-extrabold`}>
        Final Scoreboard
      </h2>
      <ol className="flex flex-col gap-[1.2vmin]">
        {standings(teams).map(({ team, place, tied }) => (
          <li
            key={team.id}
            className={cx(
              `${SCREEN_TEXT.large} flex items-center gap-[2vmin] rounded-2xl px-[2.5vmin] py-[1.2vmin] font-black`,
              teamPalette(teams.indexOf(team)).solid,
            )}
          >
            <Place place={place} tied={tied} />
            <span className="min-w-0 flex-1 truncate">{team.name}</span>
            <span className="font-display tabular-nums">
              {/* The winner moment counts each score up from 0. */}
              <CountUp from={0} value={team.score} /> {pointsUnit(team.score)}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

function Answers({ view }: { view: PartyView }) {
  const board = boardState(view);
  return (
    <section aria-labelledby="screen-answers" className="flex min-h-0 flex-col gap-[1.5vmin]">
      <h2 id="screen-answers" className={`${SCREEN_TEXT.large} font-extrabold`}>
        The Answers
      </h2>
      <ol className="flex flex-col gap-[1.2vmin]">
        {(board.topic?.answers ?? []).map((answer, rank) => {
          const found = board.revealed.find((entry) => entry.rank === rank);
          const team = found ? board.teams[found.teamIndex] : undefined;
          return (
            <li
              key={rank}
              className={cx(
                'flex items-center gap-[2vmin] rounded-2xl border-4 px-[2vmin] py-[1vmin]',
                found
                  ? teamPalette(found.teamIndex).soft
                  : 'border-slate-300 bg-slate-100 dark:border-slate-700 dark:bg-slate-900',
              )}
            >
              <span className={`${SCREEN_TEXT.body} w-[2.2em] shrink-0 font-black`}>
                #{rank + 1}
              </span>
              <span className="min-w-0 flex-1">
                <span className={`${SCREEN_TEXT.body} block font-extrabold break-words`}>
                  {answer.text}
                </span>
                <span className={`${SCREEN_TEXT.small} block font-bold`}>
                  {team ? `Found by ${team.name}` : 'Not found'}
                </span>
              </span>
              <span className={`${SCREEN_TEXT.small} shrink-0 font-black tabular-nums`}>
                {pointsShort(pointsForRank(rank))}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** The results, for the room: the winner or the tie, the standings, every answer. */
export function ScreenResults({ view }: { view: PartyView }) {
  const { party } = view;
  const { kind, headline, detail } = outcomeText(party.teams);
  return (
    <div className="grid h-full grid-cols-1 gap-[4vmin] md:grid-cols-2">
      {shouldCelebrate(party.teams) ? <Confetti /> : null}
      <div className="flex min-h-0 flex-col gap-[3vmin]">
        <header>
          <h1 className={`${SCREEN_TEXT.title} font-display font-black`}>Game Over!</h1>
          {party.topic ? (
            <p className={`${SCREEN_TEXT.body} font-bold`}>{party.topic.title}</p>
          ) : null}
        </header>
        <div role="status" className="flex items-center gap-[3vmin]">
          {kind === 'win' ? <TrophyIcon className="size-[14vmin] shrink-0 text-amber-500" /> : null}
          <div className="min-w-0">
            <p className={`${SCREEN_TEXT.huge} font-display font-black break-words`}>{headline}</p>
            <p className={`${SCREEN_TEXT.large} mt-[1vmin] font-bold break-words`}>{detail}</p>
          </div>
        </div>
        <Standings teams={party.teams} />
        <ScreenMatchStandings party={party} />
      </div>
      <Answers view={view} />
    </div>
  );
}
