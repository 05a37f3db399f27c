/**
 * The Telegram channel of the delivery engine: the daily prayer as an HTML message with the
 * Pray / Save / Reflect / Share buttons, in the delivery's language (the person's, or a group's
 * own: decisions 231, 239). Platform errors become results the engine understands.
 */
import { GrammyError, HttpError, type Api } from 'grammy';
import type { DeliverySender, DeliveryToSend, SendResult } from '@dps/core/delivery/delivery-types';
import type { Ctx } from '@dps/core/context';
import { getGroupProgress, type GroupProgress } from '@dps/core/groups/get-group-progress';
import { escapeHtml, longDate, prayerHtml } from '../../telegram/format';
import { groupProgressHtml } from '../../telegram/group-progress-html';
import { dailyPrayerKeyboard, groupPostKeyboard } from '../../telegram/keyboards';
import { wordsFor } from '../../telegram/words';
import { addPlanDayButtons, planDaysHtml } from '../../telegram/plan-day-html';
import { addGroupPlanButtons, endGroupPlans, groupPlansHtml } from '../../telegram/group-plan-post';

/** Bot API errors meaning "this chat will not take messages any more": deactivate, do not retry. */
const GONE =
  /bot was blocked|bot was kicked|user is deactivated|chat not found|group chat was (upgraded|deactivated)|not enough rights to send|need administrator rights|CHAT_WRITE_FORBIDDEN|PEER_ID_INVALID|bot is not a member/i;

/** Map an error from a Bot API call to what the engine records. */
export function telegramErrorToResult(e: unknown): SendResult {
  if (e instanceof GrammyError) {
    const error = `${e.error_code}: ${e.description}`;
    if (e.error_code === 429)
      return { status: 'rate_limited', retryAfterSeconds: e.parameters.retry_after ?? 1, error };
    if (e.error_code === 403 || GONE.test(e.description)) return { status: 'gone', error };
    return { status: 'failed', error };
  }
  if (e instanceof HttpError) return { status: 'failed', error: `network: ${(e.error as Error)?.name ?? 'error'}` };
  return { status: 'failed', error: (e as Error)?.name ?? 'unknown error' };
}

/**
 * The message of a daily delivery (private chats and groups alike; groups tap Pray for themselves).
 * A group's post also shows how many prayed there today and the group's streak (decision 151),
 * redrawn after each member's tap.
 */
export function dailyDeliveryHtml(
  d: Pick<DeliveryToSend, 'localDate' | 'prayer' | 'target' | 'planDays' | 'notes' | 'groupPlans' | 'language'>,
  progress?: GroupProgress,
  appUrl?: string,
): string {
  const isGroup = d.target.startsWith('-');
  const words = wordsFor(d.language);
  const heading = words.rich('telegramToday.heading', { date: longDate(d.localDate, words.language) });
  const tap = words.rich('telegramGroups.post.tap');
  // A person's own reminder: the rest day's gentle line, or why it came here (decision 222), and the
  // plan day riding in the same message (decision 216).
  const notes = !isGroup && d.notes?.length ? d.notes.map((n) => `<i>${escapeHtml(n)}</i>`).join('\n') : '';
  const plan = !isGroup && d.planDays?.length ? planDaysHtml(d.planDays, words, appUrl) : '';
  const personal = [notes, plan].filter(Boolean).join('\n\n');
  // A group's plan day or summary rides in its one post (decision 237).
  const groupPlan = isGroup && d.groupPlans?.length ? `\n\n${groupPlansHtml(d.groupPlans, appUrl, d.language)}` : '';
  return prayerHtml(d.prayer, {
    heading,
    ...(isGroup
      ? { footer: `${progress ? `${groupProgressHtml(progress, words)}\n${tap}` : tap}${groupPlan}` }
      : personal
        ? { footer: personal }
        : {}),
  });
}

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
