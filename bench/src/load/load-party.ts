import type { WindowRecorder } from './window-stats';

/** A party of the load generator, on the real server or on a floor. */
export interface LoadParty {
  /** Signs in and connects every member and gathers them in one party (or room). */
  setup(): Promise<void>;
  /** Starts playing: one guess every `rateMs`. */
  start(rateMs: number): void;
  /** Stops after the step in progress (waits a few seconds at most). */
  stop(): Promise<void>;
  close(): void;
  readonly connections: number;
}

const STOP_WAIT_MS = 3000;

/**
 * The play loop's plumbing shared by every party: interruptible pauses, a bounded wait on
 * stop, and errors counted unless they come from stopping.
 */
export abstract class PlayLoop {
  protected running = false;
  #loop: Promise<void> = Promise.resolve();
  #wake: (() => void) | null = null;

  constructor(protected readonly recorder: WindowRecorder) {}

  protected abstract play(rateMs: number): Promise<void>;

  start(rateMs: number): void {
    this.running = true;
    this.#loop = this.play(rateMs).catch((error: unknown) => {
      if (this.running) this.recorder.error(error instanceof Error ? error.message : String(error));
      this.running = false;
    });
  }

  async stop(): Promise<void> {
    this.running = false;
    this.#wake?.();
    await Promise.race([this.#loop, new Promise((resolve) => setTimeout(resolve, STOP_WAIT_MS))]);
  }

  /** Sleeps `ms`, or less if the party is stopped meanwhile. */
  protected pause(ms: number): Promise<void> {
    if (!this.running) return Promise.resolve();
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.#wake = null;
        resolve();
      };
      const timer = setTimeout(wake, Math.max(0, ms));
      this.#wake = wake;
    });
  }
}

/** `promise`, or an error saying `what()` after `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: () => string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(what())), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
