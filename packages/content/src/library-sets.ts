import { LIBRARY_SET_PINS } from './library-set-pins';

/**
 * TOPIC-7 (docs/decisions/0010-disjoint-offline-and-online-library.md): the library
 * is split into two disjoint sets. The Offline Party Pack ships only the offline set (its
 * answers can be unsealed by whoever holds the pack); online parties choose only from the
 * online set, whose answers never leave the server before a game ends.
 */
export const LIBRARY_SETS = ['online', 'offline'] as const;
export type LibrarySet = (typeof LIBRARY_SETS)[number];

/**
 * Fixed for good: changing it moves topics between the sets, and a topic moved online would
 * already sit in old offline packs. Chosen once as the salt among 0 to 999 that kept the
 * categories of the shipped library closest to half online; LIBRARY_SET_PINS then keeps
 * topics that share answers together.
 */
const SET_SALT = '662:';

/** FNV-1a over the UTF-16 code units, then murmur3's finaliser so every bit mixes. */
function hash32(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b) >>> 0;
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35) >>> 0;
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/**
 * The set a library topic belongs to, from its id alone (its pin, else its hash): stable
 * while the id is, the same on every server and for topics an administrator imports, with
 * no field to forget.
 */
export function librarySetOf(topicId: string): LibrarySet {
  if (Object.hasOwn(LIBRARY_SET_PINS, topicId)) return LIBRARY_SET_PINS[topicId] as LibrarySet;
  return hash32(SET_SALT + topicId) % 2 === 0 ? 'online' : 'offline';
}

export function isOnlineTopic(topicId: string): boolean {
  return librarySetOf(topicId) === 'online';
}

export function isOfflineTopic(topicId: string): boolean {
  return librarySetOf(topicId) === 'offline';
}
