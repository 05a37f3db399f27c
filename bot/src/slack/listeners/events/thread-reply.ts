/**
 * A member's message in the thread of a daily channel post is stored as a reply to the reflection
 * it answers: Slack threads are flat, so that is the latest shared reflection posted in the thread
 * before the message. Messages before any reflection are conversation, not replies, and are left alone.
 * The thread is read back with conversations.replies; the prayer post and each reflection carry
 * their ids in message metadata, so no table maps Slack messages to reflections.
 */
import type { AllMiddlewareArgs, SlackEventMiddlewareArgs } from '@slack/bolt';
import { replyToReflection } from '@dps/core/reflections/reply-to-reflection';
import { PRAYER_METADATA } from '../../blocks/prayer-post';
import { REFLECTION_METADATA } from '../../blocks/reflection-message';
import type { SlackDeps } from '../../slack-deps';
import { resolveMember } from '../../slack-member';
import { plainTextFromSlack, tsBefore } from './slack-text';

interface ThreadMessage {
  ts?: string;
  metadata?: { event_type?: string; event_payload?: Record<string, unknown> };
}

export function threadReply(deps: SlackDeps) {
  return async ({
    event,
    client,
    context,
    body,
  }: SlackEventMiddlewareArgs<'message'> & AllMiddlewareArgs): Promise<void> => {
    const m = event as {
      subtype?: string;
      thread_ts?: string;
      ts: string;
      bot_id?: string;
      user?: string;
      text?: string;
      channel: string;
      parent_user_id?: string;
    };
    if (m.subtype !== undefined || !m.thread_ts || m.thread_ts === m.ts || m.bot_id || !m.user || !m.text?.trim())
      return;
    if (m.parent_user_id && context.botUserId && m.parent_user_id !== context.botUserId) return;
    const res = await client.conversations.replies({
      channel: m.channel,
      ts: m.thread_ts,
      include_all_metadata: true,
      limit: 200,
    });
    const thread = (res.messages ?? []) as ThreadMessage[];
    const parent = thread.find((x) => x.ts === m.thread_ts);
    if (parent?.metadata?.event_type !== PRAYER_METADATA) return;
    const answered = thread
      .filter((x) => x.ts && tsBefore(x.ts, m.ts) && x.metadata?.event_type === REFLECTION_METADATA)
      .sort((a, b) => (tsBefore(a.ts!, b.ts!) ? -1 : 1))
      .pop();
    const reflectionId = Number(answered?.metadata?.event_payload?.reflection_id);
    if (!Number.isInteger(reflectionId) || reflectionId <= 0) return;
    const teamId = context.teamId ?? context.enterpriseId ?? (body as { team_id: string }).team_id;
    const actor = await resolveMember(deps.ctx, client, teamId, m.user);
    await replyToReflection(actor, { reflectionId, text: plainTextFromSlack(m.text), source: 'slack' });
  };
}
