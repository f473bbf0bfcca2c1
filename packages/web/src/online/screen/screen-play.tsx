import type { PartyView } from '@trivia/game';
import { useTurnCountdown } from '../../turn/use-turn-countdown';
import { teamPalette } from '../../teams/team-palette';
import { TeamSymbol } from '../../teams/team-symbol';
import { useCountdownTicks } from '../../sound/use-sounds';
import { cx } from '../../ui';
import { activeTeamIndex, boardState } from '../play/board-adapters';
import { GameBoard } from '../../board/game-board';
import { TurnTimer } from '../../turn/turn-timer';
import { ScreenLastResult } from './screen-last-result';
import { ScreenTeamScores } from './screen-team-scores';
import { ScreenPausedOverlay } from './screen-paused-overlay';
import { SCREEN_TEXT } from '../../ui/screen-text';
import { gameTypeName } from '../survey/game-type-name';
import { topicCounts } from '../survey/survey-view';
import { GetReady, HostChecking, useGetReady } from '../play/turn-moments';
import { feudRound } from '../feud/feud-view';
import { ScreenFeudHeadline, ScreenFeudTally } from '../feud/screen-feud-status';
import { StrikeFlash } from '../feud/strike-flash';

// The server times a turn out; the screen only shows the countdown.
const ignoreExpiry = () => undefined;

function ActiveTeam({ party }: { party: PartyView['party'] }) {
  const index = activeTeamIndex(party);
  const team = party.teams[index];
  return (
    <div aria-live="polite" className="min-w-0 flex-1">
      {team ? (
        <>
          <p
            className={cx(
              `${SCREEN_TEXT.large} inline-flex max-w-full items-center gap-[0.4em] truncate rounded-full px-[0.6em] py-[0.15em] font-display font-black shadow-lg`,
              teamPalette(index).solid,
            )}
          >
            <TeamSymbol index={index} />
            <span className="truncate">{team.name}</span>
          </p>
          <p className={`${SCREEN_TEXT.body} mt-[1vmin] font-bold`}>is guessing...</p>
          <p className={`${SCREEN_TEXT.small} font-semibold text-slate-200`}>
            Attempt {Math.min(team.attempts + 1, party.maxAttempts)} of {party.maxAttempts}
          </p>
        </>
      ) : (
        <p className={`${SCREEN_TEXT.body} font-bold`}>
          {/* The last reveal plays before the results. */}
          {party.status === 'finished'
            ? "That's the game! The winner is coming up..."
            : 'Waiting for the next turn...'}
        </p>
      )}
    </div>
  );
}

/** The big screen during play: the board, the countdown, whose turn, scores, the last result. */
export function ScreenPlay({ view, serverNow }: { view: PartyView; serverNow: () => number }) {
  const { party } = view;
  // TURN-9: "Get ready: {team}" before the first turn's clock, which then starts.
  const getReady = useGetReady(party, serverNow);
  const deadline = party.status === 'playing' && getReady === null ? party.turnDeadline : null;
  const seconds = useTurnCountdown(deadline, ignoreExpiry, serverNow);
  useCountdownTicks(seconds);
  const board = boardState(view);
  const round = feudRound(party);
  return (
    <div className="relative grid h-full grid-cols-1 gap-[3vmin] md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="relative flex min-h-0 flex-col gap-[1.5vmin]">
        <header>
          <p className={`${SCREEN_TEXT.small} font-bold tracking-wide text-sky-200 uppercase`}>
            {round !== null ? 'Feud · ' : null}
            {party.gameType ? gameTypeName(party.gameType) : 'Top-5 Blitz'} ·{' '}
            {party.revealedIndices.length}/{party.topic?.answerCount ?? 0} found
          </p>
          <h1
            className={`${SCREEN_TEXT.title} font-display font-black break-words drop-shadow-[0_0.4vmin_0_rgb(79_70_229)]`}
          >
            {party.topic?.title ?? 'Online game'}
          </h1>
        </header>
        <GameBoard
          board={board}
          activeTeamIndex={activeTeamIndex(party)}
          maxAttempts={party.maxAttempts}
          secondsLeft={seconds}
          size="room"
          counts={topicCounts(party.topic)}
        />
        <ScreenPausedOverlay paused={party.status === 'playing' && party.pausedAt !== null} />
      </div>
      <div className="flex min-h-0 flex-col gap-[2.5vmin]">
        {getReady !== null ? (
          <GetReady party={party} seconds={getReady} size="room" />
        ) : party.hostChecking ? (
          <HostChecking onSkip={null} size="room" />
        ) : (
          <div className="flex items-center gap-[3vmin]">
            {seconds !== null ? <TurnTimer seconds={seconds} size="room" /> : null}
            {round === null ? <ActiveTeam party={party} /> : <ScreenFeudHeadline view={view} />}
          </div>
        )}
        {round !== null ? <ScreenFeudTally view={view} /> : null}
        <ScreenTeamScores party={party} teams={board.teams} attempts={round === null} />
        <ScreenLastResult view={view} />
      </div>
      {round !== null ? <StrikeFlash strikes={round.strikes} /> : null}
    </div>
  );
}
