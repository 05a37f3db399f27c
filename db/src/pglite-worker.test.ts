/**
 * The embedded default: PGlite in a worker thread (createDb with a directory). Real PGlite, real
 * worker, real directories; the SIGKILL test kills a real child process.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createDb, queryRows, writeEpochOf, type DbHandle } from './client';
import { isPlainSelect } from './pglite-worker-client';
import { prayers, topics, users } from './schema';
import { seedDatabase } from './seed/seed';

const root = mkdtempSync(join(tmpdir(), 'dps-pglite-worker-'));
let template: string;
let n = 0;
const handles: DbHandle[] = [];

/** A migrated, seeded database in a directory of its own, opened the default way (a worker). */
async function open(opts: { pgliteWorker?: boolean } = {}): Promise<{ h: DbHandle; dir: string }> {
  const dir = join(root, `db-${++n}`);
  cpSync(template, dir, { recursive: true });
  const h = await createDb({ dataDir: dir, migrate: false, ...opts });
  handles.push(h);
  return { h, dir };
}

beforeAll(async () => {
  // First boot on an empty directory: initdb, migrations and seed, all through the worker.
  template = join(root, 'template');
  const h = await createDb({ dataDir: template });
  await seedDatabase(h.db);
  await h.db.execute(sql`create table kv (k int primary key, v text not null)`);
  await h.close();
}, 180_000);

afterAll(async () => {
  for (const h of handles) await h.close().catch(() => {});
  rmSync(root, { recursive: true, force: true });
});

describe('PGlite in a worker thread (the default for a data directory)', () => {
  it('creates, migrates and seeds an empty directory, and the data is there after a clean close and reopen', async () => {
    const { h } = await open();
    const rows = await h.db.select({ name: topics.name }).from(topics).orderBy(topics.sortOrder);
    expect(rows.map((r) => r.name)).toEqual(['Hope', 'Peace', 'Wisdom', 'Healing', 'Strength', 'Gratitude']);
    // Types come back as with the in-process driver: timestamps as Date, dates as 'YYYY-MM-DD'.
    const [p] = await h.db
      .insert(prayers)
      .values({
        kind: 'daily',
        title: 'Typed',
        content: 'Content',
        scripture: 'Be still.',
        scriptureReference: 'Psalm 46:10',
        date: '2026-03-10',
      })
      .returning({ createdAt: prayers.createdAt, date: prayers.date });
    expect(p!.createdAt).toBeInstanceOf(Date);
    expect(p!.date).toBe('2026-03-10');
    const [raw] = await queryRows<{ d: unknown; ts: unknown }>(
      h.db,
      sql`select date '2026-03-10' as d, timestamptz '2026-03-10 12:00Z' as ts`,
    );
    expect(raw).toEqual({ d: '2026-03-10', ts: '2026-03-10 12:00:00+00' });
    expect(await h.ping()).toBe(true);
  });

  it('keeps data written before a clean close', async () => {
    const { h, dir } = await open();
    await h.db.insert(users).values({ email: 'kept@example.test' });
    await h.close();
    const again = await createDb({ dataDir: dir, migrate: false });
    handles.push(again);
    const found = await again.db
      .select({ email: users.email })
      .from(users)
      .where(sql`${users.email} = 'kept@example.test'`);
    expect(found).toHaveLength(1);
  });

  it('gives a transaction the connection alone: a statement from outside waits, and is not undone by its rollback', async () => {
    const { h } = await open();
    let outside: Promise<unknown> | undefined;
    let outsideDone = false;
    await expect(
      h.db.transaction(async (tx) => {
        await tx.execute(sql`insert into kv values (1, 'in the transaction')`);
        outside = h.db.execute(sql`insert into kv values (2, 'outside')`).then(() => (outsideDone = true));
        // Give the outside statement every chance to run now, inside this transaction, if it could.
        await new Promise((r) => setTimeout(r, 100));
        await tx.execute(sql`select 1`);
        expect(outsideDone).toBe(false);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await outside;
    const rows = await queryRows<{ k: number }>(h.db, sql`select k from kv order by k`);
    expect(rows.map((r) => r.k)).toEqual([2]);
  });

  it('moves its write epoch for every write, and for nothing else (decision 244)', async () => {
    const { h } = await open();
    const epoch = writeEpochOf(h.db)!;
    expect(epoch).toBeTypeOf('function');
    const moved = async (what: () => Promise<unknown>) => {
      const before = epoch();
      await what().catch(() => {});
      return epoch() !== before;
    };
    expect(await moved(() => h.db.execute(sql`select k, v from kv`))).toBe(false);
    expect(await moved(() => h.db.select().from(users).limit(1))).toBe(false);
    expect(await moved(() => h.ping())).toBe(false);
    expect(await moved(() => h.db.execute(sql`insert into kv values (40, 'a')`))).toBe(true);
    expect(
      await moved(() =>
        h.db
          .update(users)
          .set({ firstName: 'X' })
          .where(sql`false`),
      ),
    ).toBe(true);
    expect(
      await moved(() => h.db.execute(sql`with d as (delete from kv where k = 40 returning k) select k from d`)),
    ).toBe(true);
    expect(await moved(() => h.db.execute(sql`select 1 as k into temp kv_copy`))).toBe(true);
    // A failed write, and a transaction that only reads: moved all the same.
    expect(await moved(() => h.db.execute(sql`insert into kv values (null, 'no')`))).toBe(true);
    expect(await moved(() => h.db.transaction((tx) => tx.execute(sql`select 1`)))).toBe(true);
    // A write moves the epoch when it is sent, and again when it answers.
    const before = epoch();
    const write = Promise.resolve(h.db.execute(sql`insert into kv values (41, 'b')`));
    for (let i = 0; i < 100 && epoch() === before; i++) await new Promise((r) => setImmediate(r));
    const during = epoch(); // moved when sent
    await write;
    expect(during).toBeGreaterThan(before);
    expect(epoch() - before).toBe(2); // and again when it answered
    // In-process PGlite and a transaction have none (only the worker sees every write).
    const inProcess = await open({ pgliteWorker: false });
    expect(writeEpochOf(inProcess.h.db)).toBeUndefined();
    await h.db.transaction(async (tx) => expect(writeEpochOf(tx)).toBeUndefined());
    expect(isPlainSelect('  SELECT 1')).toBe(true);
    expect(isPlainSelect('select * into t from kv')).toBe(false);
    expect(isPlainSelect('with x as (insert into kv values (1, 1) returning k) select k from x')).toBe(false);
    expect(isPlainSelect('update kv set v = 1')).toBe(false);
  });

  it('runs nested transactions as savepoints', async () => {
    const { h } = await open();
    await h.db.transaction(async (tx) => {
      await tx.execute(sql`insert into kv values (10, 'outer')`);
      await expect(
        tx.transaction(async (inner) => {
          await inner.execute(sql`insert into kv values (11, 'inner')`);
          throw new Error('undo the inner one');
        }),
      ).rejects.toThrow('undo the inner one');
    });
    const rows = await queryRows<{ k: number }>(h.db, sql`select k from kv where k >= 10 order by k`);
    expect(rows.map((r) => r.k)).toEqual([10]);
  });

  it('keeps PostgreSQL’s error fields (code, constraint) across the thread boundary', async () => {
    const { h } = await open();
    await h.db.insert(users).values({ email: 'twice@example.test' });
    const err = await h.db
      .insert(users)
      .values({ email: 'twice@example.test' })
      .then(
        () => null,
        (e: unknown) => e as { cause?: { code?: string; constraint?: string; message?: string } },
      );
    expect(err?.cause?.code).toBe('23505');
    expect(err?.cause?.constraint).toBeTruthy();
    // The connection is fine afterwards.
    expect(await h.ping()).toBe(true);
  });

  it('refuses to commit a transaction in which a statement failed, as PGlite does in-process', async () => {
    const { h } = await open();
    await expect(
      h.db.transaction(async (tx) => {
        await tx.execute(sql`insert into kv values (20, 'x')`);
        await tx.execute(sql`insert into kv values (20, 'duplicate')`).catch(() => {});
      }),
    ).rejects.toMatchObject({ code: '25P02' });
    expect(await queryRows(h.db, sql`select k from kv where k = 20`)).toEqual([]);
  });

  it('re-prepares a statement whose table changed shape, instead of failing', async () => {
    const { h } = await open();
    await h.db.execute(sql`create table shape (a int)`);
    await h.db.execute(sql`insert into shape values (1)`);
    expect(await queryRows(h.db, sql`select * from shape`)).toEqual([{ a: 1 }]);
    await h.db.execute(sql`alter table shape add column b int not null default 2`);
    // The same text again: its kept plan now returns another row type (PostgreSQL: 0A000).
    expect(await queryRows(h.db, sql`select * from shape`)).toEqual([{ a: 1, b: 2 }]);
    // Inside a transaction it cannot be run again silently; the error surfaces and nothing is stuck.
    await h.db.execute(sql`alter table shape add column c int not null default 3`);
    await expect(h.db.transaction((tx) => queryRows(tx, sql`select * from shape`))).rejects.toMatchObject({
      cause: { code: '0A000' },
    });
    expect(await queryRows(h.db, sql`select * from shape`)).toEqual([{ a: 1, b: 2, c: 3 }]);
  });

  it('keeps at most 200 prepared statements and still answers ones it let go', async () => {
    const { h } = await open();
    const answer = async (i: number) => (await queryRows<{ n: number }>(h.db, sql.raw(`select ${i}::int as n`)))[0]!.n;
    for (let i = 0; i < 250; i++) expect(await answer(i)).toBe(i);
    expect(await answer(0)).toBe(0);
    const [kept] = await queryRows<{ n: number }>(h.db, sql`select count(*)::int as n from pg_prepared_statements`);
    expect(kept!.n).toBeLessThanOrEqual(200);
  });

  it('fails a statement that does not parse with PostgreSQL’s error, and carries on', async () => {
    const { h } = await open();
    await expect(h.db.execute(sql.raw('selec 1'))).rejects.toMatchObject({ cause: { code: '42601' } });
    expect(await h.ping()).toBe(true);
  });

  it('keeps the event loop free while PostgreSQL works', async () => {
    const { h } = await open();
    // Half a second or more of PostgreSQL work on this machine; timers must keep firing meanwhile.
    const heavy = sql`select count(*) from generate_series(1, 2000000) g where g % 7 = 3`;
    let last = performance.now();
    let worstGap = 0;
    const timer = setInterval(() => {
      const now = performance.now();
      worstGap = Math.max(worstGap, now - last);
      last = now;
    }, 5);
    const t0 = performance.now();
    try {
      await h.db.execute(heavy);
    } finally {
      clearInterval(timer);
    }
    const took = performance.now() - t0;
    worstGap = Math.max(worstGap, performance.now() - last);
    expect(took).toBeGreaterThan(200);
    expect(worstGap).toBeLessThan(took / 2);
  });

  it('lets statements waiting for the connection finish on close, then refuses new ones', async () => {
    const { h } = await open();
    let release!: () => void;
    const holding = h.db.transaction(async (tx) => {
      await tx.execute(sql`insert into kv values (100, 'transaction')`);
      await new Promise<void>((r) => (release = r));
    });
    await new Promise((r) => setTimeout(r, 50));
    // These reach the client while the transaction holds the connection, so they wait for it.
    const waiting = Promise.all([1, 2, 3].map((k) => h.db.execute(sql`insert into kv values (${100 + k}, 'waiting')`)));
    await new Promise((r) => setTimeout(r, 50));
    const closing = h.close();
    release();
    await holding;
    await expect(waiting).resolves.toHaveLength(3);
    await closing;
    await expect(h.db.execute(sql`select 1`)).rejects.toThrow();
    expect(await h.ping()).toBe(false);
  });

  it('fails every statement clearly, and reports unhealthy, when the worker thread dies', async () => {
    const { h } = await open();
    const worker = (h.db as unknown as { $client: { worker: { terminate(): Promise<number> } } }).$client.worker;
    const pending = h.db.execute(sql`select count(*) from generate_series(1, 2000000)`);
    await worker.terminate();
    const stopped = { cause: { message: expect.stringMatching(/^The database worker stopped/) } };
    await expect(pending).rejects.toMatchObject(stopped);
    await expect(h.db.execute(sql`select 1`)).rejects.toMatchObject(stopped);
    expect(await h.ping()).toBe(false);
    await h.close();
  });

  it('keeps every acknowledged write when the process is killed with SIGKILL', async () => {
    const dir = join(root, 'killed');
    cpSync(template, dir, { recursive: true });
    const child = join(root, 'writer.mjs');
    const clientUrl = new URL('./client.ts', import.meta.url).href;
    // Inserts rows one by one and prints each key once its INSERT has been answered.
    writeFileSync(
      child,
      `const { createDb } = await import(${JSON.stringify(clientUrl)});
const h = await createDb({ dataDir: ${JSON.stringify(dir)}, migrate: false });
for (let k = 1; ; k++) {
  await h.db.execute("insert into kv values (" + (1000 + k) + ", repeat('x', 2000))");
  process.stdout.write(k + "\\n");
}
`,
    );
    const proc = spawn(process.execPath, ['--import', 'tsx', child], {
      cwd: fileURLToPath(new URL('../..', import.meta.url)),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let acknowledged = 0;
    let stderr = '';
    proc.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const killed = new Promise<NodeJS.Signals | null>((resolve) =>
      proc.once('exit', (_code, signal) => resolve(signal)),
    );
    await new Promise<void>((resolve, reject) => {
      proc.once('exit', () => reject(new Error(`the writer exited early: ${stderr}`)));
      proc.stdout.on('data', (d: Buffer) => {
        for (const line of d.toString().split('\n').filter(Boolean))
          acknowledged = Math.max(acknowledged, Number(line));
        if (acknowledged >= 200) {
          proc.kill('SIGKILL');
          resolve();
        }
      });
    });
    expect(await killed).toBe('SIGKILL');
    const h = await createDb({ dataDir: dir, migrate: false });
    handles.push(h);
    const [row] = await queryRows<{ n: number; max: number }>(
      h.db,
      sql`select count(*)::int as n, max(k) - 1000 as max from kv where k > 1000`,
    );
    // Every answered INSERT is there (one more may have landed between the answer and the kill).
    expect(row!.n).toBeGreaterThanOrEqual(acknowledged);
    expect(row!.n).toBe(row!.max);
  }, 120_000);
});
