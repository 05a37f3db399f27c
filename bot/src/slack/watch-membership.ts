/**
 * Is the tapper in the channel, by Slack's own list (`conversations.members`, every page)? Asked
 * only when core has just refused a tap in a channel as "not found" (decision 356): a member the
 * circle has not heard of yet (they joined before the app, or before they had an account) is
 * recorded and let in; someone looking at a public channel without being in it is not. Read fresh
 * each time, never cached: a list kept in memory could undo a leave event heard since. Null when
 * Slack cannot say (the app not in a private channel, Slack unreachable).
 */
import type { WebClient } from '@slack/web-api';

const PAGE = 200;

export async function slackChannelHas(client: WebClient, channelId: string, userId: string): Promise<boolean | null> {
  let cursor: string | undefined;
  try {
    do {
      const res = await client.conversations.members({
        channel: channelId,
        limit: PAGE,
        ...(cursor ? { cursor } : {}),
      });
      if ((res.members ?? []).includes(userId)) return true;
      cursor = res.response_metadata?.next_cursor || undefined;
    } while (cursor);
  } catch {
    return null;
  }
  return false;
}
