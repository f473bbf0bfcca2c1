import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FakeRealtimeServer, ok } from '../testing/fake-realtime-server';
import { makeLobby, viewOf } from '../testing/party-views';
import { createRealtimeSocket, RealtimeProvider, useRealtime } from './realtime-context';
import { useParty } from './use-party';

let server: FakeRealtimeServer;

beforeEach(async () => {
  server = await FakeRealtimeServer.start();
});

afterEach(async () => {
  await server.close();
});

function wrapper({ children }: { children: ReactNode }) {
  return <RealtimeProvider createSocket={createSocket}>{children}</RealtimeProvider>;
}

function createSocket() {
  return createRealtimeSocket(server.url, { reconnectionDelay: 20, reconnectionDelayMax: 50 });
}

describe('useParty / useRealtime (docs/PROTOCOL.md)', () => {
  it('loads until the first view, then shows it; resubscribes after a reconnect', async () => {
    server.handler = (envelope) => {
      const { code } = envelope.payload as { code: string };
      if (envelope.type === 'subscribe') {
        setTimeout(() => server.sendView(code, 2, viewOf(makeLobby())), 10);
      }
      return ok(envelope, { code });
    };
    const { result, unmount } = renderHook(
      () => ({ party: useParty('ABC123'), realtime: useRealtime() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.party.loading).toBe(true));
    await waitFor(() => expect(result.current.party.view?.party.code).toBe('ABC123'));
    expect(result.current.realtime).toMatchObject({ status: 'connected', userId: 'u-1' });

    act(() => server.dropConnections());
    await waitFor(() => expect(server.commands('subscribe')).toHaveLength(2));
    await waitFor(() => expect(result.current.realtime.status).toBe('connected'));
    expect(result.current.party.view).not.toBeNull();

    unmount();
    await waitFor(() => expect(server.io.sockets.sockets.size).toBe(0));
  });
});
