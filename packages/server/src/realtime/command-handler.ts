import {
  CommandId,
  parseClientCommand,
  REALTIME_ERRORS,
  type AckMessage,
  type ClientCommand,
  type PartyChangeCommand,
} from '@trivia/protocol';
import type { FastifyBaseLogger } from 'fastify';
import type { CommandOutcomeLabel, RealtimeMetrics } from '../metrics/server-metrics';
import type { CommandOutcome, PartyService } from '../parties/party-service';
import { SERVICE_UNAVAILABLE, type CommandGate } from '../scale/availability';
import type { Db } from '../storage/schema';
import { findUserById } from '../storage/users';
import { guardJoin } from './join-guard';
import type { PartyFeed } from './party-feed';
import type { RealtimeLimits, TokenBuckets } from './rate-limiter';
import type { Connection } from './realtime-types';
import { pairScreen } from './screen-pairing';
import { isRefusedToScreen, openScreen, watchScreen } from './screens';

export interface CommandHandlerDeps {
  db: Db;
  service: PartyService;
  feed: PartyFeed;
  log: FastifyBaseLogger;
  limits: RealtimeLimits;
  commandBuckets: TokenBuckets;
  invalidBuckets: TokenBuckets;
  joinBuckets: TokenBuckets;
  failedJoinBuckets: TokenBuckets;
  /** Scale-out: refuses commands while the database or Redis is unreachable. */
  gate?: CommandGate;
  now: () => number;
  metrics?: RealtimeMetrics;
}

type Reply = (ack: AckMessage) => void;

/**
 * One incoming `command` event: counted against the member's budget before anything is
 * read (valid or not), validated against the protocol schema, run in arrival order per
 * connection, and answered with an ack (through the socket.io callback when given, else as
 * an `ack` event). A connection that keeps sending invalid messages is closed. Nothing a
 * client sends can throw here.
 */
export function handleCommandEvent(
  deps: CommandHandlerDeps,
  connection: Connection,
  raw: unknown,
  callback: unknown,
): void {
  const reply: Reply =
    typeof callback === 'function'
      ? (ack) => (callback as Reply)(ack)
      : (ack) => connection.socket.emit('ack', ack);
  if (!deps.commandBuckets.take(connection.userId)) {
    // Unread, so its type is not known either.
    deps.metrics?.commandDone('unread', 'rate_limited');
    const commandId = commandIdOf(raw);
    const error = REALTIME_ERRORS.rateLimited;
    if (commandId === null)
      connection.socket.emit('protocolError', { type: 'protocolError', error });
    else reply({ type: 'ack', commandId, ok: false, error });
    return;
  }
  const parsed = parseClientCommand(raw);
  if (!parsed.ok) {
    deps.metrics?.commandDone('invalid', 'invalid');
    if (!countInvalid(deps, connection)) return;
    if (parsed.commandId === null) {
      connection.socket.emit('protocolError', { type: 'protocolError', error: parsed.error });
    } else {
      reply({ type: 'ack', commandId: parsed.commandId, ok: false, error: parsed.error });
    }
    return;
  }
  const { command } = parsed;
  const refuse = (error: string) => {
    deps.metrics?.commandDone(command.type, 'rate_limited');
    reply({ type: 'ack', commandId: command.commandId, ok: false, error });
  };
  if (connection.queued >= deps.limits.maxQueuedCommands)
    return refuse(REALTIME_ERRORS.rateLimited);
  connection.queued += 1;
  connection.tail = connection.tail
    .then(async () => {
      const started = performance.now();
      const outcome = await runSafely(deps, connection, command);
      connection.queued -= 1;
      const seconds = (performance.now() - started) / 1000;
      deps.metrics?.commandDone(command.type, outcomeLabel(outcome), seconds);
      reply(toAck(command.commandId, outcome));
    })
    .catch((error: unknown) => deps.log.error({ err: error }, 'command reply failed'));
}

/**
 * An invalid message (a bad command, an unknown event) spends the connection's invalid
 * budget; past it the connection is told why and closed. False when it was closed.
 */
export function countInvalid(deps: CommandHandlerDeps, connection: Connection): boolean {
  if (deps.invalidBuckets.take(connection.socket.id)) return true;
  const error = REALTIME_ERRORS.tooManyInvalid;
  connection.socket.emit('protocolError', { type: 'protocolError', error });
  connection.socket.disconnect(true);
  return false;
}

/** The envelope's command id when it looks like one (a rate-limited message is not parsed). */
function commandIdOf(raw: unknown): string | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const parsed = CommandId.safeParse((raw as { commandId?: unknown }).commandId);
  return parsed.success ? parsed.data : null;
}

async function runSafely(
  deps: CommandHandlerDeps,
  connection: Connection,
  command: ClientCommand,
): Promise<CommandOutcome> {
  // A big screen only watches: refused before anything is read, so nothing can change.
  if (isRefusedToScreen(connection, command.type)) {
    return { ok: false, error: REALTIME_ERRORS.screenCannotAct };
  }
  const { gate } = deps;
  if (gate !== undefined && command.type !== 'unsubscribe' && !gate.isAvailable()) {
    return { ok: false, error: SERVICE_UNAVAILABLE };
  }
  try {
    return await run(deps, connection, command);
  } catch (error) {
    if (gate?.isOutage(error)) {
      deps.log.warn({ err: error, command: command.type }, 'command refused: service unavailable');
      return { ok: false, error: SERVICE_UNAVAILABLE };
    }
    deps.log.error(
      { err: error, command: command.type, user: connection.userId },
      'command failed',
    );
    const fallback =
      command.type === 'createParty' ? REALTIME_ERRORS.createFailed : REALTIME_ERRORS.serverError;
    return { ok: false, error: fallback };
  }
}

/** The commands of a session rather than of a party's rules: create, join, watch, ask. */
type SessionCommand = Exclude<ClientCommand, PartyChangeCommand>;

type Handler<C extends ClientCommand> = (
  deps: CommandHandlerDeps,
  connection: Connection,
  command: C,
) => CommandOutcome | Promise<CommandOutcome>;

/**
 * The session commands, one entry each (TypeScript refuses a map that misses one); every
 * other command changes a party, through the party engine's map (parties/party-commands.ts).
 */
const SESSION_COMMANDS: {
  [T in SessionCommand['type']]: Handler<Extract<SessionCommand, { type: T }>>;
} = {
  createParty: async (deps, connection, command) => {
    const user = await currentUser(deps, connection);
    if (user === null) return { ok: false, error: REALTIME_ERRORS.unauthorized };
    const created = await deps.service.createParty(user, command.commandId);
    return created.ok && created.result.code
      ? subscribeAfter(deps.feed, connection, created)
      : created;
  },
  joinParty: joinOrSubscribe,
  subscribe: joinOrSubscribe,
  unsubscribe: (deps, connection, command) =>
    deps.feed.unsubscribe(connection, command.payload.code),
  openScreen: (deps, connection, command) => openScreen(deps, connection, command.payload.code),
  watchScreen: (deps, connection, command) => watchScreen(deps, connection, command.payload),
  pairScreen: (deps, connection, command) => pairScreen(deps, connection, command.payload),
  proposeAccept: (deps, connection, command) => {
    const { code, guessIndex, turn } = command.payload;
    return deps.service.proposeAccept(code, connection.userId, { guessIndex, turn });
  },
};

async function run(
  deps: CommandHandlerDeps,
  connection: Connection,
  command: ClientCommand,
): Promise<CommandOutcome> {
  if (isSessionCommand(command)) {
    // A command's entry is its type's: the map's type says so, the lookup cannot.
    const handler = SESSION_COMMANDS[command.type] as Handler<SessionCommand>;
    return await handler(deps, connection, command);
  }
  return changeParty(deps, connection, command);
}

function isSessionCommand(command: ClientCommand): command is SessionCommand {
  return Object.hasOwn(SESSION_COMMANDS, command.type);
}

async function changeParty(
  deps: CommandHandlerDeps,
  connection: Connection,
  command: PartyChangeCommand,
): Promise<CommandOutcome> {
  const { code } = command.payload;
  const outcome = await deps.service.runCommand(code, connection.userId, command);
  // The sender sees their change before the ack, whenever the room gets it.
  if (outcome.ok) deps.feed.catchUp(connection, code);
  return outcome;
}

/** JOIN-3 joining, guarded against code guessing (LIMIT-4): per connection, and per address for misses. */
function joinOrSubscribe(
  deps: CommandHandlerDeps,
  connection: Connection,
  command: Extract<ClientCommand, { type: 'joinParty' | 'subscribe' }>,
): Promise<CommandOutcome> {
  const { code } = command.payload;
  return guardJoin(deps, connection, async () => {
    if (command.type === 'subscribe') return deps.feed.subscribe(connection, code);
    const user = await currentUser(deps, connection);
    if (user === null) return { ok: false, error: REALTIME_ERRORS.unauthorized };
    const joined = await deps.service.joinParty(code, user, command.commandId);
    return joined.ok ? subscribeAfter(deps.feed, connection, joined, code) : joined;
  });
}

/** After create or join the connection is subscribed, so the view follows the ack's party. */
async function subscribeAfter(
  feed: PartyFeed,
  connection: Connection,
  done: Extract<CommandOutcome, { ok: true }>,
  code = done.result.code ?? '',
): Promise<CommandOutcome> {
  const subscribed = await feed.subscribe(connection, code);
  if (!subscribed.ok) return subscribed;
  return { ok: true, result: { ...done.result, code, version: subscribed.result.version } };
}

/** The user as stored now: their display name may have changed since they connected. */
async function currentUser(deps: CommandHandlerDeps, connection: Connection) {
  const user = await findUserById(deps.db, connection.userId);
  return user === null ? null : { id: user.id, displayName: user.displayName };
}

const SERVER_FAILURES: readonly string[] = [
  REALTIME_ERRORS.serverError,
  REALTIME_ERRORS.createFailed,
];

function outcomeLabel(outcome: CommandOutcome): CommandOutcomeLabel {
  if (outcome.ok) return 'ok';
  if (outcome.error === SERVICE_UNAVAILABLE) return 'unavailable';
  return SERVER_FAILURES.includes(outcome.error) ? 'error' : 'refused';
}

function toAck(commandId: string, outcome: CommandOutcome): AckMessage {
  return outcome.ok
    ? { type: 'ack', commandId, ok: true, result: outcome.result }
    : { type: 'ack', commandId, ok: false, error: outcome.error };
}
