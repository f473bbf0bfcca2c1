import { PlayLoop, withTimeout, type LoadParty } from '../load/load-party';
import type { PartySpec } from '../load/party-spec';
import type { WindowRecorder } from '../load/window-stats';
import type { FloorKind } from '../options';
import { wholeCounts, type FloorScript } from './floor-script';
import { createFloorClient, type FloorClient, type FloorMessage } from './floor-clients';

const ECHO_TIMEOUT_MS = 10_000;

interface Pending {
  seq: number;
  t0: number;
  seen: Set<FloorClient>;
  /** A guess: timed, done when every member has it. A host message: done when the host has it. */
  timed: boolean;
  resolve: () => void;
}

/**
 * A room of the floor server with as many members as a party. With a script, it plays the
 * real parties' traffic (floor-script.ts): before each game the host's burst of set-up
 * messages, then the game's guesses, each sent by one member in turn, as many a second as a
 * real party's. Without one, it sends a guess every `rateMs`. A guess is timed from sending
 * it to the last member receiving it.
 */
export class FloorParty extends PlayLoop implements LoadParty {
  #clients: FloorClient[] = [];
  #pending: Pending | null = null;
  #seq = 0;

  constructor(
    private readonly kind: FloorKind,
    private readonly url: string,
    private readonly spec: PartySpec,
    recorder: WindowRecorder,
    private readonly script: FloorScript | null = null,
  ) {
    super(recorder);
  }

  get connections(): number {
    return this.#clients.filter((client) => client.connected).length;
  }

  async setup(): Promise<void> {
    const room = `room-${this.spec.index}`;
    this.#clients = Array.from({ length: this.spec.players }, () =>
      createFloorClient(this.kind, this.url, room),
    );
    for (const client of this.#clients) {
      client.onMessage = (message) => this.#receive(client, message);
      client.onUnexpectedClose = (reason) => this.recorder.error(`floor disconnect: ${reason}`);
    }
    await Promise.all(this.#clients.map((client) => client.connect()));
  }

  close(): void {
    this.running = false;
    for (const client of this.#clients) client.close();
  }

  protected async play(rateMs: number): Promise<void> {
    const script = this.script;
    const intervalMs = script?.guessIntervalMs ?? rateMs;
    await this.pause(this.spec.phase * intervalMs);
    const guessesOfGame = script ? wholeCounts(script.guessesPerGame) : () => Infinity;
    const hostMessagesOfGame = script ? wholeCounts(script.hostMessagesPerGame) : () => 0;
    while (this.running) {
      for (let n = hostMessagesOfGame(); n > 0 && this.running; n--) await this.#broadcast(false);
      let next = performance.now();
      for (let n = guessesOfGame(); n > 0 && this.running; n--) {
        next += intervalMs;
        await this.pause(next - performance.now());
        if (!this.running) return;
        await this.#broadcast(true);
      }
      if (script) this.recorder.counts.gamesBegun += 1;
    }
  }

  /** One message to the room: a guess from the member in turn, or a host message. */
  async #broadcast(timed: boolean): Promise<void> {
    const seq = ++this.#seq;
    const sender = timed ? this.#clients[seq % this.#clients.length] : this.#clients[0];
    if (sender === undefined) return;
    let resolve = () => {};
    const done = new Promise<void>((r) => (resolve = r));
    const pending: Pending = { seq, t0: performance.now(), seen: new Set(), timed, resolve };
    this.#pending = pending;
    if (timed) this.recorder.counts.guessesSent += 1;
    sender.send({
      seq,
      type: 'guess',
      payload: { code: 'FLOOR1', text: timed ? 'pacific ocean' : 'host', turn: seq },
    });
    await withTimeout(
      done,
      ECHO_TIMEOUT_MS,
      () =>
        `floor room ${this.spec.index}: message ${seq} reached ${pending.seen.size}/${this.#clients.length}`,
    );
    if (timed) this.recorder.counts.guessesApplied += 1;
    else this.recorder.counts.hostCommands += 1;
    this.#pending = null;
  }

  #receive(client: FloorClient, message: FloorMessage): void {
    this.recorder.counts.messages += 1;
    const pending = this.#pending;
    if (pending === null || message.seq !== pending.seq || pending.seen.has(client)) return;
    pending.seen.add(client);
    if (!pending.timed) {
      if (client === this.#clients[0]) pending.resolve();
    } else if (pending.seen.size === this.#clients.length) {
      this.recorder.latency(performance.now() - pending.t0);
      pending.resolve();
    }
  }
}

export type { FloorMessage };
