import { motion, useReducedMotion } from 'motion/react';
import { pointsForRank, pointsShort } from '@trivia/game';
import { FLIP_SECONDS } from '../../board/board-tile';
import { cx } from '../../ui';
import { SCREEN_TEXT } from '../../ui/screen-text';

/**
 * One answer nobody found, on the big screen's results: hidden ("? ? ?") until its turn in
 * "reveal the rest", then it turns over (under reduced motion it fades in). Classic shows it
 * at once.
 */
export function RestTile({
  rank,
  text,
  shown,
  flip,
  compact = false,
}: {
  rank: number;
  text: string;
  shown: boolean;
  /** Turn over when shown (Feud); Classic shows the answer still. */
  flip: boolean;
  /** From the second round the match standings share the column: one line a tile. */
  compact?: boolean;
}) {
  const reduced = useReducedMotion();
  return (
    <li
      data-rank={rank + 1}
      data-rest={shown ? 'shown' : 'hidden'}
      style={{ perspective: '900px' }}
    >
      <motion.div
        key={shown ? 'front' : 'back'}
        initial={shown && flip ? (reduced ? { opacity: 0 } : { rotateX: -90 }) : false}
        animate={reduced ? { opacity: 1 } : { rotateX: 0 }}
        transition={{ duration: reduced ? 0.2 : FLIP_SECONDS, ease: 'easeOut' }}
        className={cx(
          'flex items-center gap-[2vmin] rounded-[2vmin] border-4 border-sky-300/50 bg-[#101a4a] px-[2vmin] text-white',
          compact ? 'py-[0.3vmin]' : 'py-[0.8vmin]',
        )}
      >
        <span className={`${SCREEN_TEXT.body} w-[2.2em] shrink-0 font-black`}>#{rank + 1}</span>
        <span className="min-w-0 flex-1">
          {shown ? (
            <>
              <span className={`${SCREEN_TEXT.body} block font-extrabold break-words`}>{text}</span>
              <span className={cx(SCREEN_TEXT.small, 'block font-bold', compact && 'sr-only')}>
                Not found
              </span>
            </>
          ) : (
            <span className={`${SCREEN_TEXT.body} block font-extrabold tracking-widest`}>
              ? ? ?<span className="sr-only">hidden</span>
            </span>
          )}
        </span>
        <span className={`${SCREEN_TEXT.small} shrink-0 font-black tabular-nums`}>
          {pointsShort(pointsForRank(rank))}
        </span>
      </motion.div>
    </li>
  );
}
