import { isSoundMuted } from './sound-preference';
import { soundUrl, type SoundName } from './sound-names';

/** The DOM event each played sound dispatches on window (browser tests listen to it). */
export const SOUND_EVENT = 'trivia:sound';

export interface SoundPlayerDeps {
  /** Makes the audio context (absent where Web Audio is not available). */
  createContext?: () => AudioContext;
  /** Loads a sound file. */
  load?: (url: string) => Promise<ArrayBuffer>;
  isMuted?: () => boolean;
}

// Events that grant user activation in every browser (a touch counts only on pointerup or
// click in some); each one also resumes a context the browser suspended again.
const GESTURES = ['pointerdown', 'pointerup', 'click', 'keydown', 'touchend'] as const;

function defaultCreateContext(): (() => AudioContext) | undefined {
  const Context =
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  return Context ? () => new Context() : undefined;
}

async function fetchSound(url: string): Promise<ArrayBuffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.arrayBuffer();
}

/**
 * Records each played sound where a browser test can see it without real audio: a count per
 * sound on <html> (data-sound-correct="2") and a `trivia:sound` event with the name.
 */
function reportPlayed(name: SoundName): void {
  const key = `sound${name[0]!.toUpperCase()}${name.slice(1)}`;
  const root = document.documentElement;
  root.dataset[key] = String(Number(root.dataset[key] ?? '0') + 1);
  window.dispatchEvent(new CustomEvent(SOUND_EVENT, { detail: { name } }));
}

/**
 * Short sound effects through the Web Audio API, under the browsers' autoplay rules:
 * nothing is created, loaded or played before the first pointer or key gesture on the page
 * (the audio context is made, or resumed, in that gesture). Muted sounds are skipped.
 */
export class SoundPlayer {
  readonly #deps: Required<Omit<SoundPlayerDeps, 'createContext'>> &
    Pick<SoundPlayerDeps, 'createContext'>;
  #context: AudioContext | null = null;
  #unlocked = false;
  readonly #buffers = new Map<SoundName, Promise<AudioBuffer | null>>();
  readonly #onGesture = () => this.unlock();

  constructor(deps: SoundPlayerDeps = {}) {
    this.#deps = {
      createContext: 'createContext' in deps ? deps.createContext : defaultCreateContext(),
      load: deps.load ?? fetchSound,
      isMuted: deps.isMuted ?? isSoundMuted,
    };
    // Kept for the page's life: a context the browser suspended again resumes on the next
    // gesture. Gestures before the player existed do not count: a screen needs its own tap.
    for (const type of GESTURES) window.addEventListener(type, this.#onGesture, true);
  }

  get unlocked(): boolean {
    return this.#unlocked;
  }

  /** Called in a user gesture: makes (or resumes) the audio context. */
  unlock(): void {
    this.#unlocked = true;
    const { createContext } = this.#deps;
    if (this.#context === null && createContext) {
      try {
        this.#context = createContext();
      } catch {
        return; // No audio on this device: the game goes on silently.
      }
    }
    if (this.#context?.state === 'suspended') void this.#context.resume().catch(() => undefined);
  }

  play(name: SoundName): void {
    if (!this.#unlocked || this.#deps.isMuted()) return;
    reportPlayed(name);
    const context = this.#context;
    if (!context) return;
    void this.#buffer(context, name).then((buffer) => {
      if (!buffer) return;
      const source = context.createBufferSource();
      source.buffer = buffer;
      source.connect(context.destination);
      source.start();
    });
  }

  /** Stops listening (tests). */
  dispose(): void {
    for (const type of GESTURES) window.removeEventListener(type, this.#onGesture, true);
    void this.#context?.close().catch(() => undefined);
  }

  #buffer(context: AudioContext, name: SoundName): Promise<AudioBuffer | null> {
    let buffer = this.#buffers.get(name);
    if (!buffer) {
      buffer = this.#deps
        .load(soundUrl(name))
        .then((data) => context.decodeAudioData(data))
        .catch(() => {
          this.#buffers.delete(name); // Try again next time (e.g. back online).
          return null;
        });
      this.#buffers.set(name, buffer);
    }
    return buffer;
  }
}

let shared: SoundPlayer | null = null;

/** The page's one player, made on first use (by a screen that plays sounds). */
export function soundPlayer(): SoundPlayer {
  shared ??= new SoundPlayer();
  return shared;
}

/** Plays `name` on the page's player (nothing before a gesture, nothing when muted). */
export function playSound(name: SoundName): void {
  soundPlayer().play(name);
}
