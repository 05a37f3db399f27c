import { and, eq, gte, isNull, or } from 'drizzle-orm';
import { z } from 'zod';
import { rhythmPeriods } from '@dps/db/schema';
import type { Tx } from '@dps/db/client';
import { uncached } from '../cache/read-cache';
import type { ActorCtx } from '../context';
import { addDays, localDate } from '../time/local-day';
import { issue, parseInput } from '../validate';
import { getRhythm, type RhythmView } from './get-rhythm';

export const MAX_PAUSE_DAYS = 30;

const REST_DAY = issue('restDay');
const PAUSE_DAYS = issue('pauseDays', undefined, { max: MAX_PAUSE_DAYS });

export const ZSetRestDayInput = z.strictObject({
  /** 0 = Sunday … 6 = Saturday; null for no rest day. */
  weekday: z
    .number({ error: REST_DAY })
    .int({ error: REST_DAY })
    .min(0, { error: REST_DAY })
    .max(6, { error: REST_DAY })
    .nullable(),
  /** On the rest day the reminder comes gently, or not at all. */
  reminders: z.enum(['gentle', 'off'], { error: issue('restDayReminders') }).default('gentle'),
});

/**
 * Choose (or clear) the weekly rest day from today on. Days before today keep the rest day they had:
 * the open rest period ends yesterday (or is dropped if it began today) and a new one begins today.
 */
export async function setRestDay(ctx: ActorCtx, input: z.input<typeof ZSetRestDayInput>): Promise<RhythmView> {
  const data = parseInput(ZSetRestDayInput, input);
  const today = localDate(ctx.clock.now(), ctx.timeZone);
  await ctx.db.transaction(async (tx) => {
    const open = and(eq(rhythmPeriods.userId, ctx.userId), eq(rhythmPeriods.kind, 'rest'), isNull(rhythmPeriods.untilDate));
    await tx.delete(rhythmPeriods).where(and(open, gte(rhythmPeriods.fromDate, today)));
    await tx.update(rhythmPeriods).set({ untilDate: addDays(today, -1) }).where(open);
    if (data.weekday !== null) {
      await tx.insert(rhythmPeriods).values({
        userId: ctx.userId,
        kind: 'rest',
        weekday: data.weekday,
        restReminders: data.reminders,
        fromDate: today,
        createdAt: ctx.clock.now(),
      });
    }
  });
  return getRhythm(uncached(ctx));
}

export const ZPauseInput = z.strictObject({
  days: z
    .number({ error: PAUSE_DAYS })
    .int({ error: PAUSE_DAYS })
    .min(1, { error: PAUSE_DAYS })
    .max(MAX_PAUSE_DAYS, { error: issue('pauseTooLong', undefined, { max: MAX_PAUSE_DAYS }) }),
});

/**
 * Pause the rhythm from today for `days` days (today included): no reminders, no break. A pause in
 * effect is replaced (lengthened or shortened) from today; it can never reach back before today.
 */
export async function pauseRhythm(ctx: ActorCtx, input: z.input<typeof ZPauseInput>): Promise<RhythmView> {
  const data = parseInput(ZPauseInput, input);
  const today = localDate(ctx.clock.now(), ctx.timeZone);
  await ctx.db.transaction(async (tx) => {
    await endPausesFrom(tx, ctx.userId, today);
    await tx.insert(rhythmPeriods).values({
      userId: ctx.userId,
      kind: 'pause',
      fromDate: today,
      untilDate: addDays(today, data.days - 1),
      createdAt: ctx.clock.now(),
    });
  });
  return getRhythm(uncached(ctx));
}

/** End the pause today: today counts again (pray today to grow the streak). Nothing to end is not an error. */
export async function resumeRhythm(ctx: ActorCtx): Promise<RhythmView> {
  const today = localDate(ctx.clock.now(), ctx.timeZone);
  await ctx.db.transaction((tx) => endPausesFrom(tx, ctx.userId, today));
  return getRhythm(uncached(ctx));
}

/** Pauses reaching today or later end yesterday; one that had not begun before today is dropped. */
async function endPausesFrom(tx: Tx, userId: number, today: string) {
  const mine = and(eq(rhythmPeriods.userId, userId), eq(rhythmPeriods.kind, 'pause'));
  await tx.delete(rhythmPeriods).where(and(mine, gte(rhythmPeriods.fromDate, today)));
  await tx
    .update(rhythmPeriods)
    .set({ untilDate: addDays(today, -1) })
    .where(and(mine, or(isNull(rhythmPeriods.untilDate), gte(rhythmPeriods.untilDate, today))));
}

