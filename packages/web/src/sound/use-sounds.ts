import { useEffect, useRef } from 'react';
import type { OfflineGameState } from '@trivia/game';
import {
  endsOnMove,
  offlineFinaleFacts,
  partyFinaleFacts,
  type FinaleFacts,
} from '../board/use-finale-hold';
import {
  isCountdownTick,
  offlineSoundCues,
  partySoundCues,
  timedCues,
  type CueView,
} from './sound-cues';
import { playSound, soundPlayer } from './sound-player';
import type { SoundName } from './sound-names';

/** Makes the page's player now, so it sees the first gesture on this screen. */
function usePlayerReady(): void {
  useEffect(() => {
    soundPlayer();
  }, []);
}

/**
 * Calls `cuesOf(prev, next)` on each change of `value` and plays what it returns: at once,
 * but the winner's fanfare after the last reveal when the change ends the game on a move
 * (`factsOf`, as useFinaleHold sees it). A pending fanfare still plays if the page changes
 * meanwhile (the play page gives way to the results then).
 */
function useCuesOnChange<T>(
  value: T | null,
  cuesOf: (prev: T | null, next: T) => SoundName[],
  factsOf: (value: T) => FinaleFacts,
) {
  const prev = useRef<T | null>(null);
  useEffect(() => {
    if (value === null) return;
    const before = prev.current;
    const cues = cuesOf(before, value);
    prev.current = value;
    const held = before !== null && endsOnMove(factsOf(before), factsOf(value));
    for (const { cue, afterMs } of timedCues(cues, held)) {
      if (afterMs === 0) playSound(cue);
      else window.setTimeout(() => playSound(cue), afterMs);
    }
  }, [value, cuesOf, factsOf]);
}

/** The big screen's sounds: each reveal, wrong guess and time-out, and the winner. */
export function usePartySounds(view: CueView | null): void {
  usePlayerReady();
  useCuesOnChange(view, partySoundCues, partyFinaleFacts);
}

const offlineCues = (prev: OfflineGameState | null, next: OfflineGameState) =>
  prev === null ? [] : offlineSoundCues(prev, next);

/** The offline play screen's sounds: each guess's outcome, and the winner at the end. */
export function useOfflineSounds(state: OfflineGameState): void {
  usePlayerReady();
  useCuesOnChange(state, offlineCues, offlineFinaleFacts);
}

/** A tick on each of the last 5 seconds of a turn. */
export function useCountdownTicks(seconds: number | null): void {
  const prev = useRef<number | null>(null);
  useEffect(() => {
    if (isCountdownTick(prev.current, seconds)) playSound('tick');
    prev.current = seconds;
  }, [seconds]);
}
