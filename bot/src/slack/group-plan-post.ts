/**
 * A channel's daily post with its plan part (decision 237), drawn by the sender and redrawn from
 * the database after a Done anywhere, and the end of a plan after its summary went out.
 */
import { getSlackChannelSubscription } from '@dps/core/slack/get-slack-channel-subscription';
import { asLanguage, wordsFor } from './slack-language';
import type { WebClient } from '@slack/web-api';
import type { Ctx } from '@dps/core/context';
import type { DeliveryGroupPlan } from '@dps/core/delivery/delivery-types';
import { getGroupProgress } from '@dps/core/groups/get-group-progress';
import { closeSummarizedGroupPlans, getGroupPlanPost, groupPostOn } from '@dps/core/plans/group-plan-posts';
import type { GroupRun } from '@dps/core/plans/group-plan-runs';
import { parseSlackTarget } from '@dps/core/rules/slack-ids';
import { groupPlanBlocks } from './blocks/group-plan-blocks';
import { channelPrayerPost } from './blocks/prayer-post';
import { words } from './group-plan-words';

/**
 * Redraw the channel's post of a run's day (its Done count changed): the prayer, who prayed and
 * the streak, the plan part, as the sender drew them. A post Slack no longer has stays as it was.
 */
export async function redrawChannelPlanDay(
  ctx: Ctx,
  client: WebClient,
  appUrl: string | undefined,
  run: Pick<GroupRun, 'channel' | 'target' | 'startDate'>,
  day: number,
): Promise<void> {
  const t = parseSlackTarget(run.target);
  const post = await groupPostOn(ctx, { run, day });
  if (!t || !post) return;
  const g = { channel: 'slack_channel' as const, target: run.target, localDate: post.localDate };
  const [progress, parts, sub] = await Promise.all([
    getGroupProgress(ctx, g),
    getGroupPlanPost(ctx, g),
    getSlackChannelSubscription(ctx, { teamId: t.teamId, channelId: t.id }),
  ]);
  // In the channel's own language (decision 239), as the sender drew it.
  const msg = channelPrayerPost(wordsFor(sub?.language), post.prayer, post.localDate, progress.prayedToday, progress.streak);
  try {
    await client.chat.update({
      channel: t.id,
      ts: post.externalId,
      text: msg.text,
      blocks: [...msg.blocks, ...groupPlanBlocks(parts, appUrl, sub?.language ? asLanguage(sub.language) : null)],
    });
  } catch (e) {
    const code = (e as { data?: { error?: string } }).data?.error;
    if (code !== 'message_not_found' && code !== 'cant_update_message') throw e;
    ctx.log.warn({ event: 'group_plan_post_not_redrawn', error: code });
  }
}

/** After a post that carried a plan's summary went out: core closes the run; members hear their own result in these words. */
export const endChannelPlans = (ctx: Ctx, parts: readonly DeliveryGroupPlan[]): Promise<void> =>
  closeSummarizedGroupPlans(ctx, parts, (r) => ({
    title: words.ownResultTitle(r.language, r),
    body: words.ownResultBody(r.language, r),
  }));
