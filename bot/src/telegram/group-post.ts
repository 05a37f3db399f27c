/**
 * A member's 🙏 Pray on a group's daily post counted for the group (prayShownPrayer, decision 151):
 * the post is redrawn with the group's new count and streak, as the tap returned them (decision 251).
 */
import type { ActorCtx } from '@dps/core/context';
import type { PrayerTap } from '@dps/core/groups/pray-shown-prayer';
import { getPublishedPrayer } from '@dps/core/prayers/published-prayer';
import type { BotContext } from './bot-context';
import { groupPostMessage } from './group-plan-post';

export async function redrawGroupPost(
  c: BotContext,
  actor: ActorCtx,
  post: { chatId: number; messageId: number; prayerId: number; group: NonNullable<PrayerTap['group']> },
): Promise<void> {
  const prayer = await getPublishedPrayer(actor, { prayerId: post.prayerId });
  const { localDate, prayedToday, streak } = post.group;
  // The same drawing as the sender's, in the group's language, with the group's plan part and its
  // Done button (decisions 237, 239); the count is the tap's, not read again.
  const message = await groupPostMessage(actor, {
    target: String(post.chatId),
    localDate,
    prayer,
    appUrl: c.app.appUrl,
    progress: { prayedToday, streak },
  });
  await c.api.editMessageText(post.chatId, post.messageId, message.html, {
    parse_mode: 'HTML',
    link_preview_options: { is_disabled: true },
    reply_markup: message.keyboard,
  });
}
