/**
 * The bot's one error boundary: an AppError from core becomes one reply in the person's words (a
 * popup for a button, a message otherwise); anything else is logged with the update id (never the
 * text of a prayer or reflection) and answered with a generic line.
 */
import { GrammyError, type BotError } from 'grammy';
import { isAppError, type AppError } from '@dps/core/errors';
import { errorText } from '@dps/core/i18n/error-text';
import type { Log } from '@dps/core/context';
import type { BotContext } from './bot-context';
import { escapeHtml } from './format';
import { wordsFor, type Words } from './words';

/** The generic line in English (tests look for it; a person reads it in their language). */
export const GENERIC_ERROR = wordsFor('en').t('telegramCommon.errors.generic');

/** The reply for a core error, as HTML and as plain text (for a button's popup), in `words`' language. */
export function appErrorReply(e: AppError, words: Words = wordsFor('en')): { html: string; text: string } {
  const { t } = words;
  // Core's own message (a rule of the spec, what was not understood), rendered by its key in core's catalogue.
  const said = errorText(words.language, e);
  let message = said.message;
  if (e.code === 'unauthorized') message = t('telegramCommon.errors.startFirst');
  if (e.code === 'rate_limited') {
    const s = Number((e.details as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds ?? 0);
    message =
      s > 0
        ? t('telegramCommon.errors.tooManyAttemptsWait', { wait: waitPhrase(s, words) })
        : t('telegramCommon.errors.tooManyAttempts');
  }
  const title =
    said.title && e.code === 'validation'
      ? said.title
      : e.code === 'forbidden'
        ? (said.title ?? t('telegramCommon.errors.accessDenied'))
        : undefined;
  return titledReply(title, message, words);
}

function titledReply(title: string | undefined, message: string, { t }: Words): { html: string; text: string } {
  return {
    html: title ? `<b>${escapeHtml(title)}</b>\n${escapeHtml(message)}` : escapeHtml(message),
    text: title ? t('telegramCommon.errors.titled', { title, message }) : message,
  };
}

/** A refusal in the bot's own words, already in the person's language (a group setting asked for by a member who is not an admin). */
export class ChatRefusal extends Error {
  constructor(
    readonly title: string,
    readonly text: string,
  ) {
    super('refusal');
    this.name = 'ChatRefusal';
  }
}

/** "45 seconds", "1 minute", "60 minutes", "2 hours": a wait a person can picture (rounded up). */
export function waitPhrase(seconds: number, words: Words = wordsFor('en')): string {
  const { t } = words;
  if (seconds < 90) return t('telegramCommon.wait.seconds', { count: Math.max(1, Math.ceil(seconds)) });
  if (seconds <= 90 * 60) return t('telegramCommon.wait.minutes', { count: Math.ceil(seconds / 60) });
  return t('telegramCommon.wait.hours', { count: Math.ceil(seconds / 3600) });
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
    // The person's language; English when even that cannot be read (the database down).
    const words = c.app ? await c.app.words().catch(() => wordsFor('en')) : wordsFor('en');
    let reply: { html: string; text: string };
    if (isAppError(e)) reply = appErrorReply(e, words);
    else if (e instanceof ChatRefusal) reply = titledReply(e.title, e.text, words);
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
      const generic = words.t('telegramCommon.errors.generic');
      reply = { html: escapeHtml(generic), text: generic };
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
