/**
 * Nothing leaks through errors (decision 044). On main,
 * GET /api/progress/weekly?startDate=9999-12-31 answered 500 and the log line carried the SQL text
 * and its parameters in err.stack. Now: client mistakes are 4xx, and the logger's error
 * serializer keeps no SQL, no parameters and no quoted input values — in the message, the stack
 * or any cause. The logs are captured from the real pino logger.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { RequestHandler } from 'express';
import { queryRows } from '@dps/db/client';
import { createLogger } from '../server/logger';
import { Browser } from './http-client';
import { signIn } from './sign-in';
import { startTestServer, type TestServer } from './start-test-server';

const PRIVATE = 'private-words-of-a-prayer';
const lines: string[] = [];
const logged = () => lines.join('');
let s: TestServer;

/** Routes that send a request's value to the database unvalidated, as a forgotten check would. */
const unvalidated: RequestHandler = (req, res, next) => {
  const v = String(req.query.v ?? '');
  const query =
    req.path === '/as-date'
      ? sql`select ${v}::date as d`
      : // A fault of ours (division by zero), with a person's words among the parameters.
        sql`select ${v}::text || (1 / (length(${v}) - length(${v})))::text as d`;
  queryRows(s.db.db, query)
    .then((rows) => res.json(rows))
    .catch(next);
};

beforeAll(async () => {
  const log = createLogger({ level: 'info', destination: { write: (l: string) => void lines.push(l) } });
  s = await startTestServer({ log, extras: { rawRoutes: [{ path: '/test-only', router: unvalidated }] } });
});
afterAll(() => s.close());

describe('client mistakes are 4xx', () => {
  it('GET /api/progress/weekly refuses a startDate outside 1900-01-01..2999-12-25 with 400', async () => {
    const me = new Browser(s.url);
    await signIn(s, me);
    for (const d of ['9999-12-31', '0000-01-01', '1899-12-31', '2999-12-26']) {
      const res = await me.get(`/api/progress/weekly?startDate=${d}`);
      expect(res.status, d).toBe(400);
      expect(res.body.error).toBe('startDate must be between 1900-01-01 and 2999-12-25.');
    }
    for (const d of ['1900-01-01', '2999-12-25']) expect((await me.get(`/api/progress/weekly?startDate=${d}`)).status, d).toBe(200);
    expect(logged()).not.toContain('"level":50');
  });

  it('a value the database refuses (an impossible date) is a 400, logged as a warning without SQL or the value', async () => {
    lines.length = 0;
    const res = await new Browser(s.url).get(`/test-only/as-date?v=${PRIVATE}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'The request could not be understood.' });
    const warning = lines.map((l) => JSON.parse(l)).find((l) => l.event === 'input_refused_by_database');
    expect(warning).toMatchObject({ level: 40, code: '22007' });
    expect(logged()).not.toContain(PRIVATE);
    expect(logged()).not.toMatch(/select/i);
  });
});

describe('the log of a failing query', () => {
  it('names the error and the code, keeps the stack frames, and never the SQL, its parameters or a cause’s', async () => {
    lines.length = 0;
    const res = await new Browser(s.url).get(`/test-only/fault?v=${PRIVATE}`);
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ error: 'Something went wrong. Please try again.' });
    const entry = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'unhandled error');
    expect(entry).toBeDefined();
    const all = logged();
    expect(all).not.toContain(PRIVATE);
    expect(all).not.toMatch(/select|length\(|params:/i);
    // Still useful: what failed and where.
    expect(entry.err.stack).toMatch(/^\w*Error: Failed query \(SQL and parameters withheld\)\n\s+at /);
    expect(entry.err.cause).toMatchObject({ code: '22012' });
    expect(entry.err.cause.stack).toContain('division by zero');
  });

  it('log.error(err) on its own: the line’s msg is the safe message too', async () => {
    lines.length = 0;
    const err = await queryRows(s.db.db, sql`select ${PRIVATE}::int`).catch((e: unknown) => e as Error);
    s.ctx.log.error(err as never);
    createLogger({ destination: { write: (l: string) => void lines.push(l) } }).error(err);
    expect(lines.length).toBe(2);
    expect(logged()).not.toContain(PRIVATE);
    expect(logged()).not.toMatch(/select/i);
    expect(JSON.parse(lines[1]!).msg).toBe('Failed query (SQL and parameters withheld)');
    // The database's own message quoted the value: the quotes stay, the value goes.
    expect(JSON.parse(lines[1]!).err.cause.stack).toContain('invalid input syntax for type integer: "…"');
  });
});
