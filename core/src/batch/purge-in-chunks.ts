/**
 * Housekeeping deletes that one row cannot stop (decision 061): rows go in chunks, each its own
 * statement (a backlog of millions never makes one statement that times out, and each chunk that
 * works stays done); rows another transaction holds are skipped, not waited on (`SKIP LOCKED`); a
 * chunk that fails is redone row by row, and a row that still fails (say, one that something else
 * still references) is set aside for this run and reported.
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '@dps/db/client';
import type { Ctx } from '../context';
import { runIsolated } from './isolate-poison-rows';

export interface PurgeInChunksOptions<K extends string | number> {
  /** Table and key column, by their SQL names. */
  table: string;
  key: string;
  /** Which rows to purge (a condition on the table's own columns). */
  where: SQL;
  /** Log event of a row set aside. */
  event: string;
  /** What the log says about a row set aside: ids, never text. */
  describe: (key: K) => Record<string, unknown>;
  /** Rows per statement (default 2,000). */
  chunk?: number;
  /** Rows set aside before this run gives up isolating (default 100); the next run tries again. */
  maxPoison?: number;
}

export interface PurgeResult {
  purged: number;
  /** Rows set aside as poison in this run (each reported). */
  skipped: number;
}

/** Delete every row matching `where`, a chunk at a time; see the module comment. */
export async function purgeInChunks<K extends string | number>(
  ctx: Ctx,
  opts: PurgeInChunksOptions<K>,
): Promise<PurgeResult> {
  const chunk = opts.chunk ?? 2000;
  const maxPoison = opts.maxPoison ?? 100;
  const table = sql.identifier(opts.table);
  const key = sql.identifier(opts.key);
  const poison: K[] = [];
  const notPoison = () =>
    poison.length === 0
      ? sql``
      : sql`and ${key} not in (${sql.join(
          poison.map((k) => sql`${k}`),
          sql`, `,
        )})`;
  let purged = 0;
  for (;;) {
    const isolated = await runIsolated(ctx, {
      event: opts.event,
      batch: async () => {
        const [row] = await queryRows<{ n: number }>(
          ctx.db,
          sql`with picked as (
                select ${key} as k from ${table} where ${opts.where} ${notPoison()}
                order by ${key} limit ${chunk}::int
                for update skip locked
              ),
              gone as (delete from ${table} t using picked where t.${key} = picked.k returning 1)
              select count(*)::int as n from gone`,
        );
        return { n: row?.n ?? 0, full: (row?.n ?? 0) >= chunk };
      },
      keys: async () =>
        (
          await queryRows<{ k: K }>(
            ctx.db,
            sql`select ${key} as k from ${table} where ${opts.where} ${notPoison()} order by ${key} limit ${chunk}::int`,
          )
        ).map((r) => r.k),
      one: async (k) => {
        const rows = await queryRows<{ n: number }>(
          ctx.db,
          sql`delete from ${table} where ${key} = ${k} and ${opts.where} returning 1 as n`,
        );
        return { n: rows.length, full: true };
      },
      describe: opts.describe,
    });
    for (const r of isolated.results) purged += r.n;
    poison.push(...isolated.poison);
    // A chunk done whole and full: there may be more. A chunk redone row by row: look again
    // (without its poison rows). Fewer than a chunk: done.
    const again = isolated.poison.length > 0 || isolated.results.length > 1 || isolated.results[0]?.full === true;
    if (!again || poison.length >= maxPoison || isolated.results.every((r) => r.n === 0)) break;
  }
  return { purged, skipped: poison.length };
}
