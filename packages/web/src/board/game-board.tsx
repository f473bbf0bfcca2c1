import { useEffect } from 'react';
import { cx } from '../ui';
import { BoardTile, type BoardSize } from './board-tile';
import { missCount } from './board-moments';
import type { BoardMoment } from './board-state';
import { GameAnnouncer } from './game-announcer';
import { MissStrike } from './miss-strike';
import { forgetShown } from './seen-reveals';
import { bannerSide, TurnBanner } from './turn-banner';

export interface GameBoardProps extends BoardMoment {
  /** Show the answers nobody has found yet (the offline host's "Show Answers" toggle). */
  showAll?: boolean;
  /** 'page' on a phone or laptop, 'room' on the big screen (sized by the window). */
  size?: BoardSize;
  /** The countdown, for the 10-second warning of the announcer; null when none. */
  secondsLeft?: number | null;
  /** SURVEY-5: a survey board's counts by rank: a revealed slot shows "N said it". */
  counts?: readonly number[] | null;
}

/**
 * The one board of every screen that shows it (offline play, online play, the big
 * screen): five ranked tiles that turn over in the finder's colour, the strike on a miss,
 * the turn banner when the turn passes (clear of the latest reveal), and the live region that says each of them.
 */
export function GameBoard({
  board,
  activeTeamIndex,
  maxAttempts,
  showAll = false,
  size = 'page',
  secondsLeft = null,
  counts = null,
}: GameBoardProps) {
  const answers = board.topic?.answers ?? [];
  const topicId = board.topic?.id ?? '';
  const nothingFound = board.revealed.length === 0;
  useEffect(() => {
    if (nothingFound) forgetShown(topicId);
  }, [nothingFound, topicId]);
  return (
    <div className={cx('relative', size === 'room' && 'flex min-h-0 flex-1 flex-col')}>
      <ol
        aria-label="Answer board"
        className={cx(
          'flex flex-col',
          size === 'room' ? 'min-h-0 flex-1 gap-[1.5vmin]' : 'gap-1.5 sm:gap-2',
        )}
      >
        {answers.map((answer, rank) => {
          const found = board.revealed.find((entry) => entry.rank === rank);
          const team = found ? board.teams[found.teamIndex] : undefined;
          return (
            <BoardTile
              key={rank}
              rank={rank}
              topicId={topicId}
              text={answer.text}
              found={found !== undefined}
              finder={found && team ? { team, index: found.teamIndex } : null}
              showText={showAll}
              size={size}
              saidIt={counts?.[rank] ?? null}
            />
          );
        })}
      </ol>
      <MissStrike misses={missCount(board)} size={size} />
      <TurnBanner
        teams={board.teams}
        activeTeamIndex={activeTeamIndex}
        size={size}
        side={bannerSide(board.revealed.at(-1)?.rank ?? null, answers.length)}
      />
      <GameAnnouncer moment={{ board, activeTeamIndex, maxAttempts }} secondsLeft={secondsLeft} />
    </div>
  );
}
