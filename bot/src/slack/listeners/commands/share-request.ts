/**
 * `/prayer request <text>`: the member's request, posted to the channel with a "🙏 I prayed"
 * button, and on the web's prayer wall (a community prayer like any other): decision 151.
 */
import type { AllMiddlewareArgs, SlackCommandMiddlewareArgs } from '@slack/bolt';
import { recordChatCopy as recordTakeBackCopy } from '@dps/core/chat-copies/record-chat-copy';
import { findWallItem } from '@dps/core/rules/wall-item';
import { shareGroupRequest, splitAnonymousRequest } from '@dps/core/wall/share-group-request';
import { recordChatCopy } from '@dps/core/chat-echoes/chat-copies';
import { slackTarget } from '@dps/core/rules/slack-ids';
import { requestMessage } from '../../blocks/request-message';
import { slackErrorToResult } from '../../send-errors';
import type { SlackDeps } from '../../slack-deps';
import { channelLanguage, wordsFor } from '../../slack-language';
import type { SlackActor } from '../../slack-member';
import { USAGE } from './parse-prayer-command';

type Args = SlackCommandMiddlewareArgs & AllMiddlewareArgs;

export async function shareRequest(deps: SlackDeps, args: Args, actor: SlackActor, raw: string): Promise<void> {
  const { command, client, respond } = args;
  // "/prayer request anonymous …" asks without a name, here and on the wall (as the web's "Post anonymously").
  const { text, isAnonymous } = splitAnonymousRequest(raw);
  const own = wordsFor(actor.language);
  if (!text) {
    await respond({ response_type: 'ephemeral', text: own.t(USAGE.request.key) });
    return;
  }
  const request = await shareGroupRequest(actor, { text, source: 'slack', isAnonymous });
  const item = (await findWallItem(actor, request.id))!;
  // For everyone in the channel: its language, else the asker's.
  const language = (await channelLanguage(deps.ctx, actor.teamId, command.channel_id)) ?? actor.language;
  const msg = requestMessage(wordsFor(language), item);
  try {
    const posted = await client.chat.postMessage({
      channel: command.channel_id,
      text: msg.text,
      blocks: msg.blocks,
      unfurl_links: false,
      unfurl_media: false,
    });
    // "I prayed" on the web redraws this message's count too (decision 198).
    if (posted.ts) {
      await recordChatCopy(deps.ctx, {
        kind: 'request',
        itemId: request.id,
        channel: 'slack',
        target: slackTarget(actor.teamId, command.channel_id),
        messageId: posted.ts,
      });
      // Kept so that taking the request back deletes this message too (decision 180).
      await recordTakeBackCopy(deps.ctx, {
        requestId: request.id,
        channel: 'slack',
        chatId: `${command.team_id}:${posted.channel ?? command.channel_id}`,
        messageId: posted.ts,
      });
    }
  } catch (e) {
    // Not in this channel (a DM, a private channel it was not invited to): it is still on the wall.
    if (slackErrorToResult(e).status !== 'gone') throw e;
    await respond({ response_type: 'ephemeral', text: own.t('slackPost.request.onWallOnly') });
  }
}
