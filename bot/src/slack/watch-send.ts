/**
 * A watch send (decisions 345, 346) in Slack, for the watch outbox: the group's post (new, or an
 * update of it), a hand-off, a call for help, the summary in its channel; a claimer's reminder and
 * start, an author's word in their DM with the app. Core made the words.
 */
import { outboxSendResult } from '@dps/core/delivery/outbox-send-result';
import type { WatchSendResult, WatchToSend } from '@dps/core/watches/watch-outbox-types';
import { parseSlackTarget } from '@dps/core/rules/slack-ids';
import { slackErrorToResult } from './send-errors';
import type { SlackClients } from './slack-clients';
import { watchBlocks } from './watch-blocks';

/** The post's message was deleted since: the outbox posts it anew. */
const UPDATE_GONE = new Set(['message_not_found', 'cant_update_message']);

export async function sendSlackWatch(clients: SlackClients, w: WatchToSend): Promise<WatchSendResult> {
  const target = parseSlackTarget(w.target);
  if (!target) return { status: 'gone', error: 'malformed target' };
  const client = await clients.clientFor(target.teamId);
  if (!client) return { status: 'gone', error: 'not installed in this workspace' };
  const { text, blocks } = watchBlocks(w.message);
  try {
    if (w.editMessageId) {
      await client.chat.update({ channel: target.id, ts: w.editMessageId, text, blocks });
      return { status: 'sent', externalId: w.editMessageId };
    }
    // A user id as the channel posts in the app's DM with them.
    const r = await client.chat.postMessage({
      channel: target.id,
      text,
      blocks,
      unfurl_links: false,
      unfurl_media: false,
    });
    return { status: 'sent', ...(r.ts ? { externalId: r.ts } : {}) };
  } catch (e) {
    const code = (e as { data?: { error?: string } })?.data?.error;
    if (w.editMessageId && code && UPDATE_GONE.has(code)) return { status: 'gone', error: code };
    const { scope: _scope, ...r } = slackErrorToResult(e);
    return outboxSendResult(r);
  }
}
