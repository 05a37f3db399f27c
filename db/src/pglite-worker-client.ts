/**
 * The main thread's side of the embedded database when PGlite runs in a worker thread
 * (pglite-worker.js). It looks like the part of a PGlite instance that drizzle's pglite driver
 * uses — query(), transaction(), exec(), close() — so drizzle, its migrator and its savepoints
 * work unchanged, while PostgreSQL's synchronous WASM work happens off this event loop.
 *
 * One PGlite is one connection, so, as PGlite itself does in-process: a transaction holds the
 * connection alone (statements from anywhere else wait until it commits or rolls back), and
 * statements outside transactions run in the order they were asked for. The worker runs what it
 * receives strictly in arrival order; the ordering below is therefore decided here, where a
 * statement is sent only once no transaction queued before it still holds the connection.
 *
 * As in-process, a transaction's callback must use its `tx`, never the outer handle (that would
 * wait for the transaction it is part of).
 *
 * `writeEpoch` (decision 244): this client is the only way into its database (PGlite is one
 * process's), so it can tell when the data may have changed. It moves when anything but a plain
 * top-level SELECT is sent (an insert, an exec, every statement of a transaction, its COMMIT or
 * ROLLBACK) and again when that answers; a value read before a read was sent and still the same
 * when the read answered means nothing was written between, so the answer may be kept until it moves.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { Worker } from 'node:worker_threads';

type Parser = (value: string, typeId: number) => unknown;
export interface WorkerQueryOptions {
  rowMode?: 'array' | 'object';
  /** Per type OID; the worker returns these types' text and the parser runs here. */
  parsers?: Record<number, Parser>;
}
export interface WorkerResults {
  rows: any[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
  command?: string;
}
export interface WorkerTransaction {
  query(sql: string, params?: unknown[], options?: WorkerQueryOptions): Promise<WorkerResults>;
  exec(sql: string): Promise<WorkerResults[]>;
  rollback(): Promise<void>;
  readonly closed: boolean;
}
export interface PgliteWorkerOptions {
  /** A directory, or undefined for an in-memory database. */
  dataDir: string | undefined;
  /** PostgreSQL start parameters (PGlite's defaults plus our settings). */
  startParams: string[];
}

type Request =
  | { op: 'query'; sql: string; params: unknown[]; rowMode: 'array' | 'object'; rawTypes: number[] }
  | { op: 'exec'; sql: string }
  | { op: 'close' };
type PlainError = { message: string; name?: string; [key: string]: unknown };
type Reply =
  | { type: 'ready' }
  | { type: 'failed'; error: PlainError }
  | { id: number; result: unknown }
  | { id: number; error: PlainError };

const workerUrl = new URL('./pglite-worker.js', import.meta.url);
const initdbUrl = new URL('./pglite-initdb.js', import.meta.url);

/** Rebuilds an error from the worker with its fields (code, detail, constraint…), as PGlite's DatabaseError carries them. */
function toError(plain: PlainError): Error {
  const e = new Error(plain.message);
  Object.assign(e, plain);
  return e;
}

/** Whether `dataDir` already holds an embedded database (PostgreSQL's PG_VERSION file); if not, start() makes one. */
export function embeddedDatabaseExists(dataDir: string): boolean {
  return existsSync(join(dataDir, 'PG_VERSION'));
}

/**
 * Creates the database in `dataDir` in a short-lived child process (plain node, no loader).
 * For a run of a few seconds, V8's quick baseline compiler alone and a small young generation
 * cost less than its defaults: ~650 MB peak instead of ~790 MB, and less CPU.
 */
async function initdb(dataDir: string, startParams: string[]): Promise<void> {
  const args = [
    '--liftoff-only',
    '--max-semi-space-size=1',
    fileURLToPath(initdbUrl),
    dataDir,
    JSON.stringify(startParams),
  ];
  const child = spawn(process.execPath, args, {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const [code, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null];
  if (code !== 0)
    throw new Error(`Creating the database in ${dataDir} failed (${signal ?? `exit code ${code}`}): ${stderr.trim()}`);
}

/**
 * A statement that cannot change data: one SELECT (no SELECT INTO; a data-modifying CTE begins
 * with WITH, which is not this). The schema's only functions are triggers and is_known_time_zone.
 */
export function isPlainSelect(sql: string): boolean {
  return /^\s*select\s/i.test(sql) && !/\binto\b/i.test(sql);
}

/** Starts a worker and waits for its first word: ready, or why not. */
async function startWorker(opts: PgliteWorkerOptions): Promise<Worker> {
  // PGlite's 9 MB WebAssembly compiled once, by the optimising compiler, instead of V8's default
  // of a quick baseline compile first and then optimised copies of hot functions: ~40 MB less
  // resident, slightly faster queries, ~1 s more at start. A V8 flag is process-wide; only
  // WebAssembly compiled from now on is affected. See docs/decisions/102-pglite-memory.md.
  setFlagsFromString('--no-liftoff');
  const worker = new Worker(workerUrl, {
    workerData: { dataDir: opts.dataDir, startParams: opts.startParams },
    // Plain JavaScript: none of this process's loaders (tsx) — each would cost a module loader's memory.
    execArgv: [],
    // Its JavaScript only passes messages; V8's default 16 MB young generation would sit mostly unused.
    resourceLimits: { maxYoungGenerationSizeMb: 4 },
  });
  await new Promise<void>((resolve, reject) => {
    const onMessage = (m: Reply) => {
      cleanup();
      if ('type' in m && m.type === 'ready') resolve();
      else reject(toError('error' in m ? m.error : { message: 'unexpected first message from the database worker' }));
    };
    const onError = (e: Error) => {
      cleanup();
      reject(e);
    };
    const onExit = (code: number) => {
      cleanup();
      reject(new Error(`The database worker stopped while starting (exit code ${code})`));
    };
    const cleanup = () => {
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
    };
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
  });
  return worker;
}

export class PgliteWorkerClient {
  /** The thread itself (TypeScript-private; tests end it to play a crash). */
  private readonly worker: Worker;
  readonly #exited: Promise<number>;
  readonly #pending = new Map<number, { resolve: (v: any) => void; reject: (e: Error) => void }>();
  #nextId = 1;
  /** Settles when every transaction (or close) queued so far has let go of the connection. */
  #chain: Promise<void> = Promise.resolve();
  #stopped: Error | undefined;
  #closing: Promise<void> | undefined;
  #writeEpoch = 0;

  private constructor(worker: Worker) {
    this.worker = worker;
    this.#exited = new Promise((resolve) => worker.once('exit', resolve));
    worker.on('message', (m: Reply) => {
      if (!('id' in m)) return;
      const p = this.#pending.get(m.id);
      if (!p) return;
      this.#pending.delete(m.id);
      if ('error' in m) p.reject(toError(m.error));
      else p.resolve(m.result);
    });
    const stop = (why: Error) => {
      this.#stopped ??= why;
      for (const p of this.#pending.values()) p.reject(this.#stopped);
      this.#pending.clear();
    };
    worker.on('error', (e) => stop(Object.assign(new Error(`The database worker failed: ${e.message}`), { cause: e })));
    worker.on('exit', (code) => stop(new Error(`The database worker stopped (exit code ${code})`)));
  }

  /**
   * Opens the database in a worker, after creating it when the directory holds none yet. initdb
   * runs in a child process of its own (pglite-initdb.js): PGlite's initdb path takes a second
   * PostgreSQL instance and the initdb module, hundreds of MB that this process would keep.
   * (createDb has normally unpacked the migrated template there first: decision 243.)
   */
  static async start(opts: PgliteWorkerOptions): Promise<PgliteWorkerClient> {
    if (opts.dataDir !== undefined && !embeddedDatabaseExists(opts.dataDir)) {
      await initdb(opts.dataDir, opts.startParams);
    }
    return new PgliteWorkerClient(await startWorker(opts));
  }

  /** See the file's comment: moves whenever the database may have changed. */
  get writeEpoch(): number {
    return this.#writeEpoch;
  }

  /** A statement outside any transaction: runs once no transaction queued before it holds the connection. */
  async query(sql: string, params: unknown[] = [], options: WorkerQueryOptions = {}): Promise<WorkerResults> {
    this.#checkOpen();
    await this.#chain;
    return this.#query(sql, params, options, !isPlainSelect(sql));
  }

  async exec(sql: string): Promise<WorkerResults[]> {
    this.#checkOpen();
    await this.#chain;
    return this.#send({ op: 'exec', sql }, true);
  }

  /** BEGIN … COMMIT (or ROLLBACK when `fn` throws) with the connection held throughout, as PGlite's own transaction(). */
  transaction<T>(fn: (tx: WorkerTransaction) => Promise<T>): Promise<T> {
    this.#checkOpen();
    return this.#exclusive(async () => {
      await this.#send({ op: 'exec', sql: 'BEGIN' }, true);
      let closed = false;
      const check = () => {
        if (closed) throw new Error('Transaction is closed');
      };
      const tx: WorkerTransaction = {
        query: async (sql, params = [], options = {}) => {
          check();
          return this.#query(sql, params, options, true);
        },
        exec: async (sql) => {
          check();
          return this.#send({ op: 'exec', sql }, true);
        },
        rollback: async () => {
          check();
          await this.#send({ op: 'exec', sql: 'ROLLBACK' }, true);
          closed = true;
        },
        get closed() {
          return closed;
        },
      };
      try {
        const result = await fn(tx);
        if (!closed) {
          closed = true;
          const [commit] = await this.#send<WorkerResults[]>({ op: 'exec', sql: 'COMMIT' }, true);
          // An earlier statement failed and was caught: PostgreSQL answers COMMIT with ROLLBACK.
          if (commit?.command === 'ROLLBACK') {
            throw Object.assign(new Error('Transaction was rolled back instead of committed'), {
              code: '25P02',
              severity: 'ERROR',
            });
          }
        }
        return result;
      } catch (e) {
        if (!closed) {
          closed = true;
          await this.#send({ op: 'exec', sql: 'ROLLBACK' }, true);
        }
        throw e;
      }
    });
  }

  /** Lets what was asked before finish, then closes PGlite (it flushes to its directory) and ends the worker. */
  close(): Promise<void> {
    this.#closing ??= this.#stopped
      ? this.#exited.then(() => undefined)
      : this.#exclusive(async () => {
          await this.#send({ op: 'close' }, true);
          await this.#exited;
        });
    return this.#closing;
  }

  #checkOpen() {
    if (this.#closing) throw new Error('PGlite is closing');
    if (this.#stopped) throw this.#stopped;
  }

  async #exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const previous = this.#chain;
    let release!: () => void;
    this.#chain = new Promise<void>((r) => (release = r));
    try {
      await previous;
      return await fn();
    } finally {
      release();
    }
  }

  async #query(sql: string, params: unknown[], options: WorkerQueryOptions, write: boolean): Promise<WorkerResults> {
    const parsers = options.parsers ?? {};
    const rawTypes = Object.keys(parsers).map(Number);
    const rowMode = options.rowMode ?? 'object';
    const result = await this.#send<WorkerResults>({ op: 'query', sql, params, rowMode, rawTypes }, write);
    if (rawTypes.length) {
      result.fields.forEach((field, i) => {
        const parse = parsers[field.dataTypeID];
        if (!parse) return;
        const key = rowMode === 'array' ? i : field.name;
        for (const row of result.rows) if (row[key] !== null) row[key] = parse(row[key], field.dataTypeID);
      });
    }
    return result;
  }

  /** `write`: the statement may change the data (see writeEpoch): the epoch moves now and when it answers. */
  #send<T>(request: Request, write: boolean): Promise<T> {
    if (write) this.#writeEpoch++;
    if (this.#stopped) return Promise.reject(this.#stopped);
    const id = this.#nextId++;
    const answered = new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, ...request });
    });
    if (!write) return answered;
    const moved = () => void this.#writeEpoch++;
    answered.then(moved, moved);
    return answered;
  }
}
