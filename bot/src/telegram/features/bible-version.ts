/**
 * /version [web|kjv|rv1909] in a private chat (decision 253): the account's Bible, the same setting
 * as Profile's "My Bible" and Slack's `/prayer version`, said in the same words. Search, plans,
 * Today's passage, the share image and the chats' verses follow it; a version named after a
 * reference (/verse John 3:16 KJV) reads it once without changing it. Alone: which it is.
 */
import { Composer } from 'grammy';
import { bibleVersion, versionByName } from '@dps/core/scripture/versions';
import { getSettings } from '@dps/core/settings/get-settings';
import { updateSettings } from '@dps/core/settings/update-settings';
import type { BotContext } from '../bot-context';

export const bibleVersionFeature = new Composer<BotContext>();

bibleVersionFeature.chatType('private').command('version', async (c) => {
  const arg = c.match.trim();
  const actor = await c.app.actor();
  const { t } = await c.app.words();
  if (arg === '') {
    const v = bibleVersion((await getSettings(actor)).bibleVersion);
    await c.reply(t('telegramScripture.version.current', { name: v.name, abbreviation: v.abbreviation }));
    return;
  }
  const chosen = versionByName(arg);
  if (!chosen) {
    await c.reply(t('telegramScripture.version.unknown'));
    return;
  }
  await updateSettings(actor, { bibleVersion: chosen.id });
  await c.reply(t('telegramScripture.version.changed', { abbreviation: chosen.abbreviation }));
});
