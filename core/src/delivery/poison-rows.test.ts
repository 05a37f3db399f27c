/**
 * One bad stored value never stops everyone's prayer (decision 061): rows written straight into the
 * database (bypassing validation), or that the database refuses to change, are skipped and
 * reported; every other row of the batch is planned, claimed, recorded or purged.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { DbHandle } from '@dps/db/client';
import {
  chatConversations,
  deliveries,
  rateLimits,
  slackChannelSubscriptions,
  telegramChats,
  userSettings,
} from '@dps/db/schema';
import { createTestDb, testDbConfig } from '../../test/create-test-db';
import { actor, testCtx } from '../../test/context';
import type { Ctx, Log } from '../context';
import { findOrCreateUserByIdentity } from '../accounts/identities';
import { purgeExpiredConversations, setConversationState } from '../conversations/conversation-state';
import { hitRateLimit, purgeExpiredRateLimits } from '../rate-limit/hit-rate-limit';
import { repairStoredTimeZones } from '../settings/repair-time-zones';
import { updateSettings } from '../settings/update-settings';
import { registerSlackWorkspace } from '../slack/register-slack-workspace';
import { subscribeSlackChannel } from '../slack/subscribe-slack-channel';
import { claimDeliveries } from './claim-deliveries';
import { claimRetries } from './claim-retries';
import { telegramSubscriber } from './delivery-test-helpers';
import { planDeliveries, planDueDeliveries } from './plan-due-deliveries';
import { purgeOldDeliveries } from './purge-old-deliveries';
import { recordDeliveryResults } from './record-delivery-results';
import { setTelegramGroupSchedule } from './set-telegram-group-schedule';

let h: DbHandle;
let ctx: Ctx;
let warnings: Record<string, unknown>[];
const log: Log = {
  info() {},
  warn: (o) => void warnings.push(o as Record<string, unknown>),
  error: (o) => void warnings.push(o as Record<string, unknown>),
};
beforeAll(async () => {
  h = await createTestDb();
  ctx = { ...testCtx(h.db), log };
  // A test device for "a row the database refuses to change": a trigger that fails for the ids in
  // test_poison (as a constraint, a lock timeout or a bad value would), on update and delete.
  await h.db.execute(sql`create table test_poison (id int primary key)`);
  await h.db.execute(sql`
    create function test_refuse_poison() returns trigger language plpgsql as $$
    begin
      if exists (select 1 from test_poison where id = old.id) then
        raise exception 'row % refused', old.id;
      end if;
      return case when tg_op = 'DELETE' then old else new end;
    end $$`);
  await h.db.execute(sql`
    create trigger test_refuse_poison before update or delete on deliveries
    for each row execute function test_refuse_poison()`);
});
afterAll(() => h.close());
beforeEach(async () => {
  warnings = [];
  await h.db.execute(sql`delete from test_poison`);
  // Each scenario has its own targets; earlier ones must not be due again.
  await h.db.update(telegramChats).set({ isActive: false });
  await h.db.update(slackChannelSubscriptions).set({ isActive: false });
  await h.db.update(userSettings).set({ dailyReminders: false });
});

const poison = (id: number) => h.db.execute(sql`insert into test_poison (id) values (${id})`);

describe('planning with a bad value stored in the database', () => {
  const NOW = new Date('2026-05-04T09:00:00Z');

  it('telegram: chats with a zone PostgreSQL refuses or a broken time are skipped and reported; everyone else is planned', async () => {
    const good = await telegramSubscriber(ctx, { timeZone: 'UTC', reminderTime: '09:00' });
    const london = await telegramSubscriber(ctx, { timeZone: 'Europe/London', reminderTime: '10:00' });
    const bad = await telegramSubscriber(ctx, { timeZone: 'UTC', reminderTime: '09:00' });
    await h.db.execute(sql`update user_settings set time_zone = 'US/Pacific-New' where user_id = ${bad.userId}`);
    await setTelegramGroupSchedule(ctx, { chatId: -4001, reminderTime: '09:00', timeZone: 'UTC' });
    await h.db.execute(sql`update telegram_chats set time_zone = 'Mars/Olympus_Mons' where chat_id = -4001`);
    const badTime = await telegramSubscriber(ctx, { timeZone: 'UTC', reminderTime: '09:00' });
    await h.db.execute(sql`update user_settings set reminder_time = '25:00' where user_id = ${badTime.userId}`);

    const due = (await planDueDeliveries(ctx, { now: NOW, channel: 'telegram' })).map((d) => d.target);
    expect(due.sort()).toEqual([good.target, london.target].sort());

    const plan = await planDeliveries(ctx, { now: NOW, channel: 'telegram' });
    expect(plan.due.map((d) => d.target).sort()).toEqual([good.target, london.target].sort());
    expect(plan.skippedTotal).toBe(3);
    expect(plan.skipped).toEqual(
      expect.arrayContaining([
        { channel: 'telegram', target: bad.target, timeZone: 'US/Pacific-New', reason: 'unknown_time_zone' },
        { channel: 'telegram', target: '-4001', timeZone: 'Mars/Olympus_Mons', reason: 'unknown_time_zone' },
        { channel: 'telegram', target: badTime.target, timeZone: 'UTC', reason: 'bad_reminder_time' },
      ]),
    );
  });

  it('slack: a channel and a DM with a bad zone, and a channel id the claim cannot carry, are skipped; the others are planned', async () => {
    await registerSlackWorkspace(ctx, { teamId: 'TPOISON', botUserId: 'UBOT' });
    for (const channelId of ['CGOOD', 'CBAD', 'CCOMMA'])
      await subscribeSlackChannel(ctx, { teamId: 'TPOISON', channelId, postTime: '09:00', timeZone: 'UTC' });
    await h.db.execute(
      sql`update slack_channel_subscriptions set time_zone = 'US/Pacific-New' where channel_id = 'CBAD'`,
    );
    await h.db.execute(sql`update slack_channel_subscriptions set channel_id = 'C1,C2' where channel_id = 'CCOMMA'`);
    for (const id of ['UGOOD', 'UBAD']) {
      const { user } = await findOrCreateUserByIdentity(ctx, {
        provider: 'slack',
        subject: `TPOISON:${id}`,
        timeZone: 'UTC',
      });
      await updateSettings(actor(ctx, user.id), { dailyReminders: true, reminderTime: '09:00' });
      if (id === 'UBAD')
        await h.db.execute(sql`update user_settings set time_zone = 'US/Pacific-New' where user_id = ${user.id}`);
    }
    const channels = await planDeliveries(ctx, { now: NOW, channel: 'slack_channel' });
    expect(channels.due.map((d) => d.target)).toEqual(['TPOISON:CGOOD']);
    expect(channels.skipped).toEqual(
      expect.arrayContaining([
        { channel: 'slack_channel', target: 'TPOISON:CBAD', timeZone: 'US/Pacific-New', reason: 'unknown_time_zone' },
        { channel: 'slack_channel', target: 'TPOISON:C1,C2', timeZone: 'UTC', reason: 'bad_target' },
      ]),
    );
    // Everyone planned can be claimed: no bad target reaches the claim (which refuses a whole batch for one).
    expect(await claimDeliveries(ctx, { now: NOW, channel: 'slack_channel', items: channels.due })).toHaveLength(1);
    const dms = (await planDueDeliveries(ctx, { now: NOW, channel: 'slack_dm' })).map((d) => d.target);
    expect(dms).toEqual(['TPOISON:UGOOD']);
  });

  it('the stored-zone repair renames aliases, falls back for the rest, and planning then skips nobody', async () => {
    const alias = await telegramSubscriber(ctx, { timeZone: 'UTC', reminderTime: '02:00' });
    const lost = await telegramSubscriber(ctx, { timeZone: 'Europe/Paris', reminderTime: '09:00' });
    await h.db.execute(sql`update user_settings set time_zone = 'US/Pacific-New' where user_id = ${alias.userId}`);
    await h.db.execute(sql`update user_settings set time_zone = 'Mars/Olympus_Mons' where user_id = ${lost.userId}`);
    await setTelegramGroupSchedule(ctx, { chatId: -4002, reminderTime: '09:00', timeZone: 'UTC' });
    await h.db.execute(sql`update telegram_chats set time_zone = 'europe/london' where chat_id = -4002`);
    await subscribeSlackChannel(ctx, { teamId: 'TPOISON', channelId: 'CREPAIR', postTime: '09:00', timeZone: 'UTC' });
    await h.db.execute(sql`update slack_channel_subscriptions set time_zone = 'Bad/Zone' where channel_id = 'CREPAIR'`);

    const repairs = await repairStoredTimeZones(ctx);
    expect(repairs).toEqual(
      expect.arrayContaining([
        { table: 'user_settings', from: 'US/Pacific-New', to: 'America/Los_Angeles', rows: expect.any(Number) },
        { table: 'user_settings', from: 'Mars/Olympus_Mons', to: 'UTC', rows: 1 },
        { table: 'telegram_chats', from: 'europe/london', to: 'Europe/London', rows: 1 },
        { table: 'slack_channel_subscriptions', from: 'Bad/Zone', to: 'UTC', rows: 1 },
      ]),
    );
    const settingsOf = async (userId: number) =>
      (await h.db.select().from(userSettings).where(eq(userSettings.userId, userId)))[0]!;
    expect(await settingsOf(alias.userId)).toMatchObject({ timeZone: 'America/Los_Angeles', timeZoneConfirmed: true });
    // The person's zone is lost: UTC, and the bots ask for it again.
    expect(await settingsOf(lost.userId)).toMatchObject({ timeZone: 'UTC', timeZoneConfirmed: false });
    expect(await repairStoredTimeZones(ctx)).toEqual([]); // idempotent

    // 02:00 in Los Angeles on 4 May is 09:00Z; 09:00 UTC for the person whose zone was lost.
    const plan = await planDeliveries(ctx, { now: NOW, channel: 'telegram' });
    expect(plan.skippedTotal).toBe(0);
    expect(plan.due.map((d) => d.target)).toEqual(expect.arrayContaining([alias.target, lost.target, '-4002']));
  });
});

describe('recording results: one result the database refuses never costs the others theirs', () => {
  const NOW = new Date('2026-05-05T09:00:00Z');

  async function claimFor(n: number) {
    const subs = [];
    for (let i = 0; i < n; i++) subs.push(await telegramSubscriber(ctx, { timeZone: 'UTC', reminderTime: '09:00' }));
    const planned = await planDueDeliveries(ctx, { now: NOW, channel: 'telegram' });
    const claimed = await claimDeliveries(ctx, { now: NOW, channel: 'telegram', items: planned });
    expect(claimed).toHaveLength(n);
    return claimed;
  }
  const statusOf = async (id: number) => (await h.db.select().from(deliveries).where(eq(deliveries.id, id)))[0]!;

  it('platform error texts PostgreSQL cannot store (a NUL, half an emoji after the cut) are cleaned, and the batch is recorded', async () => {
    const [a, b, c, d] = await claimFor(4);
    const summary = await recordDeliveryResults(ctx, {
      now: NOW,
      channel: 'telegram',
      results: [
        { id: a!.id, attempts: 1, status: 'sent', externalId: '1' },
        { id: b!.id, attempts: 1, status: 'failed', error: '400: Bad Request: \u0000 in the text' },
        // 'x' * 494 + an emoji: the 500-character cut falls between the emoji's two halves.
        { id: c!.id, attempts: 1, status: 'failed', error: `400: ${'x'.repeat(494)}🙏🙏` },
        { id: d!.id, attempts: 1, status: 'sent', externalId: '2' },
      ],
    });
    expect(summary).toEqual({ sent: 2, failed: 2, released: 0, dead: 0, deactivated: 0, unrecorded: 0 });
    expect(await statusOf(a!.id)).toMatchObject({ status: 'sent', externalId: '1' });
    expect((await statusOf(b!.id)).lastError).toBe('400: Bad Request:  in the text');
    expect((await statusOf(c!.id)).lastError).toBe(`400: ${'x'.repeat(494)}\uFFFD`);
    expect(await statusOf(d!.id)).toMatchObject({ status: 'sent', externalId: '2' });
  });

  it('a row the database refuses to update is set aside and reported; every other result is recorded', async () => {
    const [a, b, c] = await claimFor(3);
    await poison(b!.id);
    const summary = await recordDeliveryResults(ctx, {
      now: NOW,
      channel: 'telegram',
      results: [a!, b!, c!].map((x) => ({ id: x.id, attempts: 1, status: 'sent' as const, externalId: String(x.id) })),
    });
    expect(summary).toEqual({ sent: 2, failed: 0, released: 0, dead: 0, deactivated: 0, unrecorded: 1 });
    expect((await statusOf(a!.id)).status).toBe('sent');
    expect((await statusOf(b!.id)).status).toBe('claimed'); // retried after its lease
    expect((await statusOf(c!.id)).status).toBe('sent');
    expect(warnings).toContainEqual(
      expect.objectContaining({ event: 'delivery_result_unrecordable', channel: 'telegram', deliveryId: b!.id }),
    );
  });
});

describe('retries: one row that cannot be taken over never holds up the others', () => {
  it('the poison row is set aside and reported, the rest are claimed for another attempt', async () => {
    const NOW = new Date('2026-05-06T09:00:00Z');
    for (let i = 0; i < 3; i++) await telegramSubscriber(ctx, { timeZone: 'UTC', reminderTime: '09:00' });
    const planned = await planDueDeliveries(ctx, { now: NOW, channel: 'telegram' });
    const claimed = await claimDeliveries(ctx, { now: NOW, channel: 'telegram', items: planned });
    expect(claimed).toHaveLength(3);
    await recordDeliveryResults(ctx, {
      now: NOW,
      channel: 'telegram',
      results: claimed.map((x) => ({ id: x.id, attempts: 1, status: 'failed' as const, error: '502: Bad Gateway' })),
    });
    await poison(claimed[1]!.id);
    const later = new Date(NOW.getTime() + 60_000);
    const mine = new Set(claimed.map((x) => x.id));
    const retried = (await claimRetries(ctx, { now: later, channel: 'telegram' })).filter((r) => mine.has(r.id));
    expect(retried.map((r) => r.id).sort()).toEqual([claimed[0]!.id, claimed[2]!.id].sort());
    expect(retried.every((r) => r.attempts === 2 && r.prayer.id > 0)).toBe(true);
    expect(warnings).toContainEqual(
      expect.objectContaining({ event: 'delivery_retry_unclaimable', channel: 'telegram', deliveryId: claimed[1]!.id }),
    );
  });
});

describe('housekeeping: one row that cannot be deleted never stops the purge', () => {
  it('old deliveries: a row something still references is reported and kept, the rest go', async () => {
    const ids: number[] = [];
    for (let i = 1; i <= 5; i++) {
      const [row] = await h.db
        .insert(deliveries)
        .values({ channel: 'telegram', target: `old-${i}`, localDate: `2025-01-0${i}`, status: 'sent' })
        .returning({ id: deliveries.id });
      ids.push(row!.id);
    }
    // Something else (an export, a future table) still points at the second oldest row.
    await h.db.execute(sql`create table test_pin_delivery (delivery_id int references deliveries (id))`);
    await h.db.execute(sql`insert into test_pin_delivery values (${ids[1]!})`);
    expect(await purgeOldDeliveries(ctx, { keepDays: 35, chunk: 2 })).toBe(4);
    const left = await h.db
      .select({ id: deliveries.id })
      .from(deliveries)
      .where(sql`local_date < '2025-02-01'`);
    expect(left.map((r) => r.id)).toEqual([ids[1]]);
    expect(warnings).toContainEqual(
      expect.objectContaining({ event: 'housekeeping_row_skipped', table: 'deliveries', deliveryId: ids[1] }),
    );
    await h.db.execute(sql`drop table test_pin_delivery`);
    expect(await purgeOldDeliveries(ctx, { keepDays: 35 })).toBe(1); // the next run takes it
  });

  it('expired conversations and rate limits: the same', async () => {
    const past = testCtx(h.db, '2026-01-01T00:00:00Z');
    for (const k of ['a', 'b', 'c']) await setConversationState(past, `telegram:${k}:1`, { step: 1 });
    for (const k of ['x', 'y', 'z']) await hitRateLimit(past, { key: `test:${k}`, limit: 5, windowSeconds: 60 });
    await h.db.execute(sql`create table test_pin_conversation (key text references chat_conversations (key))`);
    await h.db.execute(sql`insert into test_pin_conversation values ('telegram:b:1')`);
    const [limit] = await h.db.select({ key: rateLimits.key }).from(rateLimits).limit(1);
    await h.db.execute(sql`create table test_pin_limit (key text references rate_limits (key))`);
    await h.db.execute(sql`insert into test_pin_limit values (${limit!.key})`);

    expect(await purgeExpiredConversations(ctx, { chunk: 2 })).toBe(2);
    expect((await h.db.select().from(chatConversations)).map((r) => r.key)).toEqual(['telegram:b:1']);
    expect(await purgeExpiredRateLimits(ctx, { chunk: 2 })).toBe(2);
    expect((await h.db.select().from(rateLimits)).map((r) => r.key)).toEqual([limit!.key]);
    expect(warnings).toContainEqual(
      expect.objectContaining({ event: 'housekeeping_row_skipped', table: 'chat_conversations', key: 'telegram:b:1' }),
    );
    expect(warnings).toContainEqual(
      expect.objectContaining({
        event: 'housekeeping_row_skipped',
        table: 'rate_limits',
        keyDigest: limit!.key.slice(0, 16),
      }),
    );
    await h.db.execute(sql`drop table test_pin_conversation`);
    await h.db.execute(sql`drop table test_pin_limit`);
  });

  it.skipIf(testDbConfig().kind !== 'postgres')(
    'PostgreSQL: a row another transaction holds is skipped, not waited on',
    async () => {
      const [held] = await h.db
        .insert(deliveries)
        .values({ channel: 'telegram', target: 'held', localDate: '2025-01-10', status: 'sent' })
        .returning({ id: deliveries.id });
      await h.db
        .insert(deliveries)
        .values({ channel: 'telegram', target: 'free', localDate: '2025-01-10', status: 'sent' });
      await h.db.transaction(async (tx) => {
        await tx.execute(sql`select 1 from deliveries where id = ${held!.id} for update`);
        // The purge runs on another connection while this transaction holds the row.
        const purged = await Promise.race([
          purgeOldDeliveries(ctx, { keepDays: 35 }),
          new Promise<string>((r) => setTimeout(() => r('still waiting after 5 s'), 5000)),
        ]);
        expect(purged).toBe(1);
      });
      const left = await h.db
        .select({ target: deliveries.target })
        .from(deliveries)
        .where(sql`local_date < '2025-02-01'`);
      expect(left.map((r) => r.target)).toEqual(['held']);
    },
  );
});
