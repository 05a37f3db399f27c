/**
 * "Where my reminder goes" (decision 140): the one daily reminder (on/off, time, zone) and each
 * channel it can take, on or off. Push is per device, so the page says whether *this* browser is
 * subscribed; the server says how many are.
 */
import { and, eq, sql } from 'drizzle-orm';
import { identities, telegramChats, users } from '@dps/db/schema';
import type { ActorCtx } from '../context';
import { countPushDevices } from '../push/push-subscriptions';
import { getSettings } from '../settings/get-settings';
import { getChatNotificationsByChannel } from '../notifications/chat-opt-in';
import { completeOrder, type ReminderChannel } from '../rules/reminder-order';

export interface ReminderChannels {
  dailyReminders: boolean;
  reminderTime: string;
  timeZone: string;
  push: { devices: number };
  /** Null when the server cannot send mail (no SMTP) or the person has no address. */
  email: { address: string; on: boolean } | null;
  /**
   * Null when not linked. `on`: the daily reminder there; `notify`: whether notifications are told
   * there (decision 196, the answer `/notify` and `/prayer notify` give).
   */
  telegram: { on: boolean; notify: boolean } | null;
  slack: { on: boolean; notify: boolean } | null;
  /** The order the one reminder tries the channels in, primary first (decision 222). */
  order: ReminderChannel[];
  /** The reminder on every channel that is on, not just the first. */
  everyChannel: boolean;
}

export async function getReminderChannels(ctx: ActorCtx, opts: { emailAvailable: boolean }): Promise<ReminderChannels> {
  const s = await getSettings(ctx);
  const told = await getChatNotificationsByChannel(ctx);
  // The subqueries compare with the actor's id as a parameter, never with `users.id`: in a query
  // without a join drizzle writes select-list columns unqualified, so `users.id` became a bare "id"
  // that the subquery read as its own table's id (identities.id): Slack showed as not linked
  // (decision 195).
  const [row] = await ctx.db
    .select({
      email: users.email,
      telegram: sql<boolean>`exists (select 1 from ${telegramChats} where ${telegramChats.userId} = ${ctx.userId}::int
        and ${telegramChats.type} = 'private' and ${telegramChats.isActive})`,
      slack: sql<boolean>`exists (select 1 from ${identities} where ${identities.userId} = ${ctx.userId}::int
        and ${identities.provider} = 'slack')`,
    })
    .from(users)
    .where(and(eq(users.id, ctx.userId)));
  return {
    dailyReminders: s.dailyReminders,
    reminderTime: s.reminderTime,
    timeZone: s.timeZone,
    push: { devices: await countPushDevices(ctx) },
    email: opts.emailAvailable && row?.email ? { address: row.email, on: s.emailReminders } : null,
    telegram: row?.telegram ? { on: s.telegramReminders, notify: told.telegram?.on ?? true } : null,
    slack: row?.slack ? { on: s.slackReminders, notify: told.slack?.on ?? true } : null,
    order: completeOrder(s.reminderOrder),
    everyChannel: s.reminderEveryChannel,
  };
}
