import type { AckMessage, ClientCommand, CommandResult } from '@trivia/protocol';

export type ClientCommandType = ClientCommand['type'];
export type PayloadOf<T extends ClientCommandType> = Extract<ClientCommand, { type: T }>['payload'];
export type SendResult = { ok: true; result: CommandResult } | { ok: false; error: string };

export interface CommandEnvelope {
  commandId: string;
  type: ClientCommandType;
  payload: unknown;
}

/** How a command ends when it cannot reach the server (the product's exact string). */
export const CONNECTION_FAILED = 'Failed to connect to party';

export interface CommandTiming {
  /** How long a command waits for the connection to come back before it fails. */
  offlineMs: number;
  /** How long a sent command waits for its ack while connected. */
  ackMs: number;
}

export const DEFAULT_COMMAND_TIMING: CommandTiming = { offlineMs: 10_000, ackMs: 20_000 };

interface Pending {
  envelope: CommandEnvelope;
  resolve: (result: SendResult) => void;
  timer: ReturnType<typeof setTimeout> | undefined;
}

export type EmitCommand = (envelope: CommandEnvelope, onAck: (ack: AckMessage) => void) => void;

/**
 * The commands sent and not yet acked. A command is resent with the SAME id after every
 * reconnect (the server applies an id once and replays its first reply), and fails with
 * "Failed to connect to party" once the connection has been down for `offlineMs`.
 */
export class CommandQueue {
  readonly #pending = new Map<string, Pending>();

  constructor(
    private readonly emit: EmitCommand,
    private readonly timing: CommandTiming = DEFAULT_COMMAND_TIMING,
  ) {}

  get size(): number {
    return this.#pending.size;
  }

  send(envelope: CommandEnvelope, connected: boolean): Promise<SendResult> {
    return new Promise((resolve) => {
      const pending: Pending = { envelope, resolve, timer: undefined };
      this.#pending.set(envelope.commandId, pending);
      if (connected) this.#emit(pending);
      else this.#waitOffline(pending);
    });
  }

  /** The connection is (back) up: send everything still unanswered. */
  connected(): void {
    for (const pending of this.#pending.values()) this.#emit(pending);
  }

  /** The connection dropped: each unanswered command now waits `offlineMs` for it. */
  disconnected(): void {
    for (const pending of this.#pending.values()) this.#waitOffline(pending);
  }

  /** Ends every unanswered command with `error` (a refused or closed connection). */
  failAll(error: string): void {
    for (const id of [...this.#pending.keys()]) this.#settle(id, { ok: false, error });
  }

  #emit(pending: Pending): void {
    const { commandId } = pending.envelope;
    this.#arm(pending, this.timing.ackMs);
    this.emit(pending.envelope, (ack) =>
      this.#settle(
        commandId,
        ack.ok ? { ok: true, result: ack.result } : { ok: false, error: ack.error },
      ),
    );
  }

  #waitOffline(pending: Pending): void {
    this.#arm(pending, this.timing.offlineMs);
  }

  #arm(pending: Pending, ms: number): void {
    clearTimeout(pending.timer);
    const { commandId } = pending.envelope;
    pending.timer = setTimeout(
      () => this.#settle(commandId, { ok: false, error: CONNECTION_FAILED }),
      ms,
    );
  }

  /** The first answer wins; a late duplicate ack of a resent command is ignored. */
  #settle(commandId: string, result: SendResult): void {
    const pending = this.#pending.get(commandId);
    if (!pending) return;
    clearTimeout(pending.timer);
    this.#pending.delete(commandId);
    pending.resolve(result);
  }
}
