import { useRef, type ReactNode } from 'react';
import { SoundToggle } from '../../sound/sound-toggle';
import { cx } from '../../ui';
import { FullscreenButton } from './fullscreen-button';
import { SCREEN_TEXT, STAGE_BACKDROP } from '../../ui/screen-text';
import { useControlsAwake, useIsFullscreen } from './use-fullscreen';

export interface ScreenFrameProps {
  /** The party's code, once known to be valid. */
  code: string | null;
  children: ReactNode;
}

/**
 * The big screen's frame: the whole window (or the whole TV in full screen), a dark stage
 * in either theme (the `dark` class gives every view inside its dark palette), with its only
 * controls: sound and full screen. In
 * full screen the board owns the screen; the bar floats over it only while the
 * mouse moves (and a few seconds after) or while a keyboard user is on one of its controls.
 */
export function ScreenFrame({ code, children }: ScreenFrameProps) {
  const frame = useRef<HTMLDivElement>(null);
  const isFull = useIsFullscreen();
  const awake = useControlsAwake(isFull);
  // No navbar on the big screen (shell/app-shell.tsx): the frame is the whole
  // window, so the TV never scrolls.
  return (
    <div
      ref={frame}
      className={cx(
        'dark relative flex h-dvh min-h-[28rem] flex-col overflow-hidden [color-scheme:dark]',
        STAGE_BACKDROP,
        !awake && 'cursor-none',
      )}
    >
      <div
        data-testid="screen-controls"
        data-shown={awake ? 'true' : 'false'}
        className={cx(
          'flex flex-wrap items-center gap-x-4 gap-y-2 border-b-2 border-white/15 bg-[#070b1f] px-[3vmin] py-2',
          isFull &&
            'absolute inset-x-0 top-0 z-30 shadow-lg transition-opacity duration-300 has-[:focus-visible]:opacity-100',
          isFull && !awake && 'opacity-0',
        )}
      >
        <p className={`${SCREEN_TEXT.small} mr-auto font-bold text-slate-200`}>
          Big Screen{code ? ` · Party ${code}` : ''}
        </p>
        <SoundToggle className={SCREEN_TEXT.control} />
        <FullscreenButton target={frame} isFull={isFull} className={SCREEN_TEXT.control} />
      </div>
      {/* Focusable, so that a keyboard can scroll it when a zoomed window overflows. */}
      <div
        id="screen-content"
        tabIndex={0}
        className="min-h-0 flex-1 overflow-auto px-[3vmin] py-[2.5vmin] focus-visible:outline-4 focus-visible:outline-amber-300"
      >
        {children}
      </div>
    </div>
  );
}
