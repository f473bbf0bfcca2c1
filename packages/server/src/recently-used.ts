/**
 * A Map kept in use order, most recently used last (a Map iterates in insertion order), for
 * the per-party caches: `use` moves an entry to the end, `trimOldest` drops from the front
 * until at most `max` are left.
 */
export function use<K, V>(map: Map<K, V>, key: K, value: V): void {
  map.delete(key);
  map.set(key, value);
}

export function trimOldest<K, V>(map: Map<K, V>, max: number): void {
  for (const key of map.keys()) {
    if (map.size <= max) return;
    map.delete(key);
  }
}
