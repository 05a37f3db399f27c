/**
 * Which errors mean "the database is not there right now" (lost connection, refused, timed out,
 * shutting down, overloaded) rather than "this query is wrong", and the one line that explains a
 * database that cannot be reached at start-up. The HTTP layer answers the first kind with 503;
 * background jobs log them and try again on their next round.
 */

/** The code our own watchdog gives a connection it gave up on (db/src/postgres-liveness.ts). */
export const DATABASE_UNREACHABLE = 'DATABASE_UNREACHABLE';

/** Error codes of node's sockets and postgres.js that mean the connection is gone or never came. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_DESTROYED',
  'CONNECTION_ENDED',
  DATABASE_UNREACHABLE,
]);

/**
 * SQLSTATEs that mean the server cannot serve us now: class 08 (connection exception), shutdown
 * and start-up (57P01-57P03), too many connections (53300), a statement or lock timeout (57014,
 * 55P03), out of resources (53000, 53100, 53200).
 */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '53000',
  '53100',
  '53200',
  '53300',
  '57014',
  '55P03',
]);

interface ErrorLike {
  code?: unknown;
  errno?: unknown;
  cause?: unknown;
  errors?: unknown;
  name?: unknown;
}

/** The error and what it wraps (drizzle's DrizzleQueryError keeps the driver's error as `cause`). */
function* chain(err: unknown): Generator<ErrorLike> {
  let e: unknown = err;
  for (let depth = 0; e && typeof e === 'object' && depth < 6; depth++) {
    const x = e as ErrorLike;
    yield x;
    // node's "happy eyeballs" connect reports each address it tried in an AggregateError.
    if (Array.isArray(x.errors))
      for (const inner of x.errors) if (inner && typeof inner === 'object') yield inner as ErrorLike;
    e = x.cause;
  }
}

/** The first error code in the chain (a node/postgres.js code or a SQLSTATE), for logs. */
export function databaseErrorCode(err: unknown): string | undefined {
  for (const e of chain(err)) if (typeof e.code === 'string') return e.code;
  return undefined;
}

/** True when `err` (or what it wraps) means the database is unreachable, down or overloaded. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (const e of chain(err)) {
    const code = typeof e.code === 'string' ? e.code : undefined;
    if (!code) continue;
    if (CONNECTION_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08')) return true;
  }
  return false;
}

/**
 * One line for a database that stopped start-up, naming the server and the cause, never the
 * password. `url` is the DATABASE_URL that was used.
 */
export function describeDatabaseStartupError(err: unknown, opts: { url: string; connectTimeoutMs: number }): string {
  let where = 'the database';
  let user = '';
  let database = '';
  try {
    const u = new URL(opts.url);
    where = `${u.hostname}:${u.port || '5432'}`;
    user = decodeURIComponent(u.username);
    database = decodeURIComponent(u.pathname.replace(/^\//, ''));
  } catch {
    /* an unparsable URL: keep the generic words */
  }
  const code = databaseErrorCode(err);
  const hint = 'Check DATABASE_URL.';
  switch (code) {
    case 'ECONNREFUSED':
      return `Database unreachable: ${where} refused the connection (is PostgreSQL running there?). ${hint}`;
    case 'CONNECT_TIMEOUT':
    case 'ETIMEDOUT':
    case DATABASE_UNREACHABLE:
      return `Database unreachable: ${where} did not answer within ${opts.connectTimeoutMs / 1000} s. ${hint}`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `Database unreachable: the host of ${where} could not be found. ${hint}`;
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return `Database unreachable: no route to ${where}. ${hint}`;
    case '3D000':
      return `Database "${database}" does not exist on ${where}. Create it or fix DATABASE_URL.`;
    case '28000':
    case '28P01':
      return `Database refused user "${user}" on ${where} (${code === '28P01' ? 'wrong password' : 'no such role or not allowed'}). ${hint}`;
    case '57P03':
      return `Database on ${where} is starting up or shutting down; try again in a moment.`;
    case '53300':
      return `Database on ${where} has no free connections (too many clients).`;
  }
  if (code && (code.startsWith('08') || CONNECTION_CODES.has(code))) {
    return `Database unreachable: the connection to ${where} failed (${code}). ${hint}`;
  }
  // The driver's own words (drizzle's wrapper would repeat the whole query).
  let inner: unknown = err;
  for (const e of chain(err)) inner = e;
  const message = inner instanceof Error ? inner.message.split('\n')[0] : String(inner);
  return `Database error at start-up on ${where}: ${code ? `${code} ` : ''}${message}`;
}
