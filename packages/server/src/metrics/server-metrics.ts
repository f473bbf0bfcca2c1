import { sql } from 'kysely';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { WriteBehindStatus } from '../parties/store/party-store';
import { withTimeout } from '../scale/with-timeout';
import type { Db } from '../storage/schema';

/** A scrape does not wait longer than this for the party count. */
const COUNT_TIMEOUT_MS = 2000;

/** How a realtime command ended, as counted by trivia_commands_total. */
export type CommandOutcomeLabel =
  'ok' | 'refused' | 'rate_limited' | 'invalid' | 'unavailable' | 'error';

/** What the realtime engine reports as it works (RealtimeOptions and the command handler). */
export interface RealtimeMetrics {
  /** A command answered; `seconds` from when it started to run (not for rate-limited ones). */
  commandDone(type: string, outcome: CommandOutcomeLabel, seconds?: number): void;
  /** A `view` message of this many bytes went to `connections` connections (1 by default). */
  viewSent(bytes: number, connections?: number): void;
  /** Where the number of open realtime connections is read at scrape time. */
  countConnectionsWith(count: () => number): void;
  /** Where the SQLite write-behind's batches and writer thread are read (null: PostgreSQL). */
  countBatchesWith(status: () => WriteBehindStatus | null): void;
}

/**
 * The Prometheus metrics of one app (GET /metrics): one registry per app, so tests that
 * build several apps in one process do not share counters. Process metrics (event-loop
 * delay, heap, GC, CPU) come from prom-client's default collectors when `processMetrics`.
 */
export class ServerMetrics implements RealtimeMetrics {
  readonly registry = new Registry();
  #connections: () => number = () => 0;
  #batches: () => WriteBehindStatus | null = () => null;
  /**
   * Commands answered, by type and outcome: counted here, read by trivia_commands_total at
   * scrape time (prom-client hashes the labels of every `inc`, once per command).
   */
  readonly #commandCounts = new Map<string, Map<CommandOutcomeLabel, number>>();
  readonly #commandSeconds: Histogram<'type'>;
  readonly #viewBytes: Counter;

  constructor(db: Db, options: { processMetrics: boolean }) {
    const registers = [this.registry];
    if (options.processMetrics) collectDefaultMetrics({ register: this.registry });
    const connections = () => this.#connections();
    new Gauge({
      name: 'trivia_realtime_connections',
      help: 'Open realtime (socket.io) connections to this instance.',
      registers,
      collect() {
        this.set(connections());
      },
    });
    new Gauge({
      name: 'trivia_parties',
      help: 'Parties in the database by status (lobby, playing, finished, ...).',
      labelNames: ['status'],
      registers,
      async collect() {
        this.reset();
        for (const { status, count } of await countPartiesByStatus(db)) {
          this.set({ status }, count);
        }
      },
    });
    const batches = () => this.#batches();
    new Counter({
      name: 'trivia_write_behind_batches_total',
      help:
        'SQLite: batches of party changes written, by where: "thread" (the batch writer) or ' +
        '"loop" (the event loop, while the thread is not up).',
      labelNames: ['where'],
      registers,
      collect() {
        const status = batches();
        if (status === null) return;
        this.reset();
        this.inc({ where: 'thread' }, status.onThread);
        this.inc({ where: 'loop' }, status.onLoop);
      },
    });
    new Gauge({
      name: 'trivia_write_behind_writer_up',
      help: "SQLite: 1 while the batch writer's thread writes the batches, else 0.",
      registers,
      collect() {
        const status = batches();
        if (status !== null) this.set(status.writerUp ? 1 : 0);
      },
    });
    const commandCounts = this.#commandCounts;
    new Counter({
      name: 'trivia_commands_total',
      help: 'Realtime commands answered, by command type and outcome.',
      labelNames: ['type', 'outcome'],
      registers,
      collect() {
        this.reset();
        for (const [type, outcomes] of commandCounts) {
          for (const [outcome, count] of outcomes) this.inc({ type, outcome }, count);
        }
      },
    });
    this.#commandSeconds = new Histogram({
      name: 'trivia_command_duration_seconds',
      help: 'Time from a command starting to run to its ack, by command type.',
      labelNames: ['type'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers,
    });
    this.#viewBytes = new Counter({
      name: 'trivia_broadcast_bytes_total',
      help: 'Bytes of party views sent to realtime connections (socket.io text frames).',
      registers,
    });
  }

  commandDone(type: string, outcome: CommandOutcomeLabel, seconds?: number): void {
    let outcomes = this.#commandCounts.get(type);
    if (outcomes === undefined) this.#commandCounts.set(type, (outcomes = new Map()));
    outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
    if (seconds !== undefined) this.#commandSeconds.observe({ type }, seconds);
  }

  viewSent(bytes: number, connections = 1): void {
    this.#viewBytes.inc(bytes * connections);
  }

  countConnectionsWith(count: () => number): void {
    this.#connections = count;
  }

  countBatchesWith(status: () => WriteBehindStatus | null): void {
    this.#batches = status;
  }
}

/** Parties per status; none when the database does not answer (the scrape still succeeds). */
async function countPartiesByStatus(db: Db): Promise<Array<{ status: string; count: number }>> {
  try {
    const query = db
      .selectFrom('parties')
      .select(['status', sql<number | string>`count(*)`.as('count')])
      .groupBy('status')
      .execute();
    const rows = await withTimeout(query, COUNT_TIMEOUT_MS);
    return rows.map((row) => ({ status: row.status, count: Number(row.count) }));
  } catch {
    return [];
  }
}
