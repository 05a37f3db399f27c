/**
 * `/prayer request <text>`: the member's request, posted to the channel with a "🙏 I prayed"
 * button, and on the web's prayer wall (a community prayer like any other): decision 151.
 */
import type { AllMiddlewareArgs, SlackCommandMiddlewareArgs } from '@slack/bolt';
import { recordChatCopy } from '@dps/core/chat-copies/record-chat-copy';
import { findWallItem } from '@dps/core/wall/wall-item';
import { shareGroupRequest } from '@dps/core/wall/share-group-request';
import { requestMessage } from '../../blocks/request-message';
import { slackErrorToResult } from '../../../scheduler/senders/slack';
import type { SlackDeps } from '../../slack-deps';
import type { SlackActor } from '../../slack-member';

type Args = SlackCommandMiddlewareArgs & AllMiddlewareArgs;

export async function shareRequest(deps: SlackDeps, args: Args, actor: SlackActor, text: string): Promise<void> {
  const { command, client, respond } = args;
  const request = await shareGroupRequest(actor, { text, source: 'slack' });
  const item = (await findWallItem(actor, request.id))!;
  const msg = requestMessage(item, deps.appUrl);
  try {
    const posted = await client.chat.postMessage({
      channel: command.channel_id,
      text: msg.text,
      blocks: msg.blocks,
      unfurl_links: false,
      unfurl_media: false,
    });
    // Kept so that taking the request back deletes this message too (decision 180).
    if (posted.ts) {
      await recordChatCopy(deps.ctx, {
        requestId: request.id,
        channel: 'slack',
        chatId: `${command.team_id}:${posted.channel ?? command.channel_id}`,
        messageId: posted.ts,
      });
    }
  } catch (e) {
    // Not in this channel (a DM, a private channel it was not invited to): it is still on the wall.
    if (slackErrorToResult(e).status !== 'gone') throw e;
    await respond({
      response_type: 'ephemeral',
      text: `🙏 Your request is on the <${deps.appUrl}/wall|prayer wall>. To share it here too, invite me to this channel first.`,
    });
  }
}
