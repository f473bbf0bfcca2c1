import type { SharedPartyView, ViewerInfo } from '@trivia/game';
import type { ViewMessage } from '@trivia/protocol';
import { Decoder, Encoder, PacketType, type Packet } from 'socket.io-parser';

/** The text of each `view` message sent: the event name and the message, as socket.io writes them. */
const encodedViews = new WeakMap<object, string>();

/**
 * A party version's shared view, serialized once for all its viewers. Each viewer's
 * message then costs a few bytes of JSON for its own `viewer` block, not a whole view.
 */
export class SharedViewText {
  readonly #head: string;

  constructor(readonly shared: SharedPartyView) {
    const json = JSON.stringify(shared);
    // `{...}` without its closing brace: the viewer block is appended, then the brace.
    this.#head = json.slice(0, -1);
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
      `["view",${envelope},"view":${this.#head}${separator}"viewer":${JSON.stringify(viewer)}}}]`,
    );
    return message;
  }
}

/** The size on the wire of a `view` message made by SharedViewText (0 for any other object). */
export function encodedViewBytes(message: object): number {
  const text = encodedViews.get(message);
  return text === undefined ? 0 : Buffer.byteLength(text) + 1;
}

/**
 * socket.io's encoder, except for `view` messages made by SharedViewText: their text is
 * ready, so the view is neither serialized again per socket nor walked for binary data.
 * The bytes on the wire are what the default encoder writes, so clients need nothing new.
 */
class ViewEncoder extends Encoder {
  override encode(packet: Packet): ReturnType<Encoder['encode']> {
    if (packet.type === PacketType.EVENT && packet.id === undefined && isMainNamespace(packet)) {
      const data: unknown = packet.data;
      if (Array.isArray(data) && data.length === 2 && data[0] === 'view') {
        const text = typeof data[1] === 'object' && data[1] !== null && encodedViews.get(data[1]);
        if (text) return [`${PacketType.EVENT}${text}`];
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
