/**
 * A member's 🙏 Pray on a group's daily post: it counts for the group (decision 151) and the post
 * is redrawn with the group's new count and streak.
 */
import type { ActorCtx } from '@dps/core/context';
import { getGroupProgress } from '@dps/core/groups/get-group-progress';
import { recordGroupPrayer } from '@dps/core/groups/record-group-prayer';
import { getPublishedPrayer } from '@dps/core/prayers/published-prayer';
import { dailyDeliveryHtml } from '../scheduler/senders/telegram';
import type { BotContext } from './bot-context';
import { groupPostKeyboard } from './keyboards';

export async function countPrayerForGroup(c: BotContext, actor: ActorCtx, prayerId: number): Promise<void> {
  const chatId = c.chat?.id;
  const messageId = c.callbackQuery?.message?.message_id;
  if (chatId === undefined || messageId === undefined) return;
  const target = String(chatId);
  const recorded = await recordGroupPrayer(actor, { channel: 'telegram', target, prayerId, userId: actor.userId });
  // Pray under a /today reply, or under a post of a prayer the group never got: it counted for the
  // member (completePrayer) but there is no group post to count on.
  if (!recorded) return;
  const progress = await getGroupProgress(actor, { channel: 'telegram', target, localDate: recorded.localDate });
  const prayer = await getPublishedPrayer(actor, { prayerId });
  // Redrawn for everyone, in the group's language.
  const words = await c.app.chatWords();
  await c.api.editMessageText(
    chatId,
    messageId,
    dailyDeliveryHtml({ target, localDate: recorded.localDate, prayer, language: words.language }, progress),
    {
      parse_mode: 'HTML',
      link_preview_options: { is_disabled: true },
      reply_markup: groupPostKeyboard(words, prayerId),
    },
  );
}
