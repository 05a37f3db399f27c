/**
 * The app leaving: uninstalled from the workspace or its bot token revoked deactivates the
 * workspace (no more DMs or channel posts there); removed from a channel, or the channel archived,
 * stops that channel's daily post.
 */
import type { AllMiddlewareArgs, SlackEventMiddlewareArgs } from '@slack/bolt';
import { deactivateSlackInstallation } from '@dps/core/slack/deactivate-slack-installation';
import { unsubscribeSlackChannel } from '@dps/core/slack/unsubscribe-slack-channel';
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
  };
}

/** member_left_channel: only when the member who left is the app itself. */
export function memberLeftChannel(deps: SlackDeps) {
  return async (args: EventArgs<'member_left_channel'>): Promise<void> => {
    if (!args.context.botUserId || args.event.user !== args.context.botUserId) return;
    await unsubscribeSlackChannel(deps.ctx, { teamId: teamOf(args), channelId: args.event.channel });
  };
}
