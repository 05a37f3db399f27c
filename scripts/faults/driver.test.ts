/**
 * The database client itself, through a TCP proxy we cut: a query sent just after its connection
 * was reset settles with an error (before the install-time patch of postgres.js it waited forever,
 * with no timer left to end it — decision 090), and a health ping says "down" at once instead of
 * waiting out its deadline.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from '@dps/db/client';
import { databaseErrorCode } from '@dps/db/database-errors';
import { scratchPostgres, TcpProxy, testPostgresUrl } from './fault-harness';

const pgUrl = testPostgresUrl();

/** 'ok', the error's code, or 'hung' when the query has not settled within `ms`. */
async function settle(p: Promise<unknown>, ms = 5000): Promise<string> {
  return Promise.race([
    p.then(
      () => 'ok',
      (e: unknown) => databaseErrorCode(e) ?? 'error',
    ),
    new Promise<string>((r) => setTimeout(() => r('hung'), ms)),
  ]);
}

describe.skipIf(!pgUrl)('the PostgreSQL client when its connection is reset', () => {
  let db: Awaited<ReturnType<typeof scratchPostgres>>;
  let proxy: TcpProxy;
  let h: DbHandle;

  beforeAll(async () => {
    db = await scratchPostgres();
    proxy = TcpProxy.forUrl(db.url);
    await proxy.listen();
    // One connection, so the second query meets the connection the first one found reset.
    h = await createDb({ databaseUrl: proxy.urlFor(db.url), migrate: false, maxConnections: 1 });
  });

  afterAll(async () => {
    await h?.close();
    await proxy?.close();
    await db?.drop();
  });

  it('a query right after a reset fails at once, never hangs; the client recovers', async () => {
    for (let round = 0; round < 3; round++) {
      expect(await settle(h.db.execute(sql`select 1`))).toBe('ok');
      expect(await h.ping()).toBe(true);
      await proxy.cut();
      const first = await settle(h.db.execute(sql`select 1`));
      const second = await settle(h.db.execute(sql`select 1`));
      expect([first, second]).not.toContain('hung');
      expect([first, second]).not.toContain('ok');
      const t0 = performance.now();
      expect(await h.ping()).toBe(false);
      expect(performance.now() - t0).toBeLessThan(400); // refused: no need to wait for the deadline
      await proxy.restore();
    }
    expect(await settle(h.db.execute(sql`select 1`))).toBe('ok');
  });
});
