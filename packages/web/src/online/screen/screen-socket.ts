import { createRealtimeSocket, type RealtimeSocket } from '../connection';
import { CLIENT_PROTOCOL_VERSION } from '../connection/protocol-constants';

/**
 * AUTH-6: The big screen's connection carries its link's code and key in the handshake
 * (docs/PROTOCOL.md "Big screen"), so a TV that never signed in is admitted as a watcher;
 * a signed-in TV's session is used as before and the credentials are ignored.
 */
export function screenSocketFactory(code: string, key: string): () => RealtimeSocket {
  return () =>
    createRealtimeSocket(undefined, {
      auth: { protocolVersion: CLIENT_PROTOCOL_VERSION, screen: { code, key } },
    });
}
