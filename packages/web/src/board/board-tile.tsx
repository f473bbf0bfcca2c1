import { useEffect, useState } from 'react';
import { markShown, wasShown } from './seen-reveals';
import { motion, useReducedMotion } from 'motion/react';
import { pointsForRank, pointsShort, saidItText, type OfflineTeam } from '@trivia/game';
import { teamPalette } from '../teams/team-palette';
import { TeamSymbol } from '../teams/team-symbol';
import { SCREEN_TEXT } from '../ui/screen-text';
import { cx } from '../ui';

/** The reveal: the tile turns over in about 600 ms. */
export const FLIP_SECONDS = 0.6;

export type BoardSize = 'page' | 'room';

export interface BoardTileProps {
  rank: number;
  /** The topic's id: a tile turns over the first time a board shows it found (seen-reveals.ts). */
  topicId: string;
  /** The answer's text; '' when the view does not hold it (online, not yet found). */
  text: string;
  /** Found by some team (revealed on the board). */
  found: boolean;
  /** The team that found it, with its index (for its colour and symbol), when known. */
  finder: { team: OfflineTeam; index: number } | null;
  /** Show the text of an answer nobody found (the offline "Show Answers" toggle). */
  showText: boolean;
  size: BoardSize;
  /** SURVEY-5: how many people said it (a survey board), shown once found; null otherwise. */
  saidIt?: number | null;
}

const sizes = {
  page: {
    tile: 'min-h-12 gap-3 rounded-2xl border-2 px-3 py-1.5 sm:min-h-20 sm:px-4 sm:py-2',
    badge: 'size-9 text-lg sm:size-12 sm:text-2xl',
    text: 'text-lg sm:text-2xl',
    finder: 'text-sm',
    points: 'text-lg sm:text-xl',
  },
  room: {
    tile: 'min-h-0 flex-1 gap-[2vmin] rounded-[2vmin] border-4 px-[2vmin] py-[0.8vmin]',
    badge: `${SCREEN_TEXT.large} size-[1.6em]`,
    text: SCREEN_TEXT.large,
    finder: SCREEN_TEXT.small,
    points: SCREEN_TEXT.body,
  },
} as const;

/** The big screen's hidden slot: a lit blue panel of a game-show board. */
const ROOM_HIDDEN =
  'border-sky-300/70 bg-[linear-gradient(180deg,#1e40af_0%,#172554_100%)] text-white shadow-[inset_0_0.5vmin_0_rgb(255_255_255/0.18)]';

/**
 * One slot of the board: rank and points always shown; the answer hidden until
 * found, then the tile turns over in the finder's colour with their symbol, the first time
 * a board on this page shows it found; under reduced motion it fades in instead. The flip is
 * decoration: the text is in the page from the first frame.
 */
export function BoardTile(props: BoardTileProps) {
  const { rank, found, size } = props;
  return (
    <li
      data-found={found ? 'true' : 'false'}
      data-rank={rank + 1}
      className={cx('flex', size === 'room' && 'min-h-0 flex-1')}
      style={{ perspective: '900px' }}
    >
      <TileFace key={found ? 'front' : 'back'} {...props} />
    </li>
  );
}

/** The tile's face: the back (hidden) or the front (found), each mounted afresh. */
function TileFace(props: BoardTileProps) {
  const { rank, topicId, text, found, finder, showText, size, saidIt = null } = props;
  // A found face turns over if no board on this page has shown it found before.
  const [flips] = useState(() => found && !wasShown(topicId, rank));
  useEffect(() => {
    if (found) markShown(topicId, rank);
  }, [found, topicId, rank]);
  const reduced = useReducedMotion();
  const classes = sizes[size];
  const palette = finder ? teamPalette(finder.index) : null;
  // The flip turns the tile only (edge-on at -90°, nothing shows): its colours are never
  // blended mid-way. Reduced motion: a short fade instead.
  const initial = !flips ? false : reduced ? { opacity: 0 } : { rotateX: -90 };
  return (
    <motion.div
      initial={initial}
      animate={reduced ? { opacity: 1 } : { rotateX: 0 }}
      transition={{ duration: reduced ? 0.2 : FLIP_SECONDS, ease: 'easeOut' }}
      className={cx(
        'flex w-full items-center font-display shadow-sm',
        classes.tile,
        palette
          ? cx(palette.solid, 'border-white/40')
          : found || showText
            ? 'border-slate-300 bg-white text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-50'
            : size === 'room'
              ? ROOM_HIDDEN
              : 'border-slate-900 bg-slate-800 text-white dark:border-slate-600 dark:bg-slate-800',
        size === 'room' && 'shadow-xl',
      )}
    >
      <span
        aria-hidden="true"
        className={cx(
          'flex shrink-0 items-center justify-center rounded-full font-black',
          classes.badge,
          found ? 'bg-white text-slate-900 ring-2 ring-slate-300' : 'bg-amber-400 text-amber-950',
        )}
      >
        {rank + 1}
      </span>
      <span className="min-w-0 flex-1">
        <span className="sr-only">Answer {rank + 1}: </span>
        {found || showText ? (
          <span
            className={cx(
              'block font-extrabold break-words',
              classes.text,
              !found && 'italic text-slate-700 dark:text-slate-200',
            )}
          >
            {text}
            {!found ? <span className="sr-only"> (not found)</span> : null}
          </span>
        ) : (
          <span className={cx('block font-extrabold tracking-widest text-slate-200', classes.text)}>
            ? ? ?<span className="sr-only">hidden</span>
          </span>
        )}
        {finder ? (
          <span className={cx('block font-sans font-semibold', classes.finder)}>
            Found by {finder.team.name} <TeamSymbol index={finder.index} className="inline" />
          </span>
        ) : null}
        {found && saidIt !== null ? (
          <span className={cx('block font-sans font-bold', classes.finder)}>
            {saidItText(saidIt)}
          </span>
        ) : null}
      </span>
      <span className={cx('shrink-0 font-black tabular-nums', classes.points)}>
        {pointsShort(pointsForRank(rank))}
      </span>
    </motion.div>
  );
}
