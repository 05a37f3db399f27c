/**
 * What every use case receives. Core never reads the wall clock or the environment itself:
 * `clock.now()` is the only source of "now", so tests pin it.
 */
import type { Db, Tx } from '@dps/db/client';
import type { Language } from '@dps/db/content/languages';

export interface Clock {
  now(): Date;
}

/** Logger shape core uses (pino-compatible). Never pass prayer or reflection text to it. */
export interface Log {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface Ctx {
  db: Db | Tx;
  clock: Clock;
  log: Log;
}

/** A use case acting for a person: their id and IANA time zone. */
export interface ActorCtx extends Ctx {
  userId: number;
  timeZone: string;
  /**
   * Set by the web for a GET from what its session read returned: lets the person's reads answer
   * from this instance's cache while the database's generations say it is current (cache/read-cache.ts).
   */
  fresh?: Freshness | undefined;
}

/**
 * A per-instance cache of a person's reads (cache/read-cache.ts makes one). Its shapes live here,
 * below cache/, so the context imports no folder above it.
 */
export interface ReadCache {
  /** The value stored under `key` with exactly this stamp, else undefined. */
  get(key: string, stamp: number): unknown;
  set(key: string, stamp: number, value: unknown): void;
  /** One load at a time per key and stamp: concurrent callers share the first one's promise. */
  shared<T>(key: string, stamp: number, load: () => Promise<T>): Promise<T>;
  readonly size: number;
}

/** What the session read said, so a use case can tell a fresh entry from a stale one. */
export interface Freshness {
  cache: ReadCache;
  /** The handle the generations were read through (a use case on another, a transaction, skips the cache). */
  db: Db | Tx;
  /** users.cache_generation of the actor. */
  user: number;
  /** content_generation; null if its row is missing (then nothing content-wide is cached). */
  content: number | null;
  /** The actor's language setting (which daily prayer is theirs). */
  language: Language;
}

export const systemClock: Clock = { now: () => new Date() };

export const fixedClock = (at: Date | string): Clock & { set(d: Date | string): void; advance(ms: number): void } => {
  let t = new Date(at);
  return {
    now: () => new Date(t),
    set: (d) => {
      t = new Date(d);
    },
    advance: (ms) => {
      t = new Date(t.getTime() + ms);
    },
  };
};

export const silentLog: Log = { info() {}, warn() {}, error() {} };

/** Same ctx, with `db` swapped for a transaction handle. */
export const withTx = <C extends Ctx>(ctx: C, tx: Tx): C => ({ ...ctx, db: tx });
