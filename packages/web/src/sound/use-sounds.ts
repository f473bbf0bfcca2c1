import { useEffect, useRef } from 'react';
import type { OfflineGameState } from '@trivia/game';
import { isCountdownTick, offlineSoundCues, partySoundCues, type CueView } from './sound-cues';
import { playSound, soundPlayer } from './sound-player';
import type { SoundName } from './sound-names';

/** Makes the page's player now, so it sees the first gesture on this screen. */
function usePlayerReady(): void {
  useEffect(() => {
    soundPlayer();
  }, []);
}

/** Calls `cuesOf(prev, next)` on each change of `value` and plays what it returns. */
function useCuesOnChange<T>(value: T | null, cuesOf: (prev: T | null, next: T) => SoundName[]) {
  const prev = useRef<T | null>(null);
  useEffect(() => {
    if (value === null) return;
    const cues = cuesOf(prev.current, value);
    prev.current = value;
    for (const cue of cues) playSound(cue);
  }, [value, cuesOf]);
}

/** The big screen's sounds: each reveal, wrong guess and time-out, and the winner. */
export function usePartySounds(view: CueView | null): void {
  usePlayerReady();
  useCuesOnChange(view, partySoundCues);
}

const offlineCues = (prev: OfflineGameState | null, next: OfflineGameState) =>
  prev === null ? [] : offlineSoundCues(prev, next);

/** The offline play screen's sounds: each guess's outcome, and the winner at the end. */
export function useOfflineSounds(state: OfflineGameState): void {
  usePlayerReady();
  useCuesOnChange(state, offlineCues);
}

/** A tick on each of the last 5 seconds of a turn. */
export function useCountdownTicks(seconds: number | null): void {
  const prev = useRef<number | null>(null);
  useEffect(() => {
    if (isCountdownTick(prev.current, seconds)) playSound('tick');
    prev.current = seconds;
  }, [seconds]);
}
