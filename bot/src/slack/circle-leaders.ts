/**
 * A Slack channel's leaders as the platform says them (decision 294): the member who created the
 * channel (conversations.info `creator`) and whoever subscribed it to the daily prayer. Only people
 * with an account are recorded; a leader chosen on the web keeps that choice (record-circle-membership).
 */
import type { WebClient } from '@slack/web-api';
import type { Ctx } from '@dps/core/context';
import { recordChatMember } from '@dps/core/circles/record-chat-member';
import { recordCircleMembership } from '@dps/core/circles/record-circle-membership';
import { slackTarget } from '@dps/core/rules/slack-ids';

export async function recordSlackChannelLeaders(
  ctx: Ctx,
  client: WebClient,
  input: { teamId: string; channelId: string; subscriberUserId?: number },
): Promise<void> {
  const circle = { channel: 'slack_channel' as const, target: slackTarget(input.teamId, input.channelId) };
  if (input.subscriberUserId !== undefined) {
    await recordCircleMembership(ctx, { circle, userId: input.subscriberUserId, isMember: true, isLeader: true });
  }
  // Best effort: the creator is learned again the next time the channel is subscribed or the app joins.
  const info = await client.conversations.info({ channel: input.channelId }).catch(() => null);
  const ch = info?.channel as { creator?: string; name?: string } | undefined;
  if (ch?.creator) {
    await recordChatMember(ctx, {
      circle: { ...circle, title: ch.name ? `#${ch.name}` : null },
      provider: 'slack',
      subject: slackTarget(input.teamId, ch.creator),
      isMember: true,
      isLeader: true,
    });
  }
}
