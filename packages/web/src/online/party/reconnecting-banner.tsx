import type { ConnectionStatus } from '../connection';

/**
 * Shown while the connection is down. The screen under it stays as it was, with whatever
 * was typed; commands wait for the connection and are sent when it is back.
 */
export function ReconnectingBanner({ status }: { status: ConnectionStatus }) {
  return (
    <div role="status" aria-live="polite" className="sticky top-0 z-30">
      {status === 'reconnecting' ? (
        <p className="flex items-center justify-center gap-2 bg-amber-400 px-4 py-2 text-center text-sm font-bold text-amber-950 shadow">
          <span
            aria-hidden="true"
            className="size-3 animate-spin rounded-full border-2 border-amber-950/30 border-t-amber-950"
          />
          Reconnecting…
        </p>
      ) : null}
    </div>
  );
}
