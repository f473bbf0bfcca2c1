import type { CommandGate } from '../scale/availability';
import type { Connection } from './realtime-types';

/** How long a stopping server waits for the commands it has already taken. */
export const DRAIN_TIMEOUT_MS = 10_000;

/**
 * The command gate of a server that may be stopping: once `isDraining`, every new command
 * is refused with SERVICE_UNAVAILABLE (the client retries it after reconnecting to
 * another instance); otherwise the scale-out gate decides, if there is one.
 */
export function gateWhileDraining(
  inner: CommandGate | undefined,
  isDraining: () => boolean,
): CommandGate {
  return {
    isAvailable: () => !isDraining() && (inner?.isAvailable() ?? true),
    isOutage: (error) => (inner === undefined ? isDraining() : inner.isOutage(error)),
  };
}

/**
 * Resolves once every command already queued on these connections has run and been
 * answered, or after `timeoutMs`; true when all were answered in time.
 */
export async function settleCommands(
  connections: Iterable<Connection>,
  timeoutMs: number,
): Promise<boolean> {
  const tails = [...connections].map((connection) => connection.tail);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const settled = await Promise.race([Promise.all(tails).then(() => true), timeout]);
  clearTimeout(timer);
  return settled;
}
