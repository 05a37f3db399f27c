/**
 * The app leaving: uninstalled from the workspace or its bot token revoked deactivates the
 * workspace (no more DMs or channel posts there); removed from a channel, or the channel archived,
 * stops that channel's daily post and lets every member of its circle go (decision 294).
 *
 * People joining and leaving channels (member_joined_channel / member_left_channel) keep the
 * channel's circle as Slack says it is, for people with an account (decision 294).
 */
import type { AllMiddlewareArgs, SlackEventMiddlewareArgs } from '@slack/bolt';
import { deactivateSlackInstallation } from '@dps/core/slack/deactivate-slack-installation';
import { unsubscribeSlackChannel } from '@dps/core/slack/unsubscribe-slack-channel';
import { endChatCircle } from '@dps/core/circles/end-chat-circle';
import { recordChatMember } from '@dps/core/circles/record-chat-member';
import { slackTarget } from '@dps/core/rules/slack-ids';
import { recordSlackChannelLeaders } from '../../circle-leaders';
import type { SlackDeps } from '../../slack-deps';

type EventArgs<T extends string> = SlackEventMiddlewareArgs<T> & AllMiddlewareArgs;

const teamOf = (args: { context: { teamId?: string; enterpriseId?: string }; body: unknown }) =>
  args.context.teamId ?? args.context.enterpriseId ?? (args.body as { team_id: string }).team_id;

export function appUninstalled(deps: SlackDeps) {
  return async (args: EventArgs<'app_uninstalled'>): Promise<void> => {
    await deactivateSlackInstallation(deps.ctx, { teamId: teamOf(args) });
  };
}

export function tokensRevoked(deps: SlackDeps) {
  return async (args: EventArgs<'tokens_revoked'>): Promise<void> => {
    if ((args.event.tokens.bot ?? []).length === 0) return; // only user tokens: the bot still works
    await deactivateSlackInstallation(deps.ctx, { teamId: teamOf(args) });
  };
}

/** channel_left / group_left / channel_archive / group_archive. */
export function channelGone(deps: SlackDeps) {
  return async (args: AllMiddlewareArgs & { event: { channel: string }; body: unknown }): Promise<void> => {
    const { wasSubscribed } = await unsubscribeSlackChannel(deps.ctx, {
      teamId: teamOf(args),
      channelId: args.event.channel,
    });
    if (wasSubscribed) deps.ctx.log.info({ event: 'slack_channel_unsubscribed', reason: 'app_removed_or_archived' });
    await endChatCircle(deps.ctx, { channel: 'slack_channel', target: slackTarget(teamOf(args), args.event.channel) });
  };
}

/** member_left_channel: the app itself (its daily post stops, its circle empties), or a person (out of its circle). */
export function memberLeftChannel(deps: SlackDeps) {
  return async (args: EventArgs<'member_left_channel'>): Promise<void> => {
    const teamId = teamOf(args);
    const circle = { channel: 'slack_channel' as const, target: slackTarget(teamId, args.event.channel) };
    if (args.context.botUserId && args.event.user === args.context.botUserId) {
      await unsubscribeSlackChannel(deps.ctx, { teamId, channelId: args.event.channel });
      await endChatCircle(deps.ctx, circle);
      return;
    }
    await recordChatMember(deps.ctx, {
      circle,
      provider: 'slack',
      subject: slackTarget(teamId, args.event.user),
      isMember: false,
    });
  };
}

/** member_joined_channel: a person is in the channel's circle; the app itself learns the channel's creator. */
export function memberJoinedChannel(deps: SlackDeps) {
  return async (args: EventArgs<'member_joined_channel'>): Promise<void> => {
    const teamId = teamOf(args);
    if (args.context.botUserId && args.event.user === args.context.botUserId) {
      await recordSlackChannelLeaders(deps.ctx, args.client, { teamId, channelId: args.event.channel });
      return;
    }
    await recordChatMember(deps.ctx, {
      circle: { channel: 'slack_channel', target: slackTarget(teamId, args.event.channel) },
      provider: 'slack',
      subject: slackTarget(teamId, args.event.user),
      isMember: true,
    });
  };
}
