import { SCREEN_TEXT } from '../../ui/screen-text';

/**
 * PAUSE-1 on the big screen: while the host has paused the game, a "PAUSED" card covers the
 * board (the room stops reading it, the countdown is stopped), gone on resume.
 */
export function ScreenPausedOverlay({ paused }: { paused: boolean }) {
  return (
    <div role="status" aria-live="polite" className="contents">
      {paused ? (
        <div
          data-testid="screen-paused"
          className="absolute inset-0 z-20 flex flex-col items-center justify-center gap-[2vmin] rounded-[2.5vmin] border-4 border-amber-300 bg-[#070b1f]/95 text-center shadow-2xl"
        >
          <p
            className={`${SCREEN_TEXT.giant} font-display font-black tracking-[0.2em] text-amber-300 uppercase`}
          >
            Paused
          </p>
          <p className={`${SCREEN_TEXT.body} font-semibold text-white`}>
            The host paused the game. The countdown is stopped.
          </p>
        </div>
      ) : null}
    </div>
  );
}
