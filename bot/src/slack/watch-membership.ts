/**
 * Is the tapper in the channel, by Slack's own list (`conversations.members`, every page)? A watch
 * is for the channel's members only (decisions 342, 356), and anyone can look at a public channel
 * and tap its buttons without joining it. One list per channel is kept for at most a minute
 * (decision 281), so a busy watch asks Slack about once a minute, not once a tap. Null when Slack
 * cannot say (the app not in a private channel, Slack unreachable).
 */
import type { WebClient } from '@slack/web-api';
import { MEMBERSHIP_FRESH_MS } from '@dps/core/circles/circle-ref';
import type { SlackDeps } from './slack-deps';

export interface ChannelMembership {
  isMember(client: WebClient, teamId: string, channelId: string, userId: string): Promise<boolean | null>;
}

const PAGE = 200;

export function createChannelMembership(nowMs: () => number = Date.now): ChannelMembership {
  const cache = new Map<string, { at: number; members: Promise<Set<string> | null> }>();
  async function load(client: WebClient, channelId: string): Promise<Set<string> | null> {
    const members = new Set<string>();
    let cursor: string | undefined;
    try {
      do {
        const res = await client.conversations.members({
          channel: channelId,
          limit: PAGE,
          ...(cursor ? { cursor } : {}),
        });
        for (const m of res.members ?? []) members.add(m);
        cursor = res.response_metadata?.next_cursor || undefined;
      } while (cursor);
    } catch {
      return null;
    }
    return members;
  }
  return {
    async isMember(client, teamId, channelId, userId) {
      const key = `${teamId}:${channelId}`;
      let entry = cache.get(key);
      // Wall clock on purpose: the age is of Slack's answer, not of the product's day.
      if (!entry || nowMs() - entry.at >= MEMBERSHIP_FRESH_MS) {
        entry = { at: nowMs(), members: load(client, channelId) };
        cache.set(key, entry);
      }
      const members = await entry.members;
      if (!members) {
        if (cache.get(key) === entry) cache.delete(key);
        return null;
      }
      // Someone who just joined is not in a list read before: ask again once rather than refuse them.
      if (!members.has(userId) && nowMs() - entry.at > 0) {
        cache.delete(key);
        const fresh = await load(client, channelId);
        if (fresh) cache.set(key, { at: nowMs(), members: Promise.resolve(fresh) });
        return fresh ? fresh.has(userId) : null;
      }
      return members.has(userId);
    },
  };
}

/** One cache per app (its deps), made on first use; nothing at import time holds state. */
const perApp = new WeakMap<SlackDeps, ChannelMembership>();
export function channelMembership(deps: SlackDeps): ChannelMembership {
  let m = perApp.get(deps);
  if (!m) perApp.set(deps, (m = createChannelMembership()));
  return m;
}
