import { turnText } from '@trivia/game';
import { AnimatePresence, motion, useReducedMotion } from 'motion/react';
import type { OfflineTeam } from '@trivia/game';
import { teamPalette } from '../teams/team-palette';
import { TeamSymbol } from '../teams/team-symbol';
import { SCREEN_TEXT } from '../ui/screen-text';
import { cx } from '../ui';
import type { BoardSize } from './board-tile';
import { useChangeFlash } from './use-change-flash';

/** How long "Team Blue's turn" stays over the board. */
export const TURN_BANNER_MS = 1800;

/** Where the banner lands over the board. */
export type BannerSide = 'top' | 'bottom';

/**
 * The banner lands on the half of the board away from the latest reveal
 * (the tile the room is reading as the turn passes): at the bottom when it is in the top
 * half, at the top otherwise. The banner is under two tiles high, so it never covers it.
 */
export function bannerSide(latestReveal: number | null, answerCount: number): BannerSide {
  return latestReveal !== null && latestReveal < answerCount / 2 ? 'bottom' : 'top';
}

/**
 * The turn change: a banner in the next team's colour ("Team Blue's turn") slides in
 * over the board when the turn passes (under reduced motion it appears still), on the side
 * away from the latest reveal. Click-through, so typing and tapping go on
 * underneath; hidden from assistive technology (the announcer says it).
 */
export function TurnBanner({
  teams,
  activeTeamIndex,
  size,
  side,
}: {
  teams: readonly OfflineTeam[];
  activeTeamIndex: number;
  size: BoardSize;
  side: BannerSide;
}) {
  const shown = useChangeFlash(activeTeamIndex, TURN_BANNER_MS);
  const reduced = useReducedMotion();
  const team = shown === null ? undefined : teams[shown];
  const from = side === 'top' ? -24 : 24;
  return (
    <AnimatePresence mode="wait">
      {team && shown !== null ? (
        <motion.div
          key={shown}
          aria-hidden="true"
          data-testid="turn-banner"
          data-side={side}
          // It moves and scales but never fades, so its words keep their contrast while
          // they show; under reduced motion it simply appears and goes.
          initial={reduced ? false : { y: from, scale: 0.6 }}
          animate={{ y: 0, scale: 1 }}
          exit={reduced ? { scale: 0, transition: { duration: 0 } } : { scale: 0 }}
          transition={{ duration: reduced ? 0 : 0.3, ease: 'easeOut' }}
          className={cx(
            'pointer-events-none absolute inset-x-0 z-10 flex justify-center',
            side === 'top' ? 'top-2' : 'bottom-2',
          )}
        >
          <p
            className={cx(
              'flex max-w-full items-center gap-2 truncate rounded-full border-4 border-white px-5 py-2 font-display font-black shadow-xl',
              size === 'room' ? SCREEN_TEXT.title : 'text-2xl sm:text-3xl',
              teamPalette(shown).solid,
            )}
          >
            <TeamSymbol index={shown} />
            <span className="truncate">{turnText(team.name)}</span>
          </p>
        </motion.div>
      ) : null}
    </AnimatePresence>
  );
}
