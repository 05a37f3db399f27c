import { and, eq } from 'drizzle-orm';
import { slackChannelSubscriptions } from '@dps/db/schema';
import type { Ctx } from '../context';
import type { SlackChannelSubscription } from './subscribe-slack-channel';

/** A channel's subscription (active or not), or null when it was never subscribed. */
export async function getSlackChannelSubscription(
  ctx: Ctx,
  input: { teamId: string; channelId: string },
): Promise<SlackChannelSubscription | null> {
  const [row] = await ctx.db
    .select({
      teamId: slackChannelSubscriptions.teamId,
      channelId: slackChannelSubscriptions.channelId,
      postTime: slackChannelSubscriptions.postTime,
      timeZone: slackChannelSubscriptions.timeZone,
      isActive: slackChannelSubscriptions.isActive,
      language: slackChannelSubscriptions.language,
      createdBy: slackChannelSubscriptions.createdBy,
    })
    .from(slackChannelSubscriptions)
    .where(
      and(eq(slackChannelSubscriptions.teamId, input.teamId), eq(slackChannelSubscriptions.channelId, input.channelId)),
    );
  return row ?? null;
}
