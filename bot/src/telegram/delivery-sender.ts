/**
 * The Telegram channel of the delivery engine: the daily prayer (./daily-message.ts) with the
 * Pray / Save / Reflect / Share buttons, behind core's DeliverySender. Platform errors become
 * results the engine understands (./send-errors.ts).
 */
import type { Api } from 'grammy';
import type { DeliverySender } from '@dps/core/delivery/delivery-types';
import type { Ctx } from '@dps/core/context';
import { getGroupProgress } from '@dps/core/groups/get-group-progress';
import { dailyPrayerKeyboard, groupPostKeyboard } from './keyboards';
import { wordsFor } from './words';
import { addPlanDayButtons } from './plan-day-html';
import { addGroupPlanButtons } from './group-plan-html';
import { endGroupPlans } from './group-plan-post';
import { dailyDeliveryHtml } from './daily-message';
import { addDailyRequestButtons } from './daily-requests-html';
import { telegramErrorToResult } from './send-errors';

/** `ctx`: with it, a group's post shows the group's count and streak (decision 151). */
/** `appUrl`: with it, a plan day's passages link to the web reader. */
export function createTelegramSender(opts: {
  api: Api;
  perSecond?: number;
  ctx?: Ctx;
  appUrl?: string;
}): DeliverySender {
  const { api, ctx } = opts;
  return {
    channel: 'telegram',
    // Telegram: about 30 messages a second overall, about one a second per chat.
    limits: { perSecond: opts.perSecond ?? 30, perTargetIntervalMs: 1000 },
    async send(d) {
      try {
        const progress =
          ctx && d.target.startsWith('-')
            ? await getGroupProgress(ctx, { channel: 'telegram', target: d.target, localDate: d.localDate })
            : undefined;
        const words = wordsFor(d.language);
        const isGroup = d.target.startsWith('-');
        const keyboard = isGroup ? groupPostKeyboard(words, d.prayer.id) : dailyPrayerKeyboard(words, d.prayer.id);
        if (d.planDays?.length && !isGroup) addPlanDayButtons(keyboard, d.planDays, words);
        if (d.groupPlans?.length && isGroup) addGroupPlanButtons(keyboard, d.groupPlans, d.language);
        if (d.requests?.length && !isGroup) addDailyRequestButtons(keyboard, d.requests, words);
        const message = await api.sendMessage(Number(d.target), dailyDeliveryHtml(d, progress, opts.appUrl), {
          parse_mode: 'HTML',
          reply_markup: keyboard,
          link_preview_options: { is_disabled: true },
        });
        if (ctx && d.groupPlans?.length) await endGroupPlans(ctx, d.groupPlans);
        return { status: 'sent', externalId: String(message.message_id) };
      } catch (e) {
        return telegramErrorToResult(e);
      }
    },
  };
}
