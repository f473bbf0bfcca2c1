import type { RealtimeSocket } from './realtime-types';

/**
 * How many connections each key (a user, a client address, a screen link) holds open on
 * this instance, against a cap. A place is taken at the handshake, in the same tick as the
 * check, so handshakes authenticated side by side cannot all slip under the cap.
 */
export class OpenPlaces {
  readonly #open = new Map<string, number>();

  constructor(readonly cap: number) {}

  isFull(key: string): boolean {
    return (this.#open.get(key) ?? 0) >= this.cap;
  }

  take(key: string): void {
    this.#open.set(key, (this.#open.get(key) ?? 0) + 1);
  }

  giveBack(key: string): void {
    const left = (this.#open.get(key) ?? 0) - 1;
    if (left > 0) this.#open.set(key, left);
    else this.#open.delete(key);
  }
}

/**
 * Takes a place in each of `places` for this handshake and gives them back once, when the
 * connection ends: on disconnect, or when its transport closes before it was accepted.
 * False (nothing taken) when the transport is already gone.
 */
export function holdPlaces(
  socket: RealtimeSocket,
  places: ReadonlyArray<readonly [OpenPlaces, string]>,
): boolean {
  if (socket.conn.readyState !== 'open') return false;
  for (const [open, key] of places) open.take(key);
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    for (const [open, key] of places) open.giveBack(key);
  };
  socket.once('disconnect', release);
  socket.conn.once('close', release);
  return true;
}
