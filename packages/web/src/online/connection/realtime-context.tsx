import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import type { ReactNode } from 'react';
import { io, type ManagerOptions, type SocketOptions } from 'socket.io-client';
import type { ConnectRefusal } from '@trivia/protocol';
import type { ClientCommandType, PayloadOf, SendResult } from './command-queue';
import { CLIENT_PROTOCOL_VERSION, CLIENT_REALTIME_PATH } from './protocol-constants';
import { RealtimeClient, type ConnectionStatus, type RealtimeSocket } from './realtime-client';

const RealtimeContext = createContext<RealtimeClient | null>(null);

/** docs/PROTOCOL.md Connecting: same origin, WebSocket only, the protocol version declared. */
export function createRealtimeSocket(
  url?: string,
  overrides: Partial<ManagerOptions & SocketOptions> = {},
): RealtimeSocket {
  const options = {
    path: CLIENT_REALTIME_PATH,
    transports: ['websocket'],
    auth: { protocolVersion: CLIENT_PROTOCOL_VERSION },
    autoConnect: false,
    withCredentials: true,
    ...overrides,
  };
  return url === undefined ? io(options) : io(url, options);
}

export interface RealtimeProviderProps {
  children: ReactNode;
  /** Makes the socket (tests point it at their own server). */
  createSocket?: () => RealtimeSocket;
}

/** One socket for the online area: connects on mount, disconnects on unmount. */
export function RealtimeProvider({
  children,
  createSocket = createRealtimeSocket,
}: RealtimeProviderProps) {
  const [client, setClient] = useState<RealtimeClient | null>(null);
  useEffect(() => {
    const next = new RealtimeClient(createSocket());
    next.start();
    setClient(next);
    return () => next.stop();
  }, [createSocket]);
  if (client === null) return null;
  return <RealtimeContext.Provider value={client}>{children}</RealtimeContext.Provider>;
}

export function useRealtimeClient(): RealtimeClient {
  const client = useContext(RealtimeContext);
  if (!client) throw new Error('useRealtime must be used inside <RealtimeProvider>');
  return client;
}

export interface Realtime {
  status: ConnectionStatus;
  refusal: ConnectRefusal | null;
  userId: string | null;
  serverNow(): number;
  send<T extends ClientCommandType>(type: T, payload: PayloadOf<T>): Promise<SendResult>;
}

/** The connection: its status, who the server says you are, its clock, and commands. */
export function useRealtime(): Realtime {
  const client = useRealtimeClient();
  const connection = useSyncExternalStore(
    (listener) => client.onChange(listener),
    () => client.connection(),
  );
  const actions = useMemo(
    () => ({
      serverNow: () => client.serverNow(),
      send: <T extends ClientCommandType>(type: T, payload: PayloadOf<T>) =>
        client.send(type, payload),
    }),
    [client],
  );
  return { ...connection, ...actions };
}
