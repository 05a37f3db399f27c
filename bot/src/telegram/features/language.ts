/**
 * /language [en|es] (decision 231): the account's language, the same setting as Profile's
 * "Language / Idioma" and Slack's `/prayer language`. It decides which daily prayer the person
 * gets on every channel. Without an argument: the current one and how to change it.
 */
import { Composer } from 'grammy';
import { getSettings } from '@dps/core/settings/get-settings';
import { updateSettings } from '@dps/core/settings/update-settings';
import type { BotContext } from '../bot-context';

export const languageFeature = new Composer<BotContext>();

const NAMES = { en: 'English', es: 'Español' } as const;
const WORDS: Record<string, 'en' | 'es'> = { en: 'en', english: 'en', inglés: 'en', es: 'es', spanish: 'es', español: 'es', espanol: 'es' };
const HOW = 'Change it with /language en (English) or /language es (Español).';

languageFeature.command('language', async (c) => {
  const actor = await c.app.actor();
  const arg = c.match.trim().toLowerCase();
  if (arg === '') {
    const { language } = await getSettings(actor);
    await c.reply(`🌐 Your language is ${NAMES[language]}. ${HOW}`);
    return;
  }
  const language = WORDS[arg];
  if (!language) {
    await c.reply(`I know English and Español. ${HOW}`);
    return;
  }
  await updateSettings(actor, { language });
  await c.reply(
    language === 'es'
      ? '🌐 Listo: tu idioma es Español. Tu oración diaria llegará en español en todos tus canales.'
      : '🌐 Done: your language is English. Your daily prayer comes in English on every channel.',
  );
});
