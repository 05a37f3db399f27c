import type { WebClient } from '@slack/web-api';
import { wordsFor } from '../../slack-language';
import type { SlackActor } from '../../slack-member';

/**
 * Who may change or stop a channel's daily prayer: whoever subscribed it, a workspace admin or
 * owner, or the channel's creator (its first channel manager; Slack's API does not list managers).
 * The same standing Telegram asks of a group (its admins). Null when allowed, else the answer.
 */
export async function standingRefusal(
  client: WebClient,
  actor: SlackActor,
  sub: { createdBy?: number | null },
  channelId: string,
  what: 'unsubscribe' | 'change' | 'timezone' | 'language' | 'plan',
): Promise<string | null> {
  if (sub.createdBy != null && sub.createdBy === actor.userId) return null;
  const info = await client.users.info({ user: actor.slackUserId }).catch(() => null);
  const u = info?.user as { is_admin?: boolean; is_owner?: boolean; is_primary_owner?: boolean } | undefined;
  if (u?.is_admin || u?.is_owner || u?.is_primary_owner) return null;
  const channel = await client.conversations.info({ channel: channelId }).catch(() => null);
  if ((channel?.channel as { creator?: string } | undefined)?.creator === actor.slackUserId) return null;
  return wordsFor(actor.language).t('slackCommands.channel.refused', { what });
}
