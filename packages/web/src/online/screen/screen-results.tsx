import type { PartyView } from '@trivia/game';
import {
  matchRounds,
  matchStandings,
  pointsForRank,
  pointsShort,
  pointsUnit,
  standings,
} from '@trivia/game';
import { teamPalette } from '../../teams/team-palette';
import { TeamSymbol } from '../../teams/team-symbol';
import { TrophyIcon } from '../../results/trophy-icon';
import { CountUp } from '../../board/count-up';
import { cx } from '../../ui';
import { Place } from '../../results/place';
import { Confetti } from '../../ui/confetti';
import { boardState } from '../play/board-adapters';
import { matchOutcomeText, outcomeText, type OutcomeText } from '../results/outcome-text';
import { SCREEN_TEXT } from '../../ui/screen-text';
import { ScreenMatchStandings } from './screen-match-standings';
import { feudRound, feudWonText } from '../feud/feud-view';
import { useRevealRest } from '../feud/use-reveal-rest';
import { RestTile } from '../feud/rest-tile';

function Standings({ teams }: { teams: PartyView['party']['teams'] }) {
  return (
    <section aria-labelledby="screen-standings" className="flex flex-col gap-[1.5vmin]">
      <h2 id="screen-standings" className={`${SCREEN_TEXT.large} font-display font-extrabold`}>
        Final Scoreboard
      </h2>
      <ol className="flex flex-col gap-[1.2vmin]">
        {standings(teams).map(({ team, place, tied }) => (
          <li
            key={team.id}
            className={cx(
              `${SCREEN_TEXT.large} flex items-center gap-[2vmin] rounded-[2vmin] border-4 border-white/30 px-[2.5vmin] py-[1.2vmin] font-display font-black shadow-xl`,
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

/**
 * ROUND-3: once the host ended a match of two rounds or more, the match winner is the
 * headline; otherwise the game's (WIN-1).
 */
function headlineOf(party: PartyView['party']): { main: OutcomeText; round: OutcomeText | null } {
  const round = outcomeText(party.teams);
  const rounds = matchRounds(party);
  if (party.matchOver !== true || rounds.length < 2) return { main: round, round: null };
  return { main: matchOutcomeText(matchStandings(rounds).map((line) => line.team)), round };
}

function Answers({ view, compact }: { view: PartyView; compact: boolean }) {
  const board = boardState(view);
  const answers = board.topic?.answers ?? [];
  const unfound = answers
    .map((_, rank) => rank)
    .filter((rank) => !board.revealed.some((entry) => entry.rank === rank));
  // A Feud round's unfound answers turn over one by one ("reveal the rest").
  const feud = feudRound(view.party) !== null;
  const shown = useRevealRest(unfound, feud);
  return (
    <section aria-labelledby="screen-answers" className="flex min-h-0 flex-col gap-[1.5vmin]">
      <h2 id="screen-answers" className={`${SCREEN_TEXT.large} font-display font-extrabold`}>
        The Answers
      </h2>
      <ol className="flex flex-col gap-[1.2vmin]">
        {answers.map((answer, rank) => {
          const found = board.revealed.find((entry) => entry.rank === rank);
          const team = found ? board.teams[found.teamIndex] : undefined;
          if (!found)
            return (
              <RestTile
                key={rank}
                rank={rank}
                text={answer.text}
                shown={shown.has(rank)}
                flip={feud}
                compact={compact}
              />
            );
          return (
            <li
              key={rank}
              className={cx(
                'flex items-center gap-[2vmin] rounded-[2vmin] border-4 px-[2vmin]',
                compact ? 'py-[0.3vmin]' : 'py-[0.8vmin]',
                teamPalette(found.teamIndex).soft,
              )}
            >
              <span className={`${SCREEN_TEXT.body} w-[2.2em] shrink-0 font-black`}>
                #{rank + 1}
              </span>
              <span className="min-w-0 flex-1">
                <span className={`${SCREEN_TEXT.body} block font-extrabold break-words`}>
                  {answer.text}
                </span>
                <span className={cx(SCREEN_TEXT.small, 'block font-bold', compact && 'sr-only')}>
                  {team ? (
                    <>
                      Found by {team.name} <TeamSymbol index={found.teamIndex} className="inline" />
                    </>
                  ) : null}
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

/**
 * The results, for the room: the winner or the tie (the match's once it is over), the
 * standings, every answer, and from the second round the match standings beside them.
 */
export function ScreenResults({ view }: { view: PartyView }) {
  const { party } = view;
  const { main, round } = headlineOf(party);
  const { kind, headline, detail } = main;
  const inMatch = matchRounds(party).length >= 2;
  return (
    <div className="grid h-full grid-cols-1 gap-[4vmin] md:grid-cols-2">
      {kind === 'win' ? <Confetti /> : null}
      <div className="flex min-h-0 flex-col gap-[3vmin]">
        <header>
          <h1
            className={`${SCREEN_TEXT.huge} font-display font-black tracking-tight drop-shadow-[0_0.6vmin_0_rgb(79_70_229)]`}
          >
            Game Over!
          </h1>
          {party.topic ? (
            <p className={`${SCREEN_TEXT.body} mt-[1vmin] font-bold text-sky-200`}>
              {party.topic.title}
            </p>
          ) : null}
        </header>
        {feudWonText(party) !== null ? (
          <p
            data-testid="screen-feud-won"
            className={`${SCREEN_TEXT.large} rounded-[2vmin] bg-amber-400 px-[0.6em] py-[0.2em] font-display font-black text-amber-950`}
          >
            {feudWonText(party)}
          </p>
        ) : null}
        <div role="status" className="flex items-center gap-[3vmin]">
          {kind === 'win' ? (
            <TrophyIcon className="size-[16vmin] shrink-0 text-amber-300 drop-shadow-[0_0_3vmin_rgb(252_211_77/0.6)]" />
          ) : null}
          <div className="min-w-0">
            <p className={`${SCREEN_TEXT.huge} font-display font-black break-words text-amber-300`}>
              {headline}
            </p>
            <p className={`${SCREEN_TEXT.large} mt-[1vmin] font-bold break-words`}>{detail}</p>
            {round ? (
              <p className={`${SCREEN_TEXT.body} mt-[1vmin] font-bold break-words text-sky-200`}>
                This round: {round.headline}
              </p>
            ) : null}
          </div>
        </div>
        <Standings teams={party.teams} />
      </div>
      <div className="flex min-h-0 flex-col gap-[3vmin]">
        <Answers view={view} compact={inMatch} />
        <ScreenMatchStandings party={party} />
      </div>
    </div>
  );
}
