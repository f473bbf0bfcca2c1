import { PlayLoop, withTimeout, type LoadParty } from '../load/load-party';
import type { PartySpec } from '../load/party-spec';
import type { WindowRecorder } from '../load/window-stats';
import type { FloorKind } from '../options';
import { createFloorClient, type FloorClient, type FloorMessage } from './floor-clients';

const ECHO_TIMEOUT_MS = 10_000;

interface Pending {
  seq: number;
  t0: number;
  seen: Set<FloorClient>;
  resolve: () => void;
}

/**
 * A room of the floor server with as many members as a party: one member (in turn) sends a
 * message every `rateMs`; the latency is from sending it to the last member receiving it.
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
    await this.pause(this.spec.phase * rateMs);
    let next = performance.now();
    while (this.running) {
      next += rateMs;
      await this.pause(next - performance.now());
      if (!this.running) return;
      const seq = ++this.#seq;
      const sender = this.#clients[seq % this.#clients.length];
      if (sender === undefined) return;
      let resolve = () => {};
      const done = new Promise<void>((r) => (resolve = r));
      const pending: Pending = { seq, t0: performance.now(), seen: new Set(), resolve };
      this.#pending = pending;
      this.recorder.counts.guessesSent += 1;
      sender.send({
        seq,
        type: 'guess',
        payload: { code: 'FLOOR1', text: 'pacific ocean', turn: seq },
      });
      await withTimeout(
        done,
        ECHO_TIMEOUT_MS,
        () =>
          `floor room ${this.spec.index}: message ${seq} reached ${pending.seen.size}/${this.#clients.length}`,
      );
      this.recorder.counts.guessesApplied += 1;
      this.#pending = null;
    }
  }

  #receive(client: FloorClient, message: FloorMessage): void {
    this.recorder.counts.messages += 1;
    const pending = this.#pending;
    if (pending === null || message.seq !== pending.seq || pending.seen.has(client)) return;
    pending.seen.add(client);
    if (pending.seen.size === this.#clients.length) {
      this.recorder.latency(performance.now() - pending.t0);
      pending.resolve();
    }
  }
}

export type { FloorMessage };
