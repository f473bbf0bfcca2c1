import type { AckMessage } from './realtime-messages';
import type {
  HelloMessage,
  KickedMessage,
  PartyClosedMessage,
  ScreenRevokedMessage,
  ProtocolErrorMessage,
  ViewDeltaMessage,
  ViewMessage,
} from './realtime-messages';

export * from './realtime-commands';
export * from './realtime-messages';
export * from './realtime-view';

/**
 * The realtime channel: socket.io over WebSocket only, at path /socket.io, authenticated by
 * the session cookie. Bump PROTOCOL_VERSION on any incompatible change: an older client is
 * refused with `reload_required` (docs/PROTOCOL.md).
 */
export const PROTOCOL_VERSION = 2;
export const REALTIME_PATH = '/socket.io';
/** The largest message the server reads (bytes); a larger one closes the connection. */
export const MAX_MESSAGE_BYTES = 16 * 1024;

/** What a client sends in socket.io's handshake `auth` (or as the query parameter `v`). */
export interface RealtimeHandshake {
  protocolVersion: number;
}

/** The party room a subscription joins. */
export function partyRoom(code: string): string {
  return `party:${code}`;
}

/** Errors of the realtime channel beyond the rules' messages (those pass through). */
export const REALTIME_ERRORS = {
  /** JOIN-1: the product strings of party creation. */
  createFailed: 'Failed to create party',
  uniqueCodeFailed: 'Failed to generate unique party code',
  rateLimited: 'Too many requests. Please slow down.',
  tooManyJoins: 'Too many join attempts. Please wait a minute and try again.',
  unknownEvent: 'Unknown event: send commands on the "command" event',
  gameTypeNotFound: 'Game type not found',
  topicNotFound: 'Topic not found',
  serverError: 'Something went wrong. Please try again.',
  unauthorized: 'No user logged in',
  reloadRequired: 'A new version of Trivia Games is available. Please reload the page.',
  forbiddenOrigin: 'Cross-site connection refused',
  /** Big screen (docs/PROTOCOL.md). */
  screenHostOnly: 'Only the host can open the big screen',
  screenKeyInvalid: 'This big screen link is not valid. Ask the host for a new one.',
  screenCannotAct: 'The big screen only shows the party. Play from your phone.',
  screenRevoked:
    "This big screen link was replaced. Open the big screen again from the host's phone.",
  /** Abuse limits (docs/PROTOCOL.md "Limits against abuse"). */
  tooManyInvalid: 'Too many invalid messages: the connection is closed.',
  tooManyConnections: 'Too many open connections. Close another tab or device and try again.',
  /** Caps per client address and per big-screen link. */
  tooManyFromAddress: 'Too many open connections from your network. Please try again later.',
  tooManyScreens: 'This big screen link is open on too many screens. Close one and try again.',
} as const;

/** The viewer id of a big screen's view: not a member, never a user id (those are UUIDs). */
export const SCREEN_VIEWER_ID = '@screen';

/** The web route of a party's big screen: /party/{code}/screen?key={key}. */
export function screenPath(code: string, key: string): string {
  return `/party/${code}/screen?key=${encodeURIComponent(key)}`;
}

/** socket.io's typed event maps: the server emits each message on the event named by its type. */
export interface ServerToClientEvents {
  hello: (message: HelloMessage) => void;
  view: (message: ViewMessage) => void;
  viewDelta: (message: ViewDeltaMessage) => void;
  ack: (message: AckMessage) => void;
  protocolError: (message: ProtocolErrorMessage) => void;
  kicked: (message: KickedMessage) => void;
  partyClosed: (message: PartyClosedMessage) => void;
  screenRevoked: (message: ScreenRevokedMessage) => void;
}

/**
 * The client sends every command on `command`. With a callback (socket.io acknowledgement,
 * e.g. `emitWithAck`) the ack comes back through it; without one, as an `ack` event.
 */
export interface ClientToServerEvents {
  command: (envelope: unknown, reply?: (ack: AckMessage) => void) => void;
}
