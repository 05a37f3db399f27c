/**
 * One poison row is never fatal to a batch (decision 061). A batch statement runs as one; when it
 * fails, the same work is redone one row at a time, so every row that can be done is done, and each
 * row that still fails is set aside and reported (ids only, never text).
 *
 * A failure that has nothing to do with rows (the database is gone, the statement is wrong) fails
 * every row. A lost connection, a deadlock or a database shutting down says so in its code: the
 * batch's own error is thrown at once, no row set aside (a row set aside in an outage would lose its
 * result, and a delivery would be sent again: three of 200 were, when the database came back while
 * rows were being redone). For any other failure, after a few in a row a `select 1` asks the
 * database whether it still answers, and if it does not, the batch's own error is thrown as before.
 * Inside a transaction the first failure aborts it, so the probe fails and the error is thrown:
 * isolation needs autocommit.
 */
import { sql } from 'drizzle-orm';
import type { Ctx } from '../context';

export interface Isolated<K, R> {
  /** One result for the whole batch, or one per row done on its own. */
  results: R[];
  /** The rows set aside (each was reported). */
  poison: K[];
}

export interface IsolateOptions<K, R> {
  /** Log event of a row set aside, e.g. 'delivery_result_unrecordable'. */
  event: string;
  batch: () => Promise<R>;
  /** The rows the batch was about, read when it failed. */
  keys: () => Promise<K[]> | K[];
  one: (key: K) => Promise<R>;
  /** What the log says about a row set aside: ids, never text. */
  describe: (key: K) => Record<string, unknown>;
  /** Failures in a row before the database is asked whether it still answers (default 3). */
  probeAfter?: number;
}

/** The code of a database error (drizzle wraps the driver's error in `cause`). */
export function errorCode(e: unknown): string | undefined {
  const err = e as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = err?.code ?? err?.cause?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * SQLSTATE classes that are about the database or the connection, never about a row: 08 connection
 * exception, 40 transaction rollback (deadlock, serialization), 53 insufficient resources, 57 operator
 * intervention (a shutdown; not 57014, a statement timed out, which can be one row's), 58 system error.
 */
const NOT_ABOUT_THE_ROW = new Set(['08', '40', '53', '57', '58']);

/** A failure of the connection or the database (postgres.js and Node name theirs: ECONNRESET, CONNECTION_CLOSED). */
export function isConnectionFailure(e: unknown): boolean {
  const code = errorCode(e);
  if (code === undefined) return false;
  // Node's and postgres.js's names first: EPIPE has a SQLSTATE's shape (no SQLSTATE class starts with E).
  if (/^(E[A-Z]+|CONNECT(ION)?_[A-Z_]+)$/.test(code)) return true;
  return /^[0-9A-Z]{5}$/.test(code) && NOT_ABOUT_THE_ROW.has(code.slice(0, 2)) && code !== '57014';
}

async function databaseAnswers(ctx: Ctx): Promise<boolean> {
  try {
    await ctx.db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** Run `batch`; if it fails, run `one` for each of `keys()`, setting aside (and reporting) the rows that fail. */
export async function runIsolated<K, R>(ctx: Ctx, opts: IsolateOptions<K, R>): Promise<Isolated<K, R>> {
  let batchError: unknown;
  try {
    return { results: [await opts.batch()], poison: [] };
  } catch (e) {
    batchError = e;
  }
  const keys = await opts.keys();
  ctx.log.warn(
    { event: 'batch_isolating_rows', for: opts.event, rows: keys.length, code: errorCode(batchError) },
    'a batch statement failed: redoing it row by row',
  );
  const probeAfter = opts.probeAfter ?? 3;
  const results: R[] = [];
  const poison: K[] = [];
  let failuresInARow = 0;
  for (const key of keys) {
    try {
      results.push(await opts.one(key));
      failuresInARow = 0;
    } catch (e) {
      if (isConnectionFailure(e)) throw batchError;
      failuresInARow += 1;
      if (failuresInARow >= probeAfter && !(await databaseAnswers(ctx))) throw batchError;
      poison.push(key);
      ctx.log.warn({ event: opts.event, ...opts.describe(key), code: errorCode(e) }, 'a row was set aside');
    }
  }
  if (results.length === 0 && poison.length > 0 && poison.length === keys.length && !(await databaseAnswers(ctx)))
    throw batchError;
  return { results, poison };
}

/**
 * Text from outside (a platform's error description) made storable: no NUL (PostgreSQL text and
 * jsonb refuse it), no half of a surrogate pair (jsonb refuses it; cutting at `max` can make one).
 */
export function storableText(text: string, max: number): string {
  return text
    .slice(0, max)
    .replaceAll('\u0000', '')
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}
