/**
 * `/unlink`: take this Telegram chat out of the web account it joined. Asks first, with what it
 * means; only the "Disconnect" tap does it. Core refuses the last way into an account (a person
 * who only ever used Telegram keeps it), and its message is the reply.
 */
import { Composer, InlineKeyboard } from 'grammy';
import { disconnectSignInMethod } from '@dps/core/accounts/disconnect-sign-in-method';
import type { BotContext } from '../bot-context';
import { onlyInPrivate } from '../conversations';

export const unlinkFeature = new Composer<BotContext>();

/** Callback data: the account asked about rides along, so a stale question is not acted on. */
export const unlinkCallback = {
  confirm: (userId: number) => `unlink:ok:${userId}`,
  cancel: 'unlink:no',
};

unlinkFeature.command('unlink', async (c) => {
  if (!(await onlyInPrivate(c, '/unlink'))) return;
  const { user } = await c.app.person();
  const { t } = await c.app.words();
  await c.reply(`🔌 ${t('telegramAccount.unlink.question')}`, {
    reply_markup: new InlineKeyboard()
      .text(t('telegramAccount.unlink.disconnect'), unlinkCallback.confirm(user.id))
      .text(t('telegramAccount.unlink.keep'), unlinkCallback.cancel),
  });
});

unlinkFeature.callbackQuery(/^unlink:ok:(\d{1,10})$/, async (c) => {
  if (c.chat?.type !== 'private') {
    await c.answerCallbackQuery();
    return;
  }
  const { actor, user } = await c.app.person();
  const { t } = await c.app.words();
  if (user.id !== Number(c.match[1])) {
    await c.answerCallbackQuery({ text: t('telegramAccount.unlink.outOfDate'), show_alert: true });
    await c.editMessageReplyMarkup();
    return;
  }
  // The error boundary answers core's refusal (the last way in) as a popup.
  await disconnectSignInMethod(actor, { provider: 'telegram', subject: String(c.from.id) });
  c.app.forgetPerson();
  await c.answerCallbackQuery({ text: t('telegramAccount.unlink.disconnected') });
  await c.editMessageText(t('telegramAccount.unlink.done'));
});

unlinkFeature.callbackQuery(unlinkCallback.cancel, async (c) => {
  const { t } = await c.app.words();
  await c.answerCallbackQuery({ text: t('telegramAccount.unlink.kept') });
  await c.editMessageText(t('telegramAccount.unlink.nothingChanged'));
});
