/** The app's sound effects: public/sounds/{name}.wav, made by scripts/generate-sounds.ts. */
export const SOUND_NAMES = ['correct', 'wrong', 'tick', 'timeout', 'winner'] as const;
export type SoundName = (typeof SOUND_NAMES)[number];

/** Where a sound is served (precached by the service worker, so offline play has sound). */
export function soundUrl(name: SoundName): string {
  return `/sounds/${name}.wav`;
}

/** The seconds left of a turn that tick: the last 5. */
export const TICK_FROM_SECONDS = 5;
