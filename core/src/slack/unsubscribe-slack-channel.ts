import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { slackChannelSubscriptions } from '@dps/db/schema';
import type { Ctx } from '../context';
import { parseInput } from '../validate';
import { ZSlackId } from '../rules/slack-ids';

export const ZUnsubscribeSlackChannelInput = z.object({ teamId: ZSlackId, channelId: ZSlackId });
export type TUnsubscribeSlackChannelInput = z.input<typeof ZUnsubscribeSlackChannelInput>;

/**
 * Stop a channel's daily post (the command, the app leaving the channel, or the channel archived).
 * Returns whether the channel was subscribed.
 */
export async function unsubscribeSlackChannel(
  ctx: Ctx,
  input: TUnsubscribeSlackChannelInput,
): Promise<{ wasSubscribed: boolean }> {
  const { teamId, channelId } = parseInput(ZUnsubscribeSlackChannelInput, input);
  const rows = await ctx.db
    .update(slackChannelSubscriptions)
    .set({ isActive: false })
    .where(
      and(
        eq(slackChannelSubscriptions.teamId, teamId),
        eq(slackChannelSubscriptions.channelId, channelId),
        eq(slackChannelSubscriptions.isActive, true),
      ),
    )
    .returning({ id: slackChannelSubscriptions.id });
  return { wasSubscribed: rows.length > 0 };
}
