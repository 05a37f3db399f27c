/**
 * The claim the delivery engine and every outbox share: the due rows are picked `FOR UPDATE SKIP
 * LOCKED` (two instances never take the same row), and the claim is `next_attempt_at` pushed to
 * the lease's end with one attempt counted, in one statement. A row whose instance died is due
 * again when its lease runs out; a failed row is due again after its backoff.
 */
import { sql, type SQL } from 'drizzle-orm';

export interface LeasedClaim {
  /** The table claimed from; it has `id`, `next_attempt_at` and `attempts` columns. */
  table: string;
  /** Which rows are due (besides the limit). */
  due: SQL;
  /** The order rows are taken in (the oldest due first). */
  orderBy: SQL;
  limit: number;
  /** The lease's end: the claimed rows' new `next_attempt_at`. */
  leaseUntil: string;
  /** More columns the claim sets (a status, a claim time), on the table aliased `t`. */
  set?: SQL;
  /** What the claim returns of each row (columns of `t`). */
  returning: SQL;
}

/**
 * The two common table expressions `due` (the rows picked) and `claimed` (the update, returning
 * `returning`): the caller follows them with its own `select … from claimed`.
 */
export function leasedClaim(c: LeasedClaim): SQL {
  const table = sql.identifier(c.table);
  return sql`with due as (
          select id from ${table}
          where ${c.due}
          order by ${c.orderBy}
          limit ${c.limit}::int
          for update skip locked
        ),
        claimed as (
          update ${table} t set ${c.set ? sql`${c.set}, ` : sql``}next_attempt_at = ${c.leaseUntil}::timestamptz,
            attempts = t.attempts + 1
          from due where t.id = due.id
          returning ${c.returning}
        )`;
}

/**
 * The SET list of a failed outbox row: its error kept, retried after a backoff of 1, 2, 4 …
 * minutes (at most 2^10) or the platform's Retry-After if longer, `dead` once `maxAttempts` are
 * used.
 */
export function backedOffRetry(r: {
  error: string;
  maxAttempts: number;
  now: string;
  retryAfterSeconds?: number | undefined;
}): SQL {
  return sql`last_error = ${r.error},
            status = case when attempts >= ${r.maxAttempts}::int then 'dead' else 'pending' end,
            next_attempt_at = ${r.now}::timestamptz + make_interval(secs =>
              greatest(${r.retryAfterSeconds ?? 0}::int, 60 * power(2, least(attempts - 1, 10))::int))`;
}
