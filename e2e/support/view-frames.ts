import { nextView, type PartyView } from '@trivia/game';
import type { ViewDeltaMessage, ViewMessage } from '@trivia/protocol';

/**
 * The party each received WebSocket frame leaves the browser with, replayed as the client
 * does (protocol 2: a `view` snapshot, then `viewDelta`s applied to it; docs/PROTOCOL.md
 * "Views and deltas"); null for a frame that is not a view or a delta.
 */
export function partiesAfter(frames: readonly string[]): Array<PartyView['party'] | null> {
  const views = new Map<string, PartyView>();
  return frames.map((frame) => {
    if (!frame.startsWith('42')) return null;
    const [event, message] = JSON.parse(frame.slice(2)) as [string, unknown];
    if (event === 'view') {
      const { code, version, view } = message as ViewMessage;
      const next = nextView(views.get(code) ?? null, { kind: 'snapshot', version, view });
      if (next.view) views.set(code, next.view);
      return next.view?.party ?? null;
    }
    if (event === 'viewDelta') {
      const { code, baseVersion, version, delta, viewer } = message as ViewDeltaMessage;
      const update = {
        kind: 'delta' as const,
        baseVersion,
        version,
        delta,
        ...(viewer ? { viewer } : {}),
      };
      const next = nextView(views.get(code) ?? null, update);
      if (next.view) views.set(code, next.view);
      return next.outcome === 'applied' ? (next.view?.party ?? null) : null;
    }
    return null;
  });
}
