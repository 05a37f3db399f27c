import { and, eq, sql } from 'drizzle-orm';
import { deliveries, userSettings } from '@dps/db/schema';
import type { ActorCtx, Ctx } from '../context';
import { DEFAULT_SETTINGS } from '../settings/user-settings';
import { usableTimeZone } from '../time/time-zones';
import type { DeliveryChannel } from './delivery-types';
import { nextDeliveryAt } from './is-due';

/** The latest local date a target has a delivery row for (sent, pending or given up), or null. */
export async function getLastDeliveredDate(
  ctx: Ctx,
  input: { channel: DeliveryChannel; target: string },
): Promise<string | null> {
  const [row] = await ctx.db
    .select({ last: sql<string | null>`max(${deliveries.localDate})::text` })
    .from(deliveries)
    .where(and(eq(deliveries.channel, input.channel), eq(deliveries.target, input.target)));
  return row?.last ?? null;
}

export interface ReminderStatus {
  dailyReminders: boolean;
  reminderTime: string;
  timeZone: string;
  /** False until the person told us their zone (Telegram asks; until then UTC applies). */
  timeZoneConfirmed: boolean;
  /** The next delivery to `target`, when reminders are on. */
  next: { localDate: string; at: Date } | null;
}

/**
 * The actor's daily reminder as it applies to one delivery target (their Telegram chat, their Slack
 * DM): on or off, time, zone, whether the zone was confirmed, and when the next one arrives.
 */
export async function getReminderStatus(
  ctx: ActorCtx,
  input: { channel: DeliveryChannel; target: string },
): Promise<ReminderStatus> {
  const [row] = await ctx.db
    .select({
      dailyReminders: userSettings.dailyReminders,
      reminderTime: userSettings.reminderTime,
      timeZone: userSettings.timeZone,
      timeZoneConfirmed: userSettings.timeZoneConfirmed,
    })
    .from(userSettings)
    .where(eq(userSettings.userId, ctx.userId));
  const s = row ?? { ...DEFAULT_SETTINGS, timeZoneConfirmed: false };
  const timeZone = usableTimeZone(s.timeZone);
  const last = s.dailyReminders ? await getLastDeliveredDate(ctx, input) : null;
  return {
    dailyReminders: s.dailyReminders,
    reminderTime: s.reminderTime,
    timeZone,
    timeZoneConfirmed: s.timeZoneConfirmed,
    next: s.dailyReminders
      ? nextDeliveryAt({ now: ctx.clock.now(), timeZone, reminderTime: s.reminderTime, lastDeliveredLocalDate: last })
      : null,
  };
}
