/**
 * The bot's one error boundary: an AppError from core becomes one reply in the person's words (a
 * popup for a button, a message otherwise); anything else is logged with the update id (never the
 * text of a prayer or reflection) and answered with a generic line.
 */
import { GrammyError, type BotError } from 'grammy';
import { isAppError, type AppError } from '@dps/core/errors';
import type { Log } from '@dps/core/context';
import type { BotContext } from './bot-context';
import { escapeHtml } from './format';

export const GENERIC_ERROR = 'Something went wrong. Please try again.';

/** The reply for a core error, as HTML and as plain text (for a button's popup). */
export function appErrorReply(e: AppError): { html: string; text: string } {
  let message = e.message;
  if (e.code === 'unauthorized') message = 'Please send /start first.';
  if (e.code === 'rate_limited') {
    const s = Number((e.details as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds ?? 0);
    message =
      s > 0 ? `Too many attempts. Please try again in ${waitPhrase(s)}.` : 'Too many attempts. Please try again later.';
  }
  const title =
    e.title && e.code === 'validation' ? e.title : e.code === 'forbidden' ? (e.title ?? 'Access Denied') : undefined;
  return {
    html: title ? `<b>${escapeHtml(title)}</b>\n${escapeHtml(message)}` : escapeHtml(message),
    text: title ? `${title}: ${message}` : message,
  };
}

/** "45 seconds", "1 minute", "60 minutes", "2 hours": a wait a person can picture (rounded up). */
export function waitPhrase(seconds: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (seconds < 90) return plural(Math.max(1, Math.ceil(seconds)), 'second');
  if (seconds <= 90 * 60) return plural(Math.ceil(seconds / 60), 'minute');
  return plural(Math.ceil(seconds / 3600), 'hour');
}

/** What a feature throws when the person's input is wrong and a hint helps (usage lines). */
export class UsageError extends Error {
  constructor(readonly html: string) {
    super('usage');
    this.name = 'UsageError';
  }
}

export function errorBoundary(log: Log) {
  return async (err: BotError<BotContext>): Promise<void> => {
    const c = err.ctx;
    const e = err.error;
    let reply: { html: string; text: string };
    if (isAppError(e)) reply = appErrorReply(e);
    else if (e instanceof UsageError) reply = { html: e.html, text: e.html.replace(/<[^<>]+>/g, '') };
    else {
      log.error({
        event: 'telegram_update_failed',
        updateId: c.update.update_id,
        err: {
          name: (e as Error)?.name,
          code: (e as { code?: string })?.code,
          ...(e instanceof GrammyError ? { method: e.method, description: e.description } : {}),
        },
      });
      reply = { html: GENERIC_ERROR, text: GENERIC_ERROR };
    }
    try {
      if (c.callbackQuery) await c.answerCallbackQuery({ text: reply.text.slice(0, 200), show_alert: true });
      else if (c.chat) await c.reply(reply.html, { parse_mode: 'HTML' });
    } catch (replyError) {
      // The chat may be gone (blocked, kicked); nothing more to tell anyone.
      log.warn({
        event: 'telegram_error_reply_failed',
        updateId: c.update.update_id,
        err: { name: (replyError as Error)?.name },
      });
    }
  };
}
