/**
 * A database outage in the middle of the daily delivery (decision 120; before it, one outage
 * duplicated 510 of 1,000). The real runner and grammY client against the fake Bot API; the runner reaches
 * PostgreSQL through a TCP proxy we cut (connections reset, new ones refused) after 60 messages,
 * and restore 3 s after the round gave up. Two more rounds follow, the clock jumping past the
 * claims' lease before each (instead of waiting it out). Counted at the fake server: nobody twice.
 *
 * Results are recorded as they come and kept while the database is away, and nothing more is sent
 * until they are written; the old engine lost the batch's results and sent all of them again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { Api } from 'grammy';
import { createDb, queryRows, type DbHandle } from '@dps/db/client';
import type { Ctx, Log } from '@dps/core/context';
import { DEFAULT_LEASE_SECONDS } from '@dps/core/delivery/delivery-types';
import { startFakeTelegram, type FakeTelegram } from '../../bot/test/fake-telegram-server';
import { addDueTelegramPeople } from '../../bot/test/due-people';
import { createTelegramSender } from '../../bot/src/telegram/delivery-sender';
import { createDeliveryRunner } from '../../bot/src/sending/delivery-runner';
import { scratchPostgres, sleep, TcpProxy, testPostgresUrl } from './fault-harness';

const pgUrl = testPostgresUrl();
const PEOPLE = 200;

describe.skipIf(!pgUrl)('a database outage during the daily delivery', () => {
  let db: Awaited<ReturnType<typeof scratchPostgres>>;
  let proxy: TcpProxy;
  let direct: DbHandle;
  let viaProxy: DbHandle;
  let tg: FakeTelegram;

  beforeAll(async () => {
    db = await scratchPostgres();
    proxy = TcpProxy.forUrl(db.url);
    await proxy.listen();
    direct = await createDb({ databaseUrl: db.url, migrate: false, maxConnections: 2 });
    viaProxy = await createDb({ databaseUrl: proxy.urlFor(db.url), migrate: false, maxConnections: 4 });
    tg = await startFakeTelegram({ messagesPerSecond: 30 });
  }, 60_000);

  afterAll(async () => {
    await tg?.close();
    await viaProxy?.close().catch(() => undefined);
    await direct?.close();
    await proxy?.close();
    await db?.drop();
  });

  it(`${PEOPLE} due, the database cut for 3 s after 60 messages: nobody gets the prayer twice, everyone gets it`, async () => {
    await addDueTelegramPeople(direct.db, { count: PEOPLE, firstChatId: 70_000_000, reminderTime: '09:00' });
    const base = Date.parse('2026-06-01T09:00:20Z');
    const t0 = Date.now();
    let skippedMs = 0;
    const events: string[] = [];
    const log: Log = {
      info() {},
      warn: (o) => void events.push(String((o as { event?: string }).event)),
      error: (o) => void events.push(String((o as { event?: string }).event)),
    };
    const ctx: Ctx = { db: viaProxy.db, clock: { now: () => new Date(base + skippedMs + (Date.now() - t0)) }, log };
    const runner = createDeliveryRunner({
      ctx,
      senders: [createTelegramSender({ api: new Api(tg.token, { apiRoot: tg.apiRoot }) })],
    });
    const ok = () => tg.succeeded('sendMessage');

    const first = runner.runDue();
    while (ok().length < 60) await sleep(10);
    await proxy.cut();
    const sentAtCut = ok().length;
    await sleep(300);
    const [rows] = await queryRows<{ n: number }>(
      direct.db,
      sql`select count(*)::int as n from deliveries where status = 'sent'`,
    );
    const unrecordedAtCut = sentAtCut - rows!.n;
    await first; // the round ends (it cannot claim more), its results kept for later
    await sleep(2700);
    await proxy.restore();

    // The scheduler ticks on: twice, each past the claims' lease (the clock moves instead of us waiting).
    for (let round = 0; round < 2; round++) {
      skippedMs += (DEFAULT_LEASE_SECONDS + 1) * 1000;
      await runner.runDue();
    }
    await runner.stop();
    const statuses = await queryRows<{ status: string; n: number }>(
      direct.db,
      sql`select status, count(*)::int as n from deliveries group by status`,
    );

    const chats = ok().map((c) => Number(c.params.chat_id));
    const unique = new Set(chats);
    const duplicates = chats.length - unique.size;
    console.log(
      `outage: ${sentAtCut} sent at the cut (${unrecordedAtCut} of them not yet recorded), ${chats.length} messages to ${unique.size} people, ${duplicates} duplicates; events: ${[...new Set(events)].join(', ')}`,
    );
    expect(unique.size).toBe(PEOPLE);
    expect(duplicates).toBe(0);
    expect(statuses).toEqual([{ status: 'sent', n: PEOPLE }]);
    expect(events).toContain('delivery_results_unrecorded');
    // An outage is not a bad row: no result is set aside as unrecordable (before, some were, and
    // when one of them was a send, that person got the prayer again after the lease).
    expect(events).not.toContain('delivery_result_unrecordable');
  }, 90_000);
});
