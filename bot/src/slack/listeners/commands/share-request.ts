/**
 * `/prayer request <text>`: the member's request. Shared in a channel, it is that channel's only
 * (its circle, decision 280): the post says so and carries a "🙏 I prayed" button (decision 151) and
 * "Share with everyone too" for its author (decision 293). From a DM with the app it is kept for its
 * author, who is asked who should see it: only them, one of their groups, or everyone (decision 332).
 */
import type { AllMiddlewareArgs, SlackCommandMiddlewareArgs } from '@slack/bolt';
import type { WebClient } from '@slack/web-api';
import { recordChatCopy as recordTakeBackCopy } from '@dps/core/chat-copies/record-chat-copy';
import { recordCircleMembership } from '@dps/core/circles/record-circle-membership';
import { findWallItem } from '@dps/core/rules/wall-item';
import { shareGroupRequest, splitAnonymousRequest } from '@dps/core/wall/share-group-request';
import { recordChatCopy } from '@dps/core/chat-echoes/chat-copies';
import { slackTarget } from '@dps/core/rules/slack-ids';
import { requestMessage } from '../../blocks/request-message';
import { slackErrorToResult } from '../../send-errors';
import type { SlackDeps } from '../../slack-deps';
import { channelLanguage, wordsFor } from '../../slack-language';
import type { SlackActor } from '../../slack-member';
import { audienceQuestion } from '../actions/request-audience-action';
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
  const inChannel = !command.channel_id.startsWith('D');
  const circle = inChannel
    ? {
        channel: 'slack_channel' as const,
        target: slackTarget(actor.teamId, command.channel_id),
        title: command.channel_name && command.channel_name !== 'directmessage' ? `#${command.channel_name}` : null,
      }
    : undefined;
  // Whoever asks in a channel is in it (decision 294).
  if (circle) await recordCircleMembership(deps.ctx, { circle, userId: actor.userId, isMember: true });
  // From a DM it waits, for its author alone, until they say who should see it (decision 332).
  const request = await shareGroupRequest(actor, {
    text,
    source: 'slack',
    isAnonymous,
    circle,
    ...(circle ? {} : { audience: 'only_me' as const }),
  });
  if (!circle) {
    await respond(await audienceQuestion(actor, request.id));
    return;
  }
  const posted = await postChannelRequest(deps, client, actor, command.channel_id, request.id, true);
  // Not in this channel (a private channel it was not invited to): it is kept as the channel's.
  if (!posted) await respond({ response_type: 'ephemeral', text: own.t('slackCircles.request.notPosted') });
}

/**
 * Post `requestId` in a channel of the member's workspace, in the channel's language (else the
 * member's), and keep its copies for redraws (decision 198) and take-backs (decision 180). False
 * when the app cannot post there.
 */
export async function postChannelRequest(
  deps: SlackDeps,
  client: WebClient,
  actor: SlackActor,
  channelId: string,
  requestId: number,
  channelOnly: boolean,
): Promise<boolean> {
  const item = (await findWallItem(actor, requestId))!;
  // For everyone in the channel: its language, else the asker's.
  const language = (await channelLanguage(deps.ctx, actor.teamId, channelId)) ?? actor.language;
  const msg = requestMessage(wordsFor(language), item, { channelOnly });
  try {
    const posted = await client.chat.postMessage({
      channel: channelId,
      text: msg.text,
      blocks: msg.blocks,
      unfurl_links: false,
      unfurl_media: false,
    });
    // "I prayed" on the web redraws this message's count too (decision 198).
    if (posted.ts) {
      await recordChatCopy(deps.ctx, {
        kind: 'request',
        itemId: requestId,
        channel: 'slack',
        target: slackTarget(actor.teamId, channelId),
        messageId: posted.ts,
      });
      // Kept so that taking the request back deletes this message too (decision 180).
      await recordTakeBackCopy(deps.ctx, {
        requestId,
        channel: 'slack',
        chatId: `${actor.teamId}:${posted.channel ?? channelId}`,
        messageId: posted.ts,
      });
    }
    return true;
  } catch (e) {
    if (slackErrorToResult(e).status !== 'gone') throw e;
    return false;
  }
}
