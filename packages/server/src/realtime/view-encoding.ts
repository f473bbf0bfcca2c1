import type { SharedPartyView, ViewerInfo, ViewPatch } from '@trivia/game';
import type { ViewDeltaMessage, ViewMessage } from '@trivia/protocol';
import { Decoder, Encoder, PacketType, type Packet } from 'socket.io-parser';

/**
 * The packet of each `view` message sent, as socket.io's encoder writes it: the EVENT type,
 * then the event name and the message. Made whole once, so that its size and its sending
 * read the same string (docs/PERFORMANCE.md).
 */
const encodedViews = new WeakMap<object, string>();

/** An EVENT packet of the main namespace, without an ack id: what the default encoder writes. */
function eventPacket(json: string): string {
  return `${PacketType.EVENT}${json}`;
}

/**
 * A party version's shared view, serialized once for all its viewers. Each viewer's
 * message then costs a few bytes of JSON for its own `viewer` block, not a whole view.
 */
export class SharedViewText {
  #text: string | null = null;

  constructor(readonly shared: SharedPartyView) {}

  /**
   * `{...}` without its closing brace: the viewer block is appended, then the brace. Made on
   * the first snapshot of this version only (protocol 2: most versions travel as deltas).
   */
  get #head(): string {
    this.#text ??= JSON.stringify(this.shared).slice(0, -1);
    return this.#text;
  }

  /** The `view` message for one viewer, registered with its text for ViewEncoder. */
  message(code: string, serverTime: number, viewer: ViewerInfo): ViewMessage {
    const { version } = this.shared;
    const message: ViewMessage = {
      type: 'view',
      code,
      version,
      serverTime,
      view: { ...this.shared, viewer },
    };
    const envelope = JSON.stringify({ type: 'view', code, version, serverTime }).slice(0, -1);
    const separator = this.#head.length > 1 ? ',' : '';
    encodedViews.set(
      message,
      eventPacket(
        `["view",${envelope},"view":${this.#head}${separator}"viewer":${JSON.stringify(viewer)}}}]`,
      ),
    );
    return message;
  }
}

/**
 * Protocol 2: the delta from one version of a party to the next, serialized once. Every
 * viewer whose own block did not change gets the same message object (hence the same
 * text) within one fan-out; the others get the text plus their new viewer block.
 */
export class DeltaText {
  readonly #head: string;
  #last: { serverTime: number; message: ViewDeltaMessage } | null = null;

  constructor(
    readonly code: string,
    readonly baseVersion: number,
    readonly version: number,
    readonly delta: ViewPatch,
  ) {
    const envelope = { type: 'viewDelta', code, baseVersion, version };
    this.#head = `${JSON.stringify(envelope).slice(0, -1)},"delta":${JSON.stringify(delta)}`;
  }

  /** The `viewDelta` message, with `viewer` only when it changed for this viewer. */
  message(serverTime: number, viewer?: ViewerInfo): ViewDeltaMessage {
    if (viewer === undefined && this.#last?.serverTime === serverTime) return this.#last.message;
    const { code, baseVersion, version, delta } = this;
    const message: ViewDeltaMessage = {
      type: 'viewDelta',
      code,
      baseVersion,
      version,
      delta,
      serverTime,
      ...(viewer === undefined ? {} : { viewer }),
    };
    const tail = viewer === undefined ? '' : `,"viewer":${JSON.stringify(viewer)}`;
    encodedViews.set(
      message,
      eventPacket(`["viewDelta",${this.#head},"serverTime":${serverTime}${tail}}]`),
    );
    if (viewer === undefined) this.#last = { serverTime, message };
    return message;
  }
}

/** The size on the wire of a message made by SharedViewText or DeltaText (0 for any other object). */
export function encodedViewBytes(message: object): number {
  const packet = encodedViews.get(message);
  return packet === undefined ? 0 : Buffer.byteLength(packet);
}

/**
 * socket.io's encoder, except for `view` and `viewDelta` messages made by SharedViewText and
 * DeltaText: their text is
 * ready, so the view is neither serialized again per socket nor walked for binary data.
 * The bytes on the wire are what the default encoder writes, so clients need nothing new.
 */
class ViewEncoder extends Encoder {
  override encode(packet: Packet): ReturnType<Encoder['encode']> {
    if (packet.type === PacketType.EVENT && packet.id === undefined && isMainNamespace(packet)) {
      const data: unknown = packet.data;
      if (
        Array.isArray(data) &&
        data.length === 2 &&
        (data[0] === 'view' || data[0] === 'viewDelta')
      ) {
        const packet = typeof data[1] === 'object' && data[1] !== null && encodedViews.get(data[1]);
        if (packet) return [packet];
      }
    }
    return super.encode(packet);
  }
}

function isMainNamespace(packet: Packet): boolean {
  return packet.nsp === '/' || packet.nsp === undefined || packet.nsp === '';
}

/** The `parser` option of the socket.io server. */
export const viewParser = { Encoder: ViewEncoder, Decoder };
