/**
 * What a person is in the middle of in a chat ("send me your reflection", "now the prayer's text").
 *
 * INTERIM: kept in memory, so a restart forgets it (the person is asked to start again) and, in
 * webhook mode behind several instances, only the instance that asked knows it. The durable version
 * needs the `telegram_conversations` table proposed in docs/decisions (one row per chat and person);
 * `PendingStore` is the seam: swap `createMemoryPendingStore` for a database-backed one.
 */

export type Pending =
  | { kind: 'reflect'; prayerId: number; prayerTitle: string; content?: string }
  | { kind: 'myprayer'; title?: string; content?: string };

export interface PendingStore {
  get(key: string): Promise<Pending | undefined>;
  set(key: string, value: Pending): Promise<void>;
  delete(key: string): Promise<void>;
}

/** Key of a conversation: one per chat and person (groups hold several people). */
export const pendingKey = (chatId: number, userId: number) => `${chatId}:${userId}`;

export function createMemoryPendingStore(opts: { ttlMs?: number; now?: () => number } = {}): PendingStore {
  const ttl = opts.ttlMs ?? 30 * 60_000;
  const now = opts.now ?? Date.now;
  const map = new Map<string, { value: Pending; expires: number }>();
  return {
    async get(key) {
      const e = map.get(key);
      if (!e) return undefined;
      if (e.expires <= now()) {
        map.delete(key);
        return undefined;
      }
      return e.value;
    },
    async set(key, value) {
      map.set(key, { value, expires: now() + ttl });
      if (map.size > 10_000) {
        const t = now();
        for (const [k, e] of map) if (e.expires <= t) map.delete(k);
      }
    },
    async delete(key) {
      map.delete(key);
    },
  };
}
