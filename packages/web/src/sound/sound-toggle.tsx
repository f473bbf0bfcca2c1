import { cx } from '../ui';
import { setSoundMuted, useSoundMuted } from './sound-preference';

function SpeakerIcon({ muted }: { muted: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-[1.25em] shrink-0" fill="none">
      <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
      {muted ? (
        <path d="M16 9l5 6M21 9l-5 6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      ) : (
        <path
          d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      )}
    </svg>
  );
}

/**
 * Mutes or unmutes the sound effects on this device (remembered in local storage). A
 * toggle button: pressed while muted.
 */
export function SoundToggle({ className }: { className?: string }) {
  const muted = useSoundMuted();
  return (
    <button
      type="button"
      aria-pressed={muted}
      onClick={() => setSoundMuted(!muted)}
      className={cx(
        'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl border px-4 font-semibold transition-colors',
        muted
          ? 'border-slate-700 bg-slate-800 text-white hover:bg-slate-700 dark:border-slate-300 dark:bg-slate-100 dark:text-slate-900 dark:hover:bg-white'
          : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700',
        className,
      )}
    >
      <SpeakerIcon muted={muted} />
      Mute sounds
    </button>
  );
}
