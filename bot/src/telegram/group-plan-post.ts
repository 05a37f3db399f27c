/**
 * A group's plan in its Telegram daily post (decision 237): the day's title, passages linked to the
 * web reader, the question for the group and how many marked it done, with a ☑️ Done button
 * under the prayer's buttons; the day after the last day, the summary with a 🙋 My part button.
 * The post is drawn by the sender and redrawn after each tap, the same way (both with
 * ./group-plan-html.ts); a Pray tap's redraw draws the count the tap returned (decision 251).
 */
import { GrammyError, type Api, type InlineKeyboard } from 'grammy';
import type { Ctx } from '@dps/core/context';
import type { DeliveryGroupPlan, DeliveryPrayer } from '@dps/core/delivery/delivery-types';
import { getGroupProgress, type GroupProgress } from '@dps/core/groups/get-group-progress';
import { closeSummarizedGroupPlans, getGroupPlanPost, groupPostOn } from '@dps/core/plans/group-plan-posts';
import type { GroupRun } from '@dps/core/plans/group-plan-runs';
import { dailyDeliveryHtml } from './daily-message';
import { getTelegramChat } from '@dps/core/delivery/get-telegram-chat';
import { groupRequestOf } from '@dps/core/circles/rotation/requests-for-delivery';
import { groupPostKeyboard } from './keyboards';
import { wordsFor } from './words';
import { words } from './group-plan-words';
import { addGroupPlanButtons } from './group-plan-html';

/**
 * A group's daily post as it stands now: the prayer, the group's count and streak, its plan part.
 * The count is read here unless given: a Pray tap gives the one core returned (decision 251).
 */
export async function groupPostMessage(
  ctx: Ctx,
  p: {
    target: string;
    localDate: string;
    prayer: DeliveryPrayer;
    appUrl?: string | undefined;
    progress?: GroupProgress | undefined;
  },
): Promise<{ html: string; keyboard: InlineKeyboard }> {
  const [progress, groupPlans, chat, groupRequest] = await Promise.all([
    p.progress ?? getGroupProgress(ctx, { channel: 'telegram', target: p.target, localDate: p.localDate }),
    getGroupPlanPost(ctx, { channel: 'telegram', target: p.target, localDate: p.localDate }),
    getTelegramChat(ctx, { chatId: Number(p.target) }),
    // The group's line stays the one the post went out with: counted up to the day before (decision 302).
    groupRequestOf(ctx, { channel: 'telegram', target: p.target, localDate: p.localDate }),
  ]);
  // In the group's own language (decision 239), as the sender drew it.
  const language = chat?.language ?? 'en';
  return {
    html: dailyDeliveryHtml(
      {
        target: p.target,
        localDate: p.localDate,
        prayer: p.prayer,
        groupPlans,
        language,
        ...(groupRequest ? { groupRequest } : {}),
      },
      progress,
      p.appUrl,
    ),
    keyboard: addGroupPlanButtons(groupPostKeyboard(wordsFor(language), p.prayer.id), groupPlans, language),
  };
}

/**
 * Redraw the group's post of a run's day (its Done count changed, from a tap there or elsewhere).
 * A post that is gone or too old to edit keeps its old count: the tap itself counted.
 */
export async function redrawGroupPlanDay(
  api: Api,
  ctx: Ctx,
  appUrl: string | undefined,
  run: Pick<GroupRun, 'channel' | 'target' | 'startDate'>,
  day: number,
): Promise<void> {
  const post = await groupPostOn(ctx, { run, day });
  if (!post) return;
  const m = await groupPostMessage(ctx, { target: run.target, localDate: post.localDate, prayer: post.prayer, appUrl });
  try {
    await api.editMessageText(Number(run.target), Number(post.externalId), m.html, {
      parse_mode: 'HTML',
      link_preview_options: { is_disabled: true },
      reply_markup: m.keyboard,
    });
  } catch (e) {
    if (!(e instanceof GrammyError && e.error_code === 400)) throw e;
    ctx.log.warn({ event: 'group_plan_post_not_redrawn', error: e.description.slice(0, 100) });
  }
}

/** After a post that carried a plan's summary went out: core closes the run; members hear their own result in these words. */
export const endGroupPlans = (ctx: Ctx, parts: readonly DeliveryGroupPlan[]): Promise<void> =>
  closeSummarizedGroupPlans(ctx, parts, (r) => ({
    title: words.ownResultTitle(r.language, r),
    body: words.ownResultBody(r.language, r),
  }));
