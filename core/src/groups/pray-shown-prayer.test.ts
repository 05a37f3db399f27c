/**
 * "🙏 Pray" under a shown prayer, on any front end (decision 251): the prayer of the day shown in
 * another language (a Slack channel's or Telegram group's post in the group's language, the day's
 * prayer sent in the other language) counts the person's own prayer of the day, and a tap on a
 * group's post counts for the group and answers its count. Each test runs in a rolled-back
 * transaction with scheduled prayers in both languages, on a pinned clock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DbHandle, Tx } from '@dps/db/client';
import { completions, deliveries, groupPrayers, prayers } from '@dps/db/schema';
import { createTestDb } from '../../test/create-test-db';
import { actor, testCtx } from '../../test/context';
import { makeUser } from '../../test/factories';
import { updateSettings } from '../settings/update-settings';
import { NOT_TODAYS_PRAYER } from '../prayers/complete-prayer';
import { prayShownPrayer } from './pray-shown-prayer';

const AT = '2026-03-10T12:00:00Z';
let h: DbHandle;
beforeAll(async () => {
  h = await createTestDb();
});
afterAll(() => h.close());

async function rolledBack(fn: (ctx: ReturnType<typeof testCtx>, tx: Tx) => Promise<void>): Promise<void> {
  const sentinel = new Error('rollback');
  await expect(
    h.db.transaction(async (tx) => {
      await fn({ ...testCtx(h.db, AT), db: tx }, tx);
      throw sentinel;
    }),
  ).rejects.toBe(sentinel);
}

async function days(tx: Tx) {
  const rows = await tx
    .insert(prayers)
    .values([
      { kind: 'daily', date: '2026-03-10', language: 'en', title: 'Today', content: 'Amen.' },
      { kind: 'daily', date: '2026-03-10', language: 'es', title: 'Hoy', content: 'Amén.' },
      { kind: 'daily', date: '2026-03-09', language: 'en', title: 'Yesterday', content: 'Amen.' },
      { kind: 'daily', date: '2026-03-09', language: 'es', title: 'Ayer', content: 'Amén.' },
      { kind: 'daily', date: '2026-03-20', language: 'en', title: 'Later', content: 'Not yet.' },
    ])
    .returning();
  return { en: rows[0]!.id, es: rows[1]!.id, yesterday: rows[2]!.id, ayer: rows[3]!.id, later: rows[4]!.id };
}

async function person(ctx: ReturnType<typeof testCtx>, language: 'en' | 'es') {
  const u = await makeUser(ctx, { timeZone: 'UTC' });
  const a = actor(ctx, u.id, 'UTC');
  if (language !== 'en') await updateSettings(a, { language });
  return a;
}

/** A Spanish-speaking group that got the Spanish prayer of the 9th and of the 10th. */
async function spanishGroup(tx: Tx, p: Awaited<ReturnType<typeof days>>) {
  const group = { channel: 'telegram' as const, target: '-100777' };
  await tx.insert(deliveries).values(
    [
      ['2026-03-09', p.ayer],
      ['2026-03-10', p.es],
    ].map(([localDate, prayerId]) => ({
      ...group,
      localDate: localDate as string,
      prayerId: prayerId as number,
      status: 'sent' as const,
      sentAt: new Date(`${localDate as string}T07:00:00Z`),
    })),
  );
  return group;
}

const prayedBy = async (tx: Tx, userId: number) =>
  (await tx.select().from(completions).where(eq(completions.userId, userId))).map((c) => c.prayerId);

describe('prayShownPrayer', () => {
  it("today's prayer in another language counts the person's own prayer of today", async () => {
    await rolledBack(async (ctx, tx) => {
      const p = await days(tx);
      const ana = await person(ctx, 'es');
      expect(await prayShownPrayer(ana, { prayerId: p.en, source: 'slack' })).toMatchObject({
        prayerId: p.es,
        localDate: '2026-03-10',
        alreadyCompleted: false,
        group: null,
      });
      expect(await prayShownPrayer(ana, { prayerId: p.es, source: 'slack' })).toMatchObject({
        prayerId: p.es,
        alreadyCompleted: true,
      });
      expect(await prayShownPrayer(ana, { prayerId: p.en, source: 'telegram' })).toMatchObject({
        prayerId: p.es,
        alreadyCompleted: true,
      });
      expect(await prayedBy(tx, ana.userId)).toEqual([p.es]);
    });
  });

  it("in the person's own language it is completePrayer; another day's prayer is refused as before", async () => {
    await rolledBack(async (ctx, tx) => {
      const p = await days(tx);
      const john = await person(ctx, 'en');
      expect(await prayShownPrayer(john, { prayerId: p.en, source: 'telegram' })).toMatchObject({ prayerId: p.en });
      await expect(prayShownPrayer(john, { prayerId: p.yesterday, source: 'slack' })).rejects.toThrow(
        NOT_TODAYS_PRAYER,
      );
      const ana = await person(ctx, 'es');
      await expect(prayShownPrayer(ana, { prayerId: p.yesterday, source: 'slack' })).rejects.toThrow(NOT_TODAYS_PRAYER);
      // A prayer not published yet is not found, in any language; nothing is recorded.
      await expect(prayShownPrayer(ana, { prayerId: p.later, source: 'telegram' })).rejects.toMatchObject({
        code: 'not_found',
        key: 'prayerNotFound',
      });
      expect(await prayedBy(tx, ana.userId)).toEqual([]);
    });
  });

  it("the web answers completePrayer's three fields first, with no group", async () => {
    await rolledBack(async (ctx, tx) => {
      const p = await days(tx);
      const john = await person(ctx, 'en');
      const tap = await prayShownPrayer(john, { prayerId: p.en });
      expect(Object.keys(tap)).toEqual(['completed', 'localDate', 'alreadyCompleted', 'prayerId', 'group']);
      expect(tap).toEqual({
        completed: true,
        localDate: '2026-03-10',
        alreadyCompleted: false,
        prayerId: p.en,
        group: null,
      });
      const [row] = await tx.select().from(completions).where(eq(completions.userId, john.userId));
      expect(row).toMatchObject({ source: 'web', localDate: '2026-03-10' });
    });
  });

  it("a tap made offline yesterday on yesterday's prayer in another language counts the person's prayer of yesterday", async () => {
    await rolledBack(async (ctx, tx) => {
      const p = await days(tx);
      const ana = await person(ctx, 'es');
      expect(await prayShownPrayer(ana, { prayerId: p.yesterday, at: '2026-03-09T20:00:00Z' })).toMatchObject({
        prayerId: p.ayer,
        localDate: '2026-03-09',
      });
      // Yesterday's prayer tapped today (no `at`) is still refused.
      const bea = await person(ctx, 'es');
      await expect(prayShownPrayer(bea, { prayerId: p.yesterday })).rejects.toThrow(NOT_TODAYS_PRAYER);
    });
  });

  it("on a group's post it counts for the group once per member and answers the post's count and streak", async () => {
    await rolledBack(async (ctx, tx) => {
      const p = await days(tx);
      const group = await spanishGroup(tx, p);
      const [ana, eva, john] = [await person(ctx, 'es'), await person(ctx, 'es'), await person(ctx, 'en')];
      expect(await prayShownPrayer(ana, { prayerId: p.es, source: 'telegram', group })).toEqual({
        completed: true,
        localDate: '2026-03-10',
        alreadyCompleted: false,
        prayerId: p.es,
        group: { localDate: '2026-03-10', prayedToday: 1, streak: 1 },
      });
      // A double tap counts once, and still answers the count to redraw.
      expect(await prayShownPrayer(ana, { prayerId: p.es, source: 'telegram', group })).toMatchObject({
        alreadyCompleted: true,
        group: { localDate: '2026-03-10', prayedToday: 1, streak: 1 },
      });
      expect((await prayShownPrayer(eva, { prayerId: p.es, source: 'telegram', group })).group).toEqual({
        localDate: '2026-03-10',
        prayedToday: 2,
        streak: 1,
      });
      // An English member on the Spanish post: his own prayer of the day, and the group's count.
      expect(await prayShownPrayer(john, { prayerId: p.es, source: 'telegram', group })).toMatchObject({
        prayerId: p.en,
        group: { prayedToday: 3 },
      });
      expect(await prayedBy(tx, john.userId)).toEqual([p.en]);
      expect(await tx.$count(groupPrayers, eq(groupPrayers.target, group.target))).toBe(3);
    });
  });

  it("a past day's post is refused and counts for no one; a post the group never got counts for the person only", async () => {
    await rolledBack(async (ctx, tx) => {
      const p = await days(tx);
      const group = await spanishGroup(tx, p);
      const ana = await person(ctx, 'es');
      await expect(prayShownPrayer(ana, { prayerId: p.ayer, source: 'telegram', group })).rejects.toThrow(
        NOT_TODAYS_PRAYER,
      );
      expect(await tx.$count(groupPrayers, eq(groupPrayers.target, group.target))).toBe(0);
      // Pray under a /today reply in the group (the English prayer, never posted there).
      const john = await person(ctx, 'en');
      expect(await prayShownPrayer(john, { prayerId: p.en, source: 'telegram', group })).toMatchObject({
        prayerId: p.en,
        alreadyCompleted: false,
        group: null,
      });
      expect(await tx.$count(groupPrayers, eq(groupPrayers.target, group.target))).toBe(0);
    });
  });

  it("a Slack post's day, as its button carries it: a day that does not exist is refused before anything is recorded", async () => {
    await rolledBack(async (ctx, tx) => {
      const p = await days(tx);
      const group = { channel: 'slack_channel' as const, target: 'T1:C1' };
      await tx.insert(deliveries).values({
        ...group,
        localDate: '2026-03-10',
        prayerId: p.en,
        status: 'sent',
        sentAt: new Date('2026-03-10T07:00:00Z'),
      });
      const ruth = await person(ctx, 'en');
      await expect(
        prayShownPrayer(ruth, { prayerId: p.en, source: 'slack', group: { ...group, localDate: '2026-02-30' } }),
      ).rejects.toMatchObject({ code: 'validation', message: 'Please give a real date in YYYY-MM-DD format.' });
      expect(await prayedBy(tx, ruth.userId)).toEqual([]);
      // Another day than the post's counts nothing for the channel.
      expect(
        (await prayShownPrayer(ruth, { prayerId: p.en, source: 'slack', group: { ...group, localDate: '2026-03-09' } }))
          .group,
      ).toBeNull();
      expect(
        (await prayShownPrayer(ruth, { prayerId: p.en, source: 'slack', group: { ...group, localDate: '2026-03-10' } }))
          .group,
      ).toEqual({ localDate: '2026-03-10', prayedToday: 1, streak: 1 });
    });
  });
});
