import { randomUUID } from 'node:crypto';
import type { PartyChangeCommand } from '@trivia/protocol';
import type { Db } from '../../src/storage/schema';
import { createGuestUser } from '../../src/storage/users';

/** A client's party command of `type`, under a new command id unless one is given. */
export function changeCommand<T extends PartyChangeCommand['type']>(
  type: T,
  payload: Extract<PartyChangeCommand, { type: T }>['payload'],
  commandId: string = randomUUID(),
): Extract<PartyChangeCommand, { type: T }> {
  return { commandId, type, payload } as Extract<PartyChangeCommand, { type: T }>;
}

/** A guest user stored now, as the party service's actor. */
export async function guestActor(db: Db, name: string, now: number) {
  const created = await createGuestUser(db, { displayName: name, now });
  return { id: created.id, displayName: name };
}
