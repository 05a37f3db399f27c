/**
 * What every use case receives. Core never reads the wall clock or the environment itself:
 * `clock.now()` is the only source of "now", so tests pin it.
 */
import type { Db, Tx } from '@dps/db/client';
import type { Freshness } from './cache/read-cache';

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
