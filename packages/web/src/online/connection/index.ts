export { RealtimeProvider, useRealtime, createRealtimeSocket } from './realtime-context';
export type { Realtime, RealtimeProviderProps } from './realtime-context';
export { useParty, type PartyState } from './use-party';
export { CONNECTION_FAILED } from './command-queue';
export type { ClientCommandType, PayloadOf, SendResult } from './command-queue';
export type { ConnectionStatus, RealtimeSocket } from './realtime-client';
export type { PartySnapshot } from './party-store';
