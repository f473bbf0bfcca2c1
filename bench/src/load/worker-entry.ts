/**
 * A load-generator process, forked by worker-pool.ts. It owns whole parties, so that
 * "last viewer" is timed on one clock, and reports windows of counts and latencies.
 */
import { FloorParty } from '../floor/floor-party';
import type { FloorScript } from '../floor/floor-script';
import { announceReady, serveRequests } from '../ipc';
import type { FloorKind } from '../options';
import { mapLimit } from './guest-sign-in';
import type { LoadParty } from './load-party';
import type { PartySpec } from './party-spec';
import { RealParty } from './real-party';
import { WindowRecorder } from './window-stats';

/** The real server, or a floor playing the real party's traffic (a script) or guesses only (null). */
export type LoadTarget =
  { kind: 'real' } | { kind: FloorKind; url: string; script: FloorScript | null };

export interface AddRequest {
  target: LoadTarget;
  parties: PartySpec[];
  /** Start playing as soon as set up (at `rateMs`); otherwise the parties stay idle. */
  playRateMs: number | null;
}

/** Parties set up at once by one worker: enough to keep the server busy, not to flood it. */
const SETUP_CONCURRENCY = 8;

const recorder = new WindowRecorder();
let parties: LoadParty[] = [];

function makeParty(target: LoadTarget, spec: PartySpec): LoadParty {
  return target.kind === 'real'
    ? new RealParty(spec, recorder)
    : new FloorParty(target.kind, target.url, spec, recorder, target.script);
}

const connections = () => parties.reduce((sum, party) => sum + party.connections, 0);

serveRequests(
  {
    add: async (body) => {
      const { target, parties: specs, playRateMs } = body as AddRequest;
      const added = specs.map((spec) => makeParty(target, spec));
      parties.push(...added);
      await mapLimit(added, SETUP_CONCURRENCY, async (party) => {
        try {
          await party.setup();
          if (playRateMs !== null) party.start(playRateMs);
        } catch (error) {
          recorder.error(`setup: ${error instanceof Error ? error.message : String(error)}`);
        }
      });
      return { connections: connections() };
    },
    start: (body) => {
      const { rateMs } = body as { rateMs: number };
      for (const party of parties) party.start(rateMs);
    },
    window: () => recorder.take(connections()),
    stop: async () => {
      await Promise.all(parties.map((party) => party.stop()));
      return recorder.take(connections());
    },
    close: async () => {
      for (const party of parties) party.close();
      parties = [];
      // Let the closes go out before the next phase measures anything.
      await new Promise((resolve) => setTimeout(resolve, 500));
      recorder.take(0);
    },
  },
  () => process.exit(0),
);
process.once('SIGTERM', () => process.exit(0));
announceReady({ pid: process.pid });
