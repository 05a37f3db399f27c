/**
 * The order the one daily reminder tries a person's channels in (decision 222). People
 * name channels as they see them (telegram, slack, push, email); the delivery engine knows them as
 * `telegram`, `slack_dm`, `web_push`, `email`. Group posts (Telegram groups, Slack channels) are
 * not a person's channels and follow no order.
 */
import { z } from 'zod';
import { issue } from '../validate';

/**
 * The delivery engine's names of a person's own channels (a subset of its `DeliveryChannel`),
 * spelled here so this rule sits below the engine that reads it (decision 252).
 */
export type PersonalDeliveryChannel = 'telegram' | 'slack_dm' | 'web_push' | 'email';

export const REMINDER_CHANNELS = ['telegram', 'slack', 'push', 'email'] as const;
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number];

export const DEFAULT_REMINDER_ORDER: ReminderChannel[] = ['telegram', 'slack', 'push', 'email'];

/** The engine's channel of each of a person's reminder channels. */
export const DELIVERY_CHANNEL_OF: Record<ReminderChannel, PersonalDeliveryChannel> = {
  telegram: 'telegram',
  slack: 'slack_dm',
  push: 'web_push',
  email: 'email',
};

/** The person's reminder channel of a delivery channel, or null for group posts. */
export function reminderChannelOf(channel: string): ReminderChannel | null {
  return (REMINDER_CHANNELS.find((c) => DELIVERY_CHANNEL_OF[c] === channel) ?? null) as ReminderChannel | null;
}

const BAD_ORDER = issue('reminderOrder');

/**
 * An order as a person sends it: some or all of the four, each once. Stored complete: the ones left
 * out follow in the default order, so the engine always has a rank for every channel.
 */
export const ZReminderOrder = z
  .array(z.enum(REMINDER_CHANNELS, { error: BAD_ORDER }), { error: BAD_ORDER })
  .min(1, { error: BAD_ORDER })
  .max(REMINDER_CHANNELS.length, { error: BAD_ORDER })
  .refine((a) => new Set(a).size === a.length, { error: BAD_ORDER })
  .transform(completeOrder);

export function completeOrder(order: readonly string[]): ReminderChannel[] {
  const known = order.filter((c): c is ReminderChannel => (REMINDER_CHANNELS as readonly string[]).includes(c));
  const seen = [...new Set(known)];
  return [...seen, ...DEFAULT_REMINDER_ORDER.filter((c) => !seen.includes(c))];
}

export const CHANNEL_WORDS: Record<ReminderChannel, string> = {
  telegram: 'Telegram',
  slack: 'Slack',
  push: 'notifications on your devices',
  email: 'email',
};
