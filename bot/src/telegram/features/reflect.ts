/** ✍️ Reflect (button) and /reflect: start a reflection; the conversation feature takes the text. */
import { Composer } from 'grammy';
import { getDailyPrayer } from '@dps/core/prayers/get-daily-prayer';
import type { BotContext } from '../bot-context';
import { onlyInPrivate, privateChatUrl, startReflection } from '../conversations';

export const reflectFeature = new Composer<BotContext>();

reflectFeature.callbackQuery(/^reflect:(\d{1,10})$/, async (c) => {
  const prayerId = Number(c.match[1]);
  if (c.chat?.type !== 'private') {
    // Reflections are written one to one: open the private chat, straight into the reflection.
    await c.answerCallbackQuery({ url: privateChatUrl(c, `reflect_${prayerId}`) });
    return;
  }
  // Start first: a refused id (unknown, or not published to this person) is answered by the error
  // boundary's popup, which needs the callback query still unanswered.
  await startReflection(c, prayerId);
  await c.answerCallbackQuery();
});

reflectFeature.command('reflect', async (c) => {
  if (!(await onlyInPrivate(c, '/reflect'))) return;
  const prayer = await getDailyPrayer(await c.app.actor());
  if (!prayer) {
    await c.reply((await c.app.words()).t('telegramToday.none'));
    return;
  }
  await startReflection(c, prayer.id);
});
