/**
 * A request taken back (decision 180) from a Slack channel it was shared to: deleted at any age,
 * or edited to say it was taken back where Slack refuses to delete it.
 */
import type { Ctx } from '@dps/core/context';
import {
  takeBackResult,
  type ChatCopyToTakeBack,
  type ChatTakeBackResult,
} from '@dps/core/chat-copies/chat-take-backs';
import { parseSlackTarget } from '@dps/core/rules/slack-ids';
import { slackErrorToResult } from './send-errors';
import type { SlackClients } from './slack-clients';
import { channelLanguage, wordsFor } from './slack-language';

const code = (e: unknown) => (e as { data?: { error?: string } })?.data?.error;

export async function takeBackFromSlack(
  ctx: Ctx,
  clients: SlackClients,
  c: ChatCopyToTakeBack,
): Promise<ChatTakeBackResult> {
  const target = parseSlackTarget(c.chatId);
  if (!target) return { status: 'unreachable', error: 'malformed chat id' };
  const client = await clients.clientFor(target.teamId);
  if (!client) return { status: 'unreachable', error: 'not installed in this workspace' };
  try {
    await client.chat.delete({ channel: target.id, ts: c.messageId });
    return { status: 'done' };
  } catch (e) {
    if (code(e) === 'message_not_found') return { status: 'done' };
    if (code(e) !== 'cant_delete_message') return takeBackResult(slackErrorToResult(e));
  }
  try {
    // In the channel's language (English where it never subscribed).
    const words = wordsFor(await channelLanguage(ctx, target.teamId, target.id));
    await client.chat.update({
      channel: target.id,
      ts: c.messageId,
      text: words.t('slackPost.request.takenBack'),
      blocks: [],
    });
    return { status: 'done' };
  } catch (e) {
    if (code(e) === 'message_not_found') return { status: 'done' };
    return takeBackResult(slackErrorToResult(e));
  }
}
