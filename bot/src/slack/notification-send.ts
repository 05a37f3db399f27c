/**
 * A notification (decision 145) in a member's DM with the app, for the notification outbox: the
 * title and body come from core in the member's language; the buttons its kind carries (decision
 * 321) follow in an actions block, each `${action}_${n}` with the value core made (action-registry.ts).
 */
import type { Ctx } from '@dps/core/context';
import { outboxSendResult } from '@dps/core/delivery/outbox-send-result';
import type { NotificationSendResult, NotificationToSend } from '@dps/core/notifications/notification-outbox';
import { notificationButtons } from '@dps/core/notifications/notification-buttons';
import { parseSlackTarget } from '@dps/core/rules/slack-ids';
import { slackEscape } from './blocks/text';
import { slackErrorToResult } from './send-errors';
import type { SlackClients } from './slack-clients';
import { memberLanguage, wordsFor } from './slack-language';

/** `url`: the notification's in-app link on the web app, when there is one to open. */
export async function sendSlackNotification(
  ctx: Ctx,
  clients: SlackClients,
  n: NotificationToSend,
  url: string | null,
): Promise<NotificationSendResult> {
  const target = parseSlackTarget(n.target);
  if (!target) return { status: 'gone', error: 'malformed target' };
  const client = await clients.clientFor(target.teamId);
  if (!client) return { status: 'gone', error: 'not installed in this workspace' };
  const words = wordsFor(await memberLanguage(ctx, null, target.teamId, target.id));
  const text = [
    `🔔 *${slackEscape(n.title, { inline: true })}*`,
    n.body ? slackEscape(n.body) : null,
    url ? `<${url}|${words.t('slackPost.notification.open')}>` : null,
    words.t('slackPost.notification.stop'),
  ]
    .filter(Boolean)
    .join('\n');
  try {
    const buttons = notificationButtons({ kind: n.kind ?? '', aboutId: n.aboutId ?? null });
    const blocks =
      buttons.length === 0
        ? undefined
        : [
            { type: 'section', text: { type: 'mrkdwn', text } },
            {
              type: 'actions',
              elements: buttons.map((b, i) => ({
                type: 'button',
                action_id: notificationActionId(b.action, i),
                value: b.value,
                text: { type: 'plain_text', text: words.t(`notificationButtons.${b.labelKey}`), emoji: true },
              })),
            },
          ];
    // A user id as the channel posts in the app's DM with them.
    await client.chat.postMessage({
      channel: target.id,
      text,
      ...(blocks ? { blocks } : {}),
      unfurl_links: false,
      unfurl_media: false,
    });
    return { status: 'sent' };
  } catch (e) {
    const { scope: _scope, ...r } = slackErrorToResult(e);
    return outboxSendResult(r);
  }
}

/** A notification button's action_id: its action and place ("keep_0"), unique within the message. */
export const notificationActionId = (action: string, index: number) => `${action}_${index}`;
