/**
 * core's CircleMembershipChecker for Slack channels (decision 281): `conversations.members`, every
 * page, cached per channel for at most a minute (MEMBERSHIP_FRESH_MS) so a surface re-checking
 * many members of one channel asks Slack once. `null` when Slack cannot say (no installation, the
 * app not in the channel, unreachable): the last word recorded stands.
 */
import type { CircleMembershipChecker, CircleRef } from '@dps/core/circles/circle-ref';
import { MEMBERSHIP_FRESH_MS } from '@dps/core/circles/circle-ref';
import type { SlackClients } from './slack-clients';

/** A page as large as Slack recommends; a channel of any size is read page by page. */
const PAGE = 200;

export function createSlackMembershipChecker(
  clients: SlackClients,
  opts: { ttlMs?: number; nowMs?: () => number } = {},
): CircleMembershipChecker & { forget(circle?: CircleRef): void } {
  const ttl = Math.min(opts.ttlMs ?? MEMBERSHIP_FRESH_MS, MEMBERSHIP_FRESH_MS);
  // Wall clock on purpose: the cache's age is about Slack's answer, not the product's day.
  const nowMs = opts.nowMs ?? Date.now;
  const cache = new Map<string, { at: number; members: Promise<Set<string> | null> }>();

  async function load(teamId: string, channelId: string): Promise<Set<string> | null> {
    const client = await clients.clientFor(teamId);
    if (!client) return null;
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
    async isMember(circle, platformUserId) {
      if (circle.channel !== 'slack_channel') return null;
      const [teamId, channelId] = circle.target.split(':');
      const [userTeam, userId] = platformUserId.includes(':') ? platformUserId.split(':') : [teamId, platformUserId];
      if (!teamId || !channelId || !userId || userTeam !== teamId) return null;
      let entry = cache.get(circle.target);
      if (!entry || nowMs() - entry.at >= ttl) {
        entry = { at: nowMs(), members: load(teamId, channelId) };
        cache.set(circle.target, entry);
      }
      const members = await entry.members;
      if (!members) {
        // Not an answer: ask again next time rather than keep "unknown" for a minute.
        if (cache.get(circle.target) === entry) cache.delete(circle.target);
        return null;
      }
      return members.has(userId);
    },
    forget(circle) {
      if (circle) cache.delete(circle.target);
      else cache.clear();
    },
  };
}
