/**
 * A crash in the middle of a group plan's minute (decision 237): forty Telegram
 * groups reach the summary of their plan at the same minute. Instance A claims them and dies after
 * a dozen posts (its database gone, its sends in flight never answered, its leases no longer
 * renewed); instance B, a lease later, finishes. From what the fake Bot API received: every group
 * got its summary, no group got it twice beyond the posts in flight at the crash, each run was
 * finished once and each member told once. The real grammY client, a real database, a pinned clock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { Api } from 'grammy';
import { queryRows, type Db, type DbHandle } from '@dps/db/client';
import { deliveries, notifications } from '@dps/db/schema';
import { createTestDb } from '@dps/core/test/create-test-db';
import { fixedClock, silentLog, type Ctx } from '@dps/core/context';
import { createUser } from '@dps/core/accounts/create-user';
import { setTelegramGroupSchedule } from '@dps/core/delivery/set-telegram-group-schedule';
import type { DeliverySender } from '@dps/core/delivery/delivery-types';
import { markGroupPlanDayDone } from '@dps/core/plans/mark-group-plan-day-done';
import { startGroupPlan } from '@dps/core/plans/start-group-plan';
import { seedFiveDayPlans } from '@dps/core/plans/plan-test-helpers';
import { startFakeTelegram, type FakeTelegram } from '../../test/fake-telegram-server';
import { createDeliveryRunner } from './delivery-runner';
import { createTelegramSender } from '../telegram/delivery-sender';

const GROUPS = 40;
const CRASH_AFTER = 12;

let h: DbHandle;
let fake: FakeTelegram;
const chatIds = Array.from({ length: GROUPS }, (_, i) => -1_009_000_000 - i);

beforeAll(async () => {
  h = await createTestDb({ maxConnections: 6 });
  fake = await startFakeTelegram();
  await seedFiveDayPlans(h.db);
  // The plans start on Monday 4 May; on Friday 8 May every member has read every day.
  const setup: Ctx = { db: h.db, clock: fixedClock('2026-05-04T04:00:00Z'), log: silentLog };
  for (const chatId of chatIds) {
    await setTelegramGroupSchedule(setup, { chatId, reminderTime: '08:00', timeZone: 'Europe/Berlin' });
    await startGroupPlan(setup, { channel: 'telegram', target: String(chatId), planId: 'a-week-of-thanks' });
  }
  const friday: Ctx = { ...setup, clock: fixedClock('2026-05-08T20:00:00Z') };
  const rows = await queryRows<{ id: number }>(h.db, sql`select id from plan_runs order by id`);
  for (const r of rows) {
    const member = await createUser(friday, { email: null, firstName: 'Member' });
    for (let day = 1; day <= 5; day++)
      await markGroupPlanDayDone(friday, { runId: r.id, day, member: { userId: member.id }, channel: 'telegram' });
  }
});
afterAll(async () => {
  await fake.close();
  await h.close();
});

/** What the groups received: every sendMessage to one of them. */
const posts = () => fake.succeeded('sendMessage').filter((c) => chatIds.includes(Number(c.params.chat_id)));

describe('a crash in the middle of a group plan’s minute', () => {
  it('every group gets its summary; duplicates at most the posts in flight; runs closed and members told once', async () => {
    const at = Date.parse('2026-05-09T06:00:10Z'); // Saturday 08:00:10 in Berlin: the summary's post
    const api = new Api(fake.token, { apiRoot: fake.apiRoot });
    // Instance A: its database "connection" dies with it.
    let dead = false;
    const db = new Proxy(h.db, {
      get(target, prop) {
        if (dead) throw new Error('Connection terminated');
        const v = Reflect.get(target, prop, target) as unknown;
        return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(target) : v;
      },
    }) as Db;
    const ctxA: Ctx = { db, clock: fixedClock(new Date(at)), log: silentLog };
    const real = createTelegramSender({ ctx: ctxA, api, appUrl: 'https://prayer.example' });
    let sentByA = 0;
    const hang = new Promise<never>(() => {});
    const crashing: DeliverySender = {
      ...real,
      async send(d) {
        if (dead) return hang;
        const r = await real.send(d);
        sentByA += 1;
        // The process dies now: this answer and any still on its way are never recorded.
        if (sentByA >= CRASH_AFTER) dead = true;
        return dead ? hang : r;
      },
    };
    const a = createDeliveryRunner({ ctx: ctxA, senders: [crashing], budget: 'local', throttle: { perSecond: 5 } });
    void a.runDue();
    while (!dead) await new Promise((r) => setTimeout(r, 10));
    await new Promise((r) => setTimeout(r, 300)); // requests already written may still arrive
    const sentAtKill = posts().length;
    const [{ sent: recordedAtKill } = { sent: 0 }] = await queryRows<{ sent: number }>(
      h.db,
      sql`select count(*)::int as sent from deliveries where status = 'sent'`,
    );
    const unrecordedAtKill = sentAtKill - Number(recordedAtKill);

    // Instance B, once A's leases (60 s) have run out.
    const ctxB: Ctx = { db: h.db, clock: fixedClock(new Date(at + 61_000)), log: silentLog };
    const b = createDeliveryRunner({
      ctx: ctxB,
      senders: [createTelegramSender({ ctx: ctxB, api, appUrl: 'https://prayer.example' })],
      budget: 'local',
    });
    const summary = await b.runDue();
    await b.stop();
    console.log(
      `group plan crash: ${GROUPS} groups due; A sent ${sentAtKill} (${unrecordedAtKill} not recorded) and died; ` +
        `B took over ${summary.retried} and sent ${summary.sent}; the groups received ${posts().length} posts`,
    );

    const byGroup = new Map<number, string[]>();
    for (const c of posts()) byGroup.set(Number(c.params.chat_id), [...(byGroup.get(Number(c.params.chat_id)) ?? []), String(c.params.text)]);
    expect(byGroup.size).toBe(GROUPS);
    for (const texts of byGroup.values())
      for (const text of texts) expect(text).toContain('🏁 1 of 1 finished <b>Learning to Give Thanks</b> (all 5 days).');
    const duplicates = posts().length - GROUPS;
    expect(duplicates).toBeLessThanOrEqual(unrecordedAtKill);
    expect(unrecordedAtKill).toBeGreaterThan(0);
    expect(summary.retried).toBe(GROUPS - Number(recordedAtKill));
    const rows = await h.db.select().from(deliveries).where(eq(deliveries.localDate, '2026-05-09'));
    expect(rows.filter((r) => chatIds.includes(Number(r.target))).map((r) => r.status)).toEqual(
      Array.from({ length: GROUPS }, () => 'sent'),
    );
    const [runs] = await queryRows<{ open: number; finished: number }>(
      h.db,
      sql`select count(*) filter (where finished_at is null)::int as open, count(finished_at)::int as finished from plan_runs`,
    );
    expect(runs).toEqual({ open: 0, finished: GROUPS });
    const told = await h.db.select().from(notifications).where(eq(notifications.kind, 'group_plan_ended'));
    expect(told).toHaveLength(GROUPS);
    expect(new Set(told.map((n) => n.userId)).size).toBe(GROUPS);
  }, 120_000);
});
