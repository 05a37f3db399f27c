/**
 * Per-instance caches of a signed-in person's reads (issue 22 item 7, decision 238).
 *
 * Correct across instances without asking the database anything more: the session read (one
 * statement a request makes anyway) returns two generations that triggers in the database move
 * (migration 0026) —
 * - the person's `users.cache_generation`, stamped anew at every write to their completions,
 *   favorites, topic prayers prayed, reflections, goals and rhythm periods, by any channel and any
 *   instance (and by cascades, merges and deletions);
 * - `content_generation`, stamped anew at every write to prayers (an admin's edit, an import).
 * An entry is kept with the generation it was read under and used only while the session row
 * still says that generation, so a completion shows on the person's next request on every
 * instance, and an admin's edit on everyone's next request. A generation is read BEFORE the data
 * it stamps (the session statement precedes the use case's), so an entry can be stamped older than
 * its data (a needless miss later), never newer.
 *
 * Only safe reads use it: the web gives `fresh` to GET requests alone (a write's own reads, like
 * change-rhythm's answer, go to the database), and `freshness()` ignores it inside a transaction.
 * Values are frozen: they are shared by every request that hits them.
 */
import type { ActorCtx, Freshness, ReadCache } from '../context';

/** Entries kept per instance before the least recently used go (a person's reads are a handful). */
export const READ_CACHE_MAX_ENTRIES = 20_000;

export function createReadCache(opts: { maxEntries?: number } = {}): ReadCache {
  const max = opts.maxEntries ?? READ_CACHE_MAX_ENTRIES;
  const entries = new Map<string, { stamp: number; value: unknown }>();
  const pending = new Map<string, Promise<unknown>>();
  return {
    get(key, stamp) {
      const e = entries.get(key);
      if (!e) return undefined;
      if (e.stamp !== stamp) {
        // Stale for good: generations only move forward.
        if (e.stamp < stamp) entries.delete(key);
        return undefined;
      }
      // Most recently used last (a Map keeps insertion order).
      entries.delete(key);
      entries.set(key, e);
      return e.value;
    },
    set(key, stamp, value) {
      const old = entries.get(key);
      // A slower reader must not overwrite what a request under a newer generation stored.
      if (old && old.stamp > stamp) return;
      entries.delete(key);
      entries.set(key, { stamp, value: deepFreeze(value) });
      while (entries.size > max) entries.delete(entries.keys().next().value as string);
    },
    shared<T>(key: string, stamp: number, load: () => Promise<T>): Promise<T> {
      const k = `${key}@${stamp}`;
      const running = pending.get(k);
      if (running) return running as Promise<T>;
      const p = load().finally(() => pending.delete(k));
      pending.set(k, p);
      return p;
    },
    get size() {
      return entries.size;
    },
  };
}

/** The actor's freshness, if the cache may be used here (not inside a transaction). */
export function freshness(ctx: ActorCtx): Freshness | null {
  const f = ctx.fresh;
  return f && f.db === ctx.db ? f : null;
}

/** The same actor without the cache: for a write use case's own reads after writing. */
export function uncached<C extends ActorCtx>(ctx: C): C {
  if (!ctx.fresh) return ctx;
  const { fresh: _fresh, ...rest } = ctx;
  return rest as C;
}

/**
 * A read of the actor's own data (`kind`, `sub` telling apart its variants: a week, a year) from
 * this instance's cache when it was made under their current generation; else `load()`, stored.
 * Without freshness (the chats, a write, a transaction), simply `load()`.
 */
export async function cachedRead<T>(ctx: ActorCtx, kind: string, sub: string, load: () => Promise<T>): Promise<T> {
  const f = freshness(ctx);
  if (!f) return load();
  const key = `u${ctx.userId}:${kind}:${sub}`;
  const hit = f.cache.get(key, f.user);
  if (hit !== undefined) return hit as T;
  const value = await f.cache.shared(key, f.user, load);
  f.cache.set(key, f.user, value);
  return value;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}
