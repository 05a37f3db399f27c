/**
 * "🙏 I prayed" under a request shared to a channel: the same core call as the web wall's button
 * (one count), then the message's count is redrawn for everyone (decision 151).
 */
import type { AllMiddlewareArgs, BlockAction, ButtonAction, SlackActionMiddlewareArgs } from '@slack/bolt';
import { prayForRequest } from '@dps/core/wall/pray-for-request';
import { offersWiden, parseWallPrayButton, requestMessage } from '../../blocks/request-message';
import { recordCircleMembership } from '@dps/core/circles/record-circle-membership';
import { slackTarget } from '@dps/core/rules/slack-ids';
import type { SlackDeps } from '../../slack-deps';
import { wordsFor } from '../../slack-language';
import { resolveMember } from '../../slack-member';
import { dailyOfferMessage } from './daily-offer-action';

type ButtonArgs = SlackActionMiddlewareArgs<BlockAction<ButtonAction>> & AllMiddlewareArgs;

export function wallPrayAction(deps: SlackDeps) {
  return async (args: ButtonArgs): Promise<void> => {
    await args.ack();
    const button = parseWallPrayButton(args.action.value);
    if (button === null) return;
    const { requestId } = button;
    const { body, client } = args;
    const teamId = args.context.teamId ?? args.context.enterpriseId ?? body.user.team_id ?? body.team?.id ?? '';
    const actor = await resolveMember(deps.ctx, client, teamId, body.user.id);
    // Whoever taps in a channel is in it: recorded before core checks who may see it (decision 294).
    if (body.channel && !body.channel.id.startsWith('D')) {
      await recordCircleMembership(deps.ctx, {
        circle: { channel: 'slack_channel', target: slackTarget(teamId, body.channel.id) },
        userId: actor.userId,
        isMember: true,
      });
    }
    // A private, unknown or answered request is refused here; the error handler tells the member.
    const { counted, item } = await prayForRequest(actor, { requestId, source: 'slack' });
    if (body.message && body.channel) {
      // Redrawn in the language it was posted in, whoever tapped.
      const channelOnly = offersWiden(body.message.blocks);
      const msg = requestMessage(wordsFor(button.language), item, channelOnly ? { channelOnly } : {});
      await client.chat.update({ channel: body.channel.id, ts: body.message.ts, text: msg.text, blocks: msg.blocks });
    }
    if (body.channel) {
      await client.chat.postEphemeral({
        channel: body.channel.id,
        user: body.user.id,
        text: wordsFor(actor.language).t(counted ? 'slackPost.request.thanks' : 'slackPost.request.already'),
      });
      if (actor.firstContact) {
        await client.chat.postEphemeral({ channel: body.channel.id, user: body.user.id, ...dailyOfferMessage(actor) });
      }
    }
  };
}
