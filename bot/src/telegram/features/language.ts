/**
 * /language [en|es] (decisions 231, 239). In a private chat: the account's language, the same
 * setting as Profile's "Language / Idioma" and Slack's `/prayer language`; it decides which daily
 * prayer the person gets on every channel and what the bot says to them. In a group: the group's
 * language (its daily post and what the bot says to the group), changed by its admins only.
 * Without an argument: the current one and how to change it.
 */
import { Composer } from 'grammy';
import type { Language } from '@dps/db/content/languages';
import { getTelegramChat } from '@dps/core/delivery/get-telegram-chat';
import { setTelegramGroupSchedule } from '@dps/core/delivery/set-telegram-group-schedule';
import { getSettings } from '@dps/core/settings/get-settings';
import { updateSettings } from '@dps/core/settings/update-settings';
import type { BotContext } from '../bot-context';
import { assertGroupAdmin, isGroup } from '../chat-admin';
import { LANGUAGE_NAMES, wordsFor } from '../words';

export const languageFeature = new Composer<BotContext>();

const WORDS: Record<string, Language> = {
  en: 'en',
  english: 'en',
  inglés: 'en',
  ingles: 'en',
  es: 'es',
  spanish: 'es',
  español: 'es',
  espanol: 'es',
};

languageFeature.command('language', async (c) => {
  const arg = c.match.trim().toLowerCase();
  if (isGroup(c)) return groupLanguage(c, arg);
  const actor = await c.app.actor();
  if (arg === '') {
    const { language } = await getSettings(actor);
    await c.reply(wordsFor(language).t('telegramAccount.language.current', { name: LANGUAGE_NAMES[language] }));
    return;
  }
  const language = WORDS[arg];
  if (!language) {
    await c.reply((await c.app.words()).t('telegramAccount.language.unknown'));
    return;
  }
  await updateSettings(actor, { language });
  c.app.forgetPerson(); // what is said from now on speaks the new language
  await c.reply(wordsFor(language).t('telegramAccount.language.changed'));
});

async function groupLanguage(c: BotContext, arg: string): Promise<void> {
  if (arg === '') {
    const words = await c.app.chatWords();
    await c.reply(words.t('telegramGroups.language.current', { name: LANGUAGE_NAMES[words.language] }));
    return;
  }
  await assertGroupAdmin(c, 'telegramGroups.admin.language');
  const language = WORDS[arg];
  if (!language) {
    await c.reply((await c.app.words()).t('telegramAccount.language.unknown'));
    return;
  }
  const known = await getTelegramChat(c.app.core, { chatId: c.chat!.id });
  const saved = await setTelegramGroupSchedule(c.app.core, {
    chatId: c.chat!.id,
    type: c.chat!.type as 'group' | 'supergroup',
    title: c.chat!.title ?? null,
    language,
  });
  const { t } = wordsFor(saved.language);
  await c.reply(
    known?.reminderTime ? t('telegramGroups.language.changed') : t('telegramGroups.language.changedNoPost'),
  );
}
