/**
 * `/unlink`: take this Telegram chat out of the web account it joined. Asks first, with what it
 * means; only the "Disconnect" tap does it. Core refuses the last way into an account (a person
 * who only ever used Telegram keeps it), and its message is the reply.
 */
import { Composer, InlineKeyboard } from 'grammy';
import { disconnectSignInMethod } from '@dps/core/accounts/sign-in-methods';
import type { BotContext } from '../bot-context';
import { onlyInPrivate } from '../conversations';

export const unlinkFeature = new Composer<BotContext>();

/** Callback data: the account asked about rides along, so a stale question is not acted on. */
export const unlinkCallback = {
  confirm: (userId: number) => `unlink:ok:${userId}`,
  cancel: 'unlink:no',
};

export const UNLINK_QUESTION =
  'Disconnect this Telegram chat from your account?\n\nYour prayers, streak and reflections stay with your account on the web. This chat stops getting its reminders, and if you write here again I will treat you as someone new.';

unlinkFeature.command('unlink', async (c) => {
  if (!(await onlyInPrivate(c, '/unlink'))) return;
  const { user } = await c.app.person();
  await c.reply(`🔌 ${UNLINK_QUESTION}`, {
    reply_markup: new InlineKeyboard()
      .text('🔌 Disconnect', unlinkCallback.confirm(user.id))
      .text('✖️ Keep it', unlinkCallback.cancel),
  });
});

unlinkFeature.callbackQuery(/^unlink:ok:(\d{1,10})$/, async (c) => {
  if (c.chat?.type !== 'private') {
    await c.answerCallbackQuery();
    return;
  }
  const { actor, user } = await c.app.person();
  if (user.id !== Number(c.match[1])) {
    await c.answerCallbackQuery({ text: 'This question is out of date. Send /unlink again.', show_alert: true });
    await c.editMessageReplyMarkup();
    return;
  }
  // The error boundary answers core's refusal (the last way in) as a popup.
  await disconnectSignInMethod(actor, { provider: 'telegram', subject: String(c.from.id) });
  c.app.forgetPerson();
  await c.answerCallbackQuery({ text: 'Disconnected' });
  await c.editMessageText(
    '🔌 Disconnected. This chat is no longer part of your account. To connect it again, use /link with a new code from your Profile page.',
  );
});

unlinkFeature.callbackQuery(unlinkCallback.cancel, async (c) => {
  await c.answerCallbackQuery({ text: 'Kept' });
  await c.editMessageText('Nothing changed: this chat is still connected to your account.');
});
