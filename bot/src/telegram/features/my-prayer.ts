/** /myprayer: write your own prayer (the conversation feature takes the title and text). */
import { Composer } from 'grammy';
import type { BotContext } from '../bot-context';
import { onlyInPrivate, startMyPrayer } from '../conversations';

export const myPrayerFeature = new Composer<BotContext>();

myPrayerFeature.command('myprayer', async (c) => {
  if (!(await onlyInPrivate(c, '/myprayer'))) return;
  await c.app.actor(); // first contact creates the person before the conversation starts
  await startMyPrayer(c);
});
