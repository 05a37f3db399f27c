/**
 * JSON-lines logger (pino). Redacts anything that could carry a secret or a person's words:
 * cookies, authorization headers, passwords, tokens, and prayer/reflection text. Errors go
 * through safeError (decision 044): no SQL text, no query parameters, no quoted input values, in
 * the message, the stack or any `cause`.
 */
import pino, { type Logger } from 'pino';

export const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.token',
  '*.content',
  '*.text',
  '*.message',
  '*.profileImageUrl',
];

/** Fields of a database error that name the schema, never a value (postgres.js and PGlite spellings). */
const SAFE_FIELDS = ['code', 'severity', 'routine', 'constraint', 'constraint_name', 'table', 'table_name', 'column', 'column_name'];
const MAX_CAUSES = 5;

interface SafeError {
  type: string;
  message: string;
  stack?: string;
  cause?: SafeError;
  errors?: SafeError[];
  [field: string]: unknown;
}

const isSqlState = (code: unknown) => typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);

/**
 * An error's message without what the request put into it. Drizzle's "Failed query: <sql>
 * params: <values>" keeps only its first words; a database error's quoted values
 * (`invalid input syntax for type integer: "abc"`) become "…".
 */
export function safeErrorMessage(err: { message?: unknown; code?: unknown }): string {
  const message = typeof err.message === 'string' ? err.message : String(err.message ?? '');
  if (message.startsWith('Failed query:')) return 'Failed query (SQL and parameters withheld)';
  const short = message.length > 500 ? `${message.slice(0, 500)}…` : message;
  return isSqlState(err.code) ? short.replace(/"[^"]*"/g, '"…"') : short;
}

/** An error as a log may hold it: type, safe message, stack frames, safe database fields, causes. */
export function safeError(err: unknown, depth = 0): SafeError | unknown {
  if (!err || typeof err !== 'object') return err;
  const e = err as Error & Record<string, unknown>;
  if (typeof e.message !== 'string' && typeof e.stack !== 'string') return { type: typeof err, message: '[not an error]' };
  const type = typeof e.name === 'string' ? e.name : (e.constructor?.name ?? 'Error');
  const message = safeErrorMessage(e);
  const out: SafeError = { type, message };
  if (typeof e.stack === 'string') {
    // The stack begins with the (unsafe) message, which may span lines; keep only the frames.
    const frames = e.stack.split('\n').filter((line) => /^\s+at /.test(line));
    out.stack = [`${type}: ${message}`, ...frames].join('\n');
  }
  for (const f of SAFE_FIELDS) {
    const v = e[f];
    if (typeof v === 'string' || typeof v === 'number') out[f] = v;
  }
  if (depth < MAX_CAUSES) {
    if (e.cause !== undefined) out.cause = safeError(e.cause, depth + 1) as SafeError;
    if (Array.isArray(e.errors)) out.errors = e.errors.slice(0, 5).map((x) => safeError(x, depth + 1) as SafeError);
  }
  return out;
}

export function createLogger(opts: { level?: string; destination?: pino.DestinationStream } = {}): Logger {
  return pino(
    {
      level: opts.level ?? 'info',
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      serializers: { err: safeError, error: safeError, cause: safeError },
      hooks: {
        // `log.error(err)` with no message of its own: pino would use err.message as the line's msg.
        logMethod(args, method) {
          const [first, second] = args as unknown[];
          if (first instanceof Error && typeof second !== 'string') {
            return method.apply(this, [{ err: first }, safeErrorMessage(first)] as never);
          }
          return method.apply(this, args);
        },
      },
    },
    opts.destination,
  );
}

export type { Logger };
