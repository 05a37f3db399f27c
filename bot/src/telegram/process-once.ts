/**
 * Telegram redelivers an update when it did not see it confirmed (a crash mid-batch, a webhook
 * answered late). Each update id is claimed once in the database — shared by every instance and
 * surviving restarts — and a repeat is dropped before any feature runs.
 *
 * The claim reuses the rate-limit table (`hitRateLimit` with limit 1 per update id: the first hit
 * is allowed, any repeat is not), so no new table is needed; rows expire after two days (Telegram
 * keeps an update at most 24 hours) and go with the rate-limit housekeeping.
 */
import type { MiddlewareFn } from 'grammy';
import type { Ctx } from '@dps/core/context';
import { hitRateLimit } from '@dps/core/rate-limit/hit-rate-limit';
import type { BotContext } from './bot-context';

export function processOnce(ctx: Ctx): MiddlewareFn<BotContext> {
  return async (c, next) => {
    const { allowed } = await hitRateLimit(ctx, {
      key: `telegram:update:${c.me.id}:${c.update.update_id}`,
      limit: 1,
      windowSeconds: 2 * 86_400,
    });
    if (!allowed) {
      ctx.log.info({ event: 'telegram_update_repeated', updateId: c.update.update_id });
      return;
    }
    await next();
  };
}
