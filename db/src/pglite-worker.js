// @ts-check
/**
 * The embedded database's thread: one PGlite instance in a node:worker_threads Worker, so that
 * PostgreSQL's work (synchronous WASM) never blocks the main thread's event loop. The main side
 * (pglite-worker-client.ts) decides what runs when — transactions hold the connection alone —
 * and this side only runs what it is sent, strictly in arrival order, one statement at a time.
 *
 * Statements are named prepared statements, kept per SQL text (at most MAX_STATEMENTS, least
 * recently used closed first): PGlite's query() parses and plans every statement anew over six
 * calls into PostgreSQL; here a known statement is one call (Bind, Describe, Execute, Sync) and
 * no planning — about a third of the CPU for this app's queries. The results, parameter
 * serialisation and errors are PGlite's own (its public protocol and parse helpers). See
 * docs/decisions/103-pglite-prepared-statements.md.
 *
 * Plain JavaScript on purpose: a worker starts a fresh module loader, and this file must load the
 * same way under `tsx`, vitest and plain node, none of which share a TypeScript loader with it.
 *
 * workerData: { dataDir: string | undefined, startParams: string[] }
 * Messages in:  { id, op: 'query', sql, params, rowMode, rawTypes } | { id, op: 'exec', sql } | { id, op: 'close' }
 * Messages out: { type: 'ready' } | { type: 'failed', error } | { id, result } | { id, error }
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, parse, protocol } from '@electric-sql/pglite';

const MAX_STATEMENTS = 200;
const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);
const { dataDir, startParams } = workerData;
const { serialize } = protocol;

/** An error as plain data: message, name and every field that survives structured cloning (code, detail, constraint…). */
function plainError(e) {
  if (!(e instanceof Error)) return { message: String(e) };
  /** @type {Record<string, unknown>} */
  const out = { name: e.name, message: e.message };
  for (const key of Object.keys(e)) {
    const value = /** @type {any} */ (e)[key];
    if (value === undefined || typeof value === 'function') continue;
    try {
      out[key] = structuredClone(value);
    } catch {
      // Not cloneable (e.g. the query options PGlite attaches, which hold functions): left out.
    }
  }
  return out;
}

const identity = (/** @type {unknown} */ v) => v;

/** @param {Uint8Array[]} parts */
function concat(...parts) {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** @type {PGlite} */
let pg;
try {
  pg = await PGlite.create(dataDir, { startParams });
  port.postMessage({ type: 'ready' });
} catch (e) {
  port.postMessage({ type: 'failed', error: plainError(e) });
  port.close();
}

/** SQL text -> its prepared statement; Map order is least recently used first. @type {Map<string, { name: string, paramTypes: number[] }>} */
const statements = new Map();
let nextStatement = 1;

/** @param {string} sql */
async function prepared(sql) {
  const known = statements.get(sql);
  if (known) {
    statements.delete(sql);
    statements.set(sql, known);
    return known;
  }
  if (statements.size >= MAX_STATEMENTS) {
    const [oldest, old] = /** @type {[string, { name: string }]} */ (statements.entries().next().value);
    await forget(oldest, old.name);
  }
  const name = `dps_${nextStatement++}`;
  // A statement that does not parse throws here and is not kept; Sync leaves the session clean.
  const r = await pg.execProtocol(
    concat(serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }), serialize.sync()),
  );
  const entry = { name, paramTypes: parse.parseDescribeStatementResults(r.messages) };
  statements.set(sql, entry);
  return entry;
}

/** @param {string} sql @param {string} name */
async function forget(sql, name) {
  statements.delete(sql);
  await pg.execProtocol(concat(serialize.close({ type: 'S', name }), serialize.sync()));
}

/**
 * One statement, as PGlite's query() would run it (same parameter serialisers, same result
 * parsing), through its prepared statement.
 * @param {string} sql @param {unknown[]} params @param {{ rowMode: 'array' | 'object', parsers: Record<number, (v: string) => unknown> }} options
 */
async function query(sql, params, options, retry = true) {
  const { name, paramTypes } = await prepared(sql);
  const values = params.map((value, i) => {
    if (value === null || value === undefined) return null;
    const serializer = pg.serializers[/** @type {number} */ (paramTypes[i])];
    return serializer ? serializer(value) : String(value);
  });
  try {
    const r = await pg.execProtocol(
      concat(
        serialize.bind({ statement: name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ),
    );
    return /** @type {import('@electric-sql/pglite').Results} */ (
      parse.parseResults(r.messages, pg.parsers, options)[0]
    );
  } catch (e) {
    // The statement itself went stale (a table it reads changed shape, or it was deallocated):
    // prepare it afresh. It did not run, so outside a transaction it is safe to run it again.
    const code = /** @type {{ code?: string }} */ (e).code;
    if ((code === '0A000' || code === '26000') && statements.get(sql)?.name === name) {
      await forget(sql, name);
      if (retry && !pg.isInTransaction()) return query(sql, params, options, false);
    }
    throw e;
  }
}

let queue = Promise.resolve();
port.on('message', (msg) => {
  queue = queue.then(() => handle(msg));
});

async function handle(msg) {
  try {
    if (msg.op === 'query') {
      // Types the caller parses itself arrive as their text (see pglite-worker-client.ts).
      const parsers = Object.fromEntries(msg.rawTypes.map((/** @type {number} */ t) => [t, identity]));
      const r = await query(msg.sql, msg.params, { rowMode: msg.rowMode, parsers });
      port.postMessage({ id: msg.id, result: { rows: r.rows, fields: r.fields, affectedRows: r.affectedRows } });
    } else if (msg.op === 'exec') {
      const results = await pg.exec(msg.sql);
      port.postMessage({
        id: msg.id,
        result: results.map((r) => ({
          rows: r.rows,
          fields: r.fields,
          affectedRows: r.affectedRows,
          command: r.command,
        })),
      });
    } else if (msg.op === 'close') {
      await pg.close();
      port.postMessage({ id: msg.id, result: null });
      port.close();
    }
  } catch (e) {
    port.postMessage({ id: msg.id, error: plainError(e) });
  }
}
