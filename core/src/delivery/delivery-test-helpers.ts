/**
 * Helpers for the delivery tests (core and scheduler): people with a Telegram chat and reminders
 * on, and a minimal engine tick (plan -> claim -> record as sent) at a pinned instant.
 */
import type { Ctx } from '../context';
import { createUser } from '../accounts/create-user';
import { updateSettings } from '../settings/update-settings';
import { claimDeliveries } from './claim-deliveries';
import type { DeliveryToSend } from './delivery-types';
import { planDueDeliveries } from './plan-due-deliveries';
import { recordDeliveryResults } from './record-delivery-results';
import { registerTelegramChat } from './register-telegram-chat';

let nextChatId = 500_000;

/** A person whose private Telegram chat gets the daily prayer at `reminderTime` in `timeZone`. */
export async function telegramSubscriber(
  ctx: Ctx,
  opts: { timeZone: string; reminderTime: string; chatId?: number; dailyReminders?: boolean },
): Promise<{ userId: number; chatId: number; target: string }> {
  const chatId = opts.chatId ?? nextChatId++;
  const user = await createUser(ctx, { email: null, firstName: 'Sub', timeZone: opts.timeZone });
  await updateSettings(
    { ...ctx, userId: user.id, timeZone: opts.timeZone },
    { dailyReminders: opts.dailyReminders ?? true, reminderTime: opts.reminderTime },
  );
  await registerTelegramChat(ctx, { chatId, type: 'private', userId: user.id });
  return { userId: user.id, chatId, target: String(chatId) };
}

/** One engine tick at `now` with a sender that always succeeds; returns what was delivered. */
export async function tickAllSent(
  ctx: Ctx,
  now: Date,
  opts: { catchUpMinutes?: number } = {},
): Promise<DeliveryToSend[]> {
  const planned = await planDueDeliveries(ctx, { now, channel: 'telegram', limit: 100_000, ...opts });
  const claimed = await claimDeliveries(ctx, { now, channel: 'telegram', items: planned });
  await recordDeliveryResults(ctx, {
    now,
    channel: 'telegram',
    results: claimed.map((d) => ({ id: d.id, attempts: d.attempts, status: 'sent' as const, externalId: '1' })),
  });
  return claimed;
}

/** Tick from `from` to `to` (exclusive) every `stepMinutes`; every delivery with the instant it went out. */
export async function simulate(
  ctx: Ctx,
  from: string,
  to: string,
  stepMinutes: number,
): Promise<{ target: string; localDate: string; at: Date; prayerId: number }[]> {
  const out: { target: string; localDate: string; at: Date; prayerId: number }[] = [];
  for (let t = Date.parse(from); t < Date.parse(to); t += stepMinutes * 60_000) {
    const now = new Date(t);
    for (const d of await tickAllSent(ctx, now))
      out.push({ target: d.target, localDate: d.localDate, at: now, prayerId: d.prayer.id });
  }
  return out;
}
