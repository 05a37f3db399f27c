import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DbHandle } from '@dps/db/client';
import { deliveries, prayers, telegramChats } from '@dps/db/schema';
import { createTestDb } from '../../test/create-test-db';
import { testCtx } from '../../test/context';
import type { Ctx } from '../context';
import { claimDeliveries } from './claim-deliveries';
import { claimRetries } from './claim-retries';
import { DEFAULT_LEASE_SECONDS } from './delivery-types';
import { getLastDeliveredDate } from './get-reminder-status';
import { planDueDeliveries } from './plan-due-deliveries';
import { purgeOldDeliveries } from './purge-old-deliveries';
import { recordDeliveryResults, retryBackoffSeconds } from './record-delivery-results';
import { telegramSubscriber } from './delivery-test-helpers';

let h: DbHandle;
let ctx: Ctx;
beforeAll(async () => {
  h = await createTestDb();
  ctx = testCtx(h.db);
});
afterAll(() => h.close());

const T0 = new Date('2026-08-03T09:00:00Z');
const after = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
const row = async (id: number) => (await h.db.select().from(deliveries).where(eq(deliveries.id, id)))[0]!;

describe('claimDeliveries', () => {
  it('claims each (target, local date) once, however many instances try, with the prayer of that date', async () => {
    const [scheduled] = await h.db
      .insert(prayers)
      .values({
        kind: 'daily',
        date: '2026-08-03',
        title: 'For the third',
        content: 'Amen.',
        scripture: 'Be still.',
        scriptureReference: 'Psalm 46:10',
      })
      .returning();
    const a = await telegramSubscriber(ctx, { timeZone: 'UTC', reminderTime: '09:00' });
    const b = await telegramSubscriber(ctx, { timeZone: 'UTC', reminderTime: '09:00' });
    const planned = (await planDueDeliveries(ctx, { now: T0, channel: 'telegram' })).filter((p) =>
      [a.target, b.target].includes(p.target),
    );
    expect(planned).toHaveLength(2);
    const results = await Promise.all(
      [1, 2, 3].map(() => claimDeliveries(ctx, { now: T0, channel: 'telegram', items: planned })),
    );
    const won = results.flat();
    expect(won.map((d) => d.target).sort()).toEqual([a.target, b.target].sort());
    expect(won[0]).toMatchObject({
      channel: 'telegram',
      localDate: '2026-08-03',
      attempts: 1,
      prayer: { id: scheduled!.id, title: 'For the third', scripture: 'Be still.', scriptureReference: 'Psalm 46:10' },
    });
    // Claimed rows are no longer planned.
    const again = await planDueDeliveries(ctx, { now: after(60), channel: 'telegram' });
    expect(again.map((p) => p.target)).not.toContain(a.target);
    expect(await getLastDeliveredDate(ctx, { channel: 'telegram', target: a.target })).toBe('2026-08-03');
  });
});

describe('recordDeliveryResults and claimRetries', () => {
  async function claimOne(timeZone = 'UTC') {
    const s = await telegramSubscriber(ctx, { timeZone, reminderTime: '09:00' });
    const [d] = await claimDeliveries(ctx, {
      now: T0,
      channel: 'telegram',
      items: [{ target: s.target, localDate: '2026-08-03' }],
    });
    return { ...s, d: d! };
  }

  it('marks a sent delivery with its message id', async () => {
    const { d } = await claimOne();
    expect(
      await recordDeliveryResults(ctx, {
        now: after(1),
        channel: 'telegram',
        results: [{ id: d.id, attempts: 1, status: 'sent', externalId: '42' }],
      }),
    ).toEqual({
      sent: 1,
      failed: 0,
      released: 0,
      dead: 0,
      deactivated: 0,
      unrecorded: 0,
    });
    expect(await row(d.id)).toMatchObject({ status: 'sent', externalId: '42', sentAt: after(1), lastError: null });
  });

  it('retries a failure with a growing backoff, then gives up as dead after five attempts', async () => {
    const { d } = await claimOne();
    let now = after(1);
    let attempts = d.attempts;
    for (let i = 1; i <= 5; i++) {
      const summary = await recordDeliveryResults(ctx, {
        now,
        channel: 'telegram',
        results: [{ id: d.id, attempts, status: 'failed', error: 'Internal Server Error' }],
      });
      if (i < 5) {
        expect(summary.failed).toBe(1);
        const r = await row(d.id);
        expect(r.status).toBe('failed');
        expect(r.nextAttemptAt).toEqual(new Date(now.getTime() + retryBackoffSeconds(attempts) * 1000));
        // Not before the backoff has passed.
        expect(
          (await claimRetries(ctx, { now: new Date(r.nextAttemptAt!.getTime() - 1000), channel: 'telegram' })).map(
            (x) => x.id,
          ),
        ).not.toContain(d.id);
        now = r.nextAttemptAt!;
        const [retry] = (await claimRetries(ctx, { now, channel: 'telegram' })).filter((x) => x.id === d.id);
        expect(retry).toMatchObject({ id: d.id, attempts: attempts + 1, prayer: d.prayer });
        attempts = retry!.attempts;
      } else {
        expect(summary.dead).toBe(1);
      }
    }
    expect(await row(d.id)).toMatchObject({
      status: 'dead',
      attempts: 5,
      lastError: 'Internal Server Error',
      nextAttemptAt: null,
    });
    expect([30, 120, 480, 1920, 3600].map((s, i) => retryBackoffSeconds(i + 1) === s)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
  });

  it('honours the platform’s retry_after when it is longer than the backoff', async () => {
    const { d } = await claimOne();
    await recordDeliveryResults(ctx, {
      now: after(1),
      channel: 'telegram',
      results: [{ id: d.id, attempts: 1, status: 'failed', error: 'Too Many Requests', retryAfterSeconds: 600 }],
    });
    expect((await row(d.id)).nextAttemptAt).toEqual(after(601));
  });

  it('a blocked chat is dead at once, switched off, and no longer planned', async () => {
    const { d, chatId, target } = await claimOne();
    const summary = await recordDeliveryResults(ctx, {
      now: after(1),
      channel: 'telegram',
      results: [{ id: d.id, attempts: 1, status: 'gone', error: 'Forbidden: bot was blocked by the user' }],
    });
    expect(summary).toEqual({ sent: 0, failed: 0, released: 0, dead: 1, deactivated: 1, unrecorded: 0 });
    expect((await h.db.select().from(telegramChats).where(eq(telegramChats.chatId, chatId)))[0]!.isActive).toBe(false);
    const tomorrow = new Date('2026-08-04T09:00:00Z');
    expect((await planDueDeliveries(ctx, { now: tomorrow, channel: 'telegram' })).map((p) => p.target)).not.toContain(
      target,
    );
    expect(await claimRetries(ctx, { now: tomorrow, channel: 'telegram' })).not.toContainEqual(
      expect.objectContaining({ id: d.id }),
    );
  });

  it('takes over a claim whose lease ran out (the instance died) and ignores the late result of the old attempt', async () => {
    const { d } = await claimOne();
    expect(
      (await claimRetries(ctx, { now: after(DEFAULT_LEASE_SECONDS - 1), channel: 'telegram' })).map((x) => x.id),
    ).not.toContain(d.id);
    const [taken] = (await claimRetries(ctx, { now: after(DEFAULT_LEASE_SECONDS), channel: 'telegram' })).filter(
      (x) => x.id === d.id,
    );
    expect(taken?.attempts).toBe(2);
    // The first instance wakes up and reports: its attempt is superseded, nothing changes.
    expect(
      (
        await recordDeliveryResults(ctx, {
          now: after(DEFAULT_LEASE_SECONDS + 1),
          channel: 'telegram',
          results: [{ id: d.id, attempts: 1, status: 'sent' }],
        })
      ).sent,
    ).toBe(0);
    expect((await row(d.id)).status).toBe('claimed');
    await recordDeliveryResults(ctx, {
      now: after(DEFAULT_LEASE_SECONDS + 2),
      channel: 'telegram',
      results: [{ id: d.id, attempts: 2, status: 'sent' }],
    });
    expect((await row(d.id)).status).toBe('sent');
  });

  it('splits retries between racing instances without overlap', async () => {
    const claimed = await Promise.all([0, 1, 2, 3, 4, 5].map(() => claimOne()));
    await recordDeliveryResults(ctx, {
      now: after(1),
      channel: 'telegram',
      results: claimed.map(({ d }) => ({ id: d.id, attempts: 1, status: 'failed' as const, error: 'Bad Gateway' })),
    });
    const mine = new Set(claimed.map((c) => c.d.id));
    const picks = await Promise.all(
      [0, 1, 2].map(() => claimRetries(ctx, { now: after(40), channel: 'telegram', limit: 1000 })),
    );
    const ids = picks
      .flat()
      .map((x) => x.id)
      .filter((id) => mine.has(id));
    expect(ids.sort()).toEqual([...mine].sort());
  });
});

describe('purgeOldDeliveries', () => {
  it('forgets deliveries older than the kept days', async () => {
    const s = await telegramSubscriber(ctx, { timeZone: 'UTC', reminderTime: '09:00' });
    await claimDeliveries(ctx, {
      now: T0,
      channel: 'telegram',
      items: [
        { target: s.target, localDate: '2026-06-01' },
        { target: s.target, localDate: '2026-07-30' },
      ],
    });
    const c = testCtx(h.db, '2026-08-03T12:00:00Z');
    expect(await purgeOldDeliveries(c, { keepDays: 35 })).toBeGreaterThanOrEqual(1);
    expect(
      (await h.db.select().from(deliveries).where(eq(deliveries.target, s.target))).map((r) => r.localDate),
    ).toEqual(['2026-07-30']);
  });
});
