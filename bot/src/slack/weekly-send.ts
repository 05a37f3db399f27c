/**
 * A weekly send (decision 307) in Slack, for the weekly outbox: a group's answered post in its
 * channel, a pulse or an author's count in the member's DM with the app. Core made the words.
 */
import { outboxSendResult } from '@dps/core/delivery/outbox-send-result';
import type { WeeklySendResult, WeeklyToSend } from '@dps/core/circles/weekly/weekly-outbox';
import { parseSlackTarget } from '@dps/core/rules/slack-ids';
import { weeklyBlocks } from './blocks/weekly-blocks';
import { slackErrorToResult } from './send-errors';
import type { SlackClients } from './slack-clients';

export async function sendSlackWeekly(clients: SlackClients, w: WeeklyToSend): Promise<WeeklySendResult> {
  const target = parseSlackTarget(w.target);
  if (!target) return { status: 'gone', error: 'malformed target' };
  const client = await clients.clientFor(target.teamId);
  if (!client) return { status: 'gone', error: 'not installed in this workspace' };
  const { text, blocks } = weeklyBlocks(w.message);
  try {
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
    const { scope: _scope, ...r } = slackErrorToResult(e);
    return outboxSendResult(r);
  }
}
