import type { FloorKind } from '../options';
import { serverExecArgv, startServerChild } from '../server-under-test';

/** Starts a bare socket.io or ws broadcast server in its own process (`perf`: see --perf). */
export async function startFloor(kind: FloorKind, perf = false) {
  const name = `floor-${kind}`;
  const { server, child } = await startServerChild(
    name,
    new URL('./floor-entry.ts', import.meta.url),
    {
      args: [kind],
      execArgv: serverExecArgv(perf),
    },
  );
  return { server, stop: () => child.stop() };
}
