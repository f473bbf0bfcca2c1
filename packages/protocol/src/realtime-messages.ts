import { z } from 'zod';
import { CommandId, PartyCode, ScreenKey } from './realtime-commands';
import type { ViewPatch as GameViewPatch } from '@trivia/game';
import { PartyView } from './realtime-view';

/**
 * Server → client messages of the realtime channel. Each is sent on the socket.io event
 * named by its `type` (docs/PROTOCOL.md).
 */

/** Sent once on connect: who the server thinks you are, and its clock for countdowns. */
export const HelloMessage = z.object({
  type: z.literal('hello'),
  protocolVersion: z.number().int(),
  userId: z.string(),
  serverTime: z.number(),
});
export type HelloMessage = z.infer<typeof HelloMessage>;

/**
 * A structural JSON patch (@trivia/game `ViewPatch`): `{ value }` replaces the value; an
 * object patch gives new values of keys (`set`), patches of keys (`patch`) and keys
 * removed (`drop`); an array patch (`length`) gives new values and patches by index.
 */
const ArrayIndex = z.string().regex(/^\d+$/);
export const ViewPatch: z.ZodType<GameViewPatch> = z.lazy(() =>
  z.union([
    z.strictObject({ value: z.unknown() }).refine((patch) => 'value' in patch, 'value is required'),
    z.strictObject({
      length: z.number().int().nonnegative(),
      set: z.record(ArrayIndex, z.unknown()).optional(),
      patch: z.record(ArrayIndex, ViewPatch).optional(),
    }),
    z.strictObject({
      set: z.record(z.string(), z.unknown()).optional(),
      patch: z.record(z.string(), ViewPatch).optional(),
      drop: z.array(z.string()).optional(),
    }),
  ]),
) as z.ZodType<GameViewPatch>;

/**
 * Protocol 2: what changed in a party from `baseVersion` to `version` (the version right
 * before it). Apply it only to the view of `baseVersion`; a client holding another version
 * has missed one and subscribes again for a snapshot (docs/PROTOCOL.md "Views and deltas").
 */
export const ViewDeltaMessage = z.object({
  type: z.literal('viewDelta'),
  code: PartyCode,
  baseVersion: z.number().int(),
  version: z.number().int(),
  serverTime: z.number(),
  /** The patch of the view without its `viewer` block (the same for every viewer). */
  delta: ViewPatch,
  /** This viewer's block, only when it changed. */
  viewer: PartyView.shape.viewer.optional(),
});
export type ViewDeltaMessage = z.infer<typeof ViewDeltaMessage>;

/** A party snapshot for this viewer; versions only grow, so keep the highest. */
export const ViewMessage = z.object({
  type: z.literal('view'),
  code: PartyCode,
  version: z.number().int(),
  /** The server's clock when sent: browsers correct the turn countdown by it. */
  serverTime: z.number(),
  view: PartyView,
});
export type ViewMessage = z.infer<typeof ViewMessage>;

/** A guess result: correct, zero-based rank (-1 when wrong), points. */
const guessResult = {
  correct: z.boolean(),
  rank: z.number().int(),
  points: z.number().int(),
  /** An empty guess records "Time expired - no guess submitted". */
  timedOut: z.boolean(),
};

/**
 * The reply to a guess, typed by case (TURN-8; @trivia/game `GuessReply`). `recorded`: this
 * guess took the turn. `turnTaken`: a teammate's guess (or the time-out, `byUserId` null) had
 * already taken the turn it was typed in; what it was, to show as information, not a failure.
 */
export const GuessOutcome = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('recorded'), ...guessResult }),
  z.object({
    kind: z.literal('turnTaken'),
    byUserId: z.string().nullable(),
    byName: z.string().nullable(),
    text: z.string(),
    ...guessResult,
  }),
]);
export type GuessOutcome = z.infer<typeof GuessOutcome>;

export const CommandResult = z.object({
  /** createParty, joinParty: the party's code. */
  code: PartyCode.optional(),
  /** The party version that includes this command (or that the subscription started at). */
  version: z.number().int().optional(),
  /** guess: the outcome. */
  guess: GuessOutcome.optional(),
  /** openScreen: the key of the party's big-screen link. */
  screenKey: ScreenKey.optional(),
  /** proposeAccept: the answer proposed, or null when none is close. */
  proposal: z.object({ rank: z.number().int(), text: z.string() }).nullable().optional(),
  /**
   * proposeAccept: every answer not found yet, to the host alone, for the guess
   * they judge.
   */
  choices: z.array(z.object({ rank: z.number().int(), text: z.string() })).optional(),
});
export type CommandResult = z.infer<typeof CommandResult>;

/** The reply to one command; a retried command id gets the first reply again. */
export const AckMessage = z.discriminatedUnion('ok', [
  z.object({
    type: z.literal('ack'),
    commandId: CommandId,
    ok: z.literal(true),
    result: CommandResult,
  }),
  z.object({
    type: z.literal('ack'),
    commandId: CommandId,
    ok: z.literal(false),
    error: z.string(),
  }),
]);
export type AckMessage = z.infer<typeof AckMessage>;

/** A message that is not a valid command and carries no usable commandId. */
export const ProtocolErrorMessage = z.object({
  type: z.literal('protocolError'),
  error: z.string(),
});
export type ProtocolErrorMessage = z.infer<typeof ProtocolErrorMessage>;

/** ROLE-5, the kicked screen: the host removed you; the subscription ends. */
export const KickedMessage = z.object({
  type: z.literal('kicked'),
  code: PartyCode,
  message: z.string(),
});
export type KickedMessage = z.infer<typeof KickedMessage>;

/** The party is gone (its last member left); the subscription ends. */
export const PartyClosedMessage = z.object({
  type: z.literal('partyClosed'),
  code: PartyCode,
});
export type PartyClosedMessage = z.infer<typeof PartyClosedMessage>;

/**
 * A big screen's link was revoked (the host revoked it, handed over the host role or kicked
 * someone): the screen stops watching and needs the new link from the host.
 */
export const ScreenRevokedMessage = z.object({
  type: z.literal('screenRevoked'),
  code: PartyCode,
  message: z.string(),
});
export type ScreenRevokedMessage = z.infer<typeof ScreenRevokedMessage>;

/** Every server → client message. */
export const ServerMessage = z.discriminatedUnion('type', [
  HelloMessage,
  ViewMessage,
  ViewDeltaMessage,
  AckMessage,
  ProtocolErrorMessage,
  KickedMessage,
  PartyClosedMessage,
  ScreenRevokedMessage,
]);
export type ServerMessage = z.infer<typeof ServerMessage>;

/**
 * Why a connection was refused: the `data` of socket.io's connect_error. The client must
 * not retry on `reload_required` (reload the page) or `unauthorized` (sign in first).
 */
export const ConnectRefusal = z.object({
  code: z.enum(['reload_required', 'unauthorized', 'forbidden_origin', 'too_many_connections']),
  message: z.string(),
  protocolVersion: z.number().int(),
});
export type ConnectRefusal = z.infer<typeof ConnectRefusal>;
