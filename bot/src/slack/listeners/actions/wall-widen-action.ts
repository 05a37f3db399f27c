/**
 * "🌐 Share with everyone too" under a request shared to a channel (decision 293): its author puts
 * it on the prayer wall as well, and the message says so for everyone. Anyone else who taps is
 * told, only for them, that this is the author's choice; nothing changes.
 */
import type { AllMiddlewareArgs, BlockAction, ButtonAction, SlackActionMiddlewareArgs } from '@slack/bolt';
import { AppError } from '@dps/core/errors';
import { findWallItem } from '@dps/core/rules/wall-item';
import { widenChatRequest } from '@dps/core/wall/widen-chat-request';
import { parseWallPrayButton, requestMessage } from '../../blocks/request-message';
import type { SlackDeps } from '../../slack-deps';
import { wordsFor } from '../../slack-language';
import { resolveMember } from '../../slack-member';

type ButtonArgs = SlackActionMiddlewareArgs<BlockAction<ButtonAction>> & AllMiddlewareArgs;

export function wallWidenAction(deps: SlackDeps) {
  return async (args: ButtonArgs): Promise<void> => {
    await args.ack();
    const button = parseWallPrayButton(args.action.value);
    if (button === null) return;
    const { body, client } = args;
    const teamId = args.context.teamId ?? args.context.enterpriseId ?? body.user.team_id ?? body.team?.id ?? '';
    const actor = await resolveMember(deps.ctx, client, teamId, body.user.id);
    const own = wordsFor(actor.language);
    const tell = async (text: string) => {
      if (body.channel) await client.chat.postEphemeral({ channel: body.channel.id, user: body.user.id, text });
    };
    // Core answers not_found to anyone but the author (a forged value too).
    const widened = await widenChatRequest(actor, { requestId: button.requestId, to: 'everyone' }).catch(
      (e: unknown) => {
        if (e instanceof AppError && e.code === 'not_found') return null;
        throw e;
      },
    );
    if (!widened) return void (await tell(own.t('slackCircles.request.notYours')));
    const item = await findWallItem(actor, widened.requestId);
    if (item && body.message && body.channel) {
      // Redrawn in the language it was posted in.
      const msg = requestMessage(wordsFor(button.language), item, { channelOnly: false });
      await client.chat.update({ channel: body.channel.id, ts: body.message.ts, text: msg.text, blocks: msg.blocks });
    }
    await tell(own.t(widened.changed ? 'slackCircles.request.widened' : 'slackCircles.request.alreadyEveryone'));
  };
}
