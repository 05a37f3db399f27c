/**
 * The answer to "still praying, answered, or archive?" under a request's 30-day question in the
 * author's private chat (decision 321): `keep:<choice>:<id>` from the notification's buttons. Core
 * answers `not_found` to anyone but the author (forged callback data included), and the error
 * boundary says so; the buttons go once answered, so a second tap cannot change it again.
 */
import { Composer } from 'grammy';
import { keepRequest } from '@dps/core/circles/expiry/keep-request';
import { KEEP_ACTION, parseKeepValue } from '@dps/core/notifications/notification-buttons';
import type { BotContext } from '../bot-context';

export const requestKeepFeature = new Composer<BotContext>();

requestKeepFeature.callbackQuery(new RegExp(`^${KEEP_ACTION}:(.+)$`), async (c) => {
  const keep = parseKeepValue(c.match[1]);
  if (!keep) {
    await c.answerCallbackQuery();
    return;
  }
  const actor = await c.app.actor();
  const { choice } = await keepRequest(actor, keep);
  const { t } = await c.app.words();
  await c.editMessageReplyMarkup({ reply_markup: { inline_keyboard: [] } });
  await c.answerCallbackQuery();
  await c.reply(t(`requestKeep.done.${choice}`));
});
