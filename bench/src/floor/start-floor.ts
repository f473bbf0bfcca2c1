import type { FloorKind } from '../options';
import { SERVER_EXEC_ARGV, startServerChild } from '../server-under-test';

/** Starts a bare socket.io or ws broadcast server in its own process. */
export async function startFloor(kind: FloorKind) {
  const name = `floor-${kind}`;
  const { server, child } = await startServerChild(
    name,
    new URL('./floor-entry.ts', import.meta.url),
    {
      args: [kind],
      execArgv: SERVER_EXEC_ARGV,
    },
  );
  return { server, stop: () => child.stop() };
}
