/**
 * A small bounded least-recently-used map (a Map keeps insertion order: a hit is moved to the end,
 * the first key is the oldest). For caches that only save work: nothing correct depends on a hit.
 */
export class LruCache<K, V> {
  private readonly map = new Map<K, V>();

  constructor(readonly maxEntries: number) {
    if (!(maxEntries >= 1)) throw new Error('An LRU cache holds at least one entry');
  }

  get size(): number {
    return this.map.size;
  }

  get(key: K): V | undefined {
    const v = this.map.get(key);
    if (v === undefined) return undefined;
    this.map.delete(key);
    this.map.set(key, v);
    return v;
  }

  set(key: K, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    while (this.map.size > this.maxEntries) this.map.delete(this.map.keys().next().value as K);
  }

  delete(key: K): void {
    this.map.delete(key);
  }
}
