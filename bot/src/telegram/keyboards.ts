/**
 * The buttons under a prayer, in the reader's language. Shared by the bot's features and the
 * Telegram delivery sender, so a delivered prayer and /today have the same buttons.
 */
import { InlineKeyboard, Keyboard } from 'grammy';
import { LANGUAGES, type Language } from '@dps/db/content/languages';
import { cb } from './format';
import { inEveryLanguage, LANGUAGE_NAMES, type Words } from './words';

/** The reply keyboard asking for a location (Telegram shows it under the text field). */
export const locationKeyboard = (words: Words) =>
  new Keyboard().requestLocation(words.t('telegramSettings.shareLocation')).resized().oneTime();

export interface PrayerButtonsState {
  prayed?: boolean;
  saved?: boolean;
}

/** "🙏 Pray" "❤️ Save" / "✍️ Reflect" "📤 Share"; Pray reads "✅ Prayed" once done, Save "❤️ Saved". */
export function dailyPrayerKeyboard(words: Words, prayerId: number, state: PrayerButtonsState = {}): InlineKeyboard {
  const { t } = words;
  return new InlineKeyboard()
    .text(state.prayed ? t('telegramCommon.buttons.prayed') : t('telegramCommon.buttons.pray'), cb.pray(prayerId))
    .text(state.saved ? t('telegramCommon.buttons.saved') : t('telegramCommon.buttons.save'), cb.save(prayerId))
    .row()
    .text(t('telegramCommon.buttons.reflect'), cb.reflect(prayerId))
    .text(t('telegramCommon.buttons.share'), cb.share(prayerId));
}

/** Callback data of "🌐 Español" on a group's post: `gl:<language>:<prayerId>`. */
export const inLanguageData = (language: Language, prayerId: number) => `gl:${language}:${prayerId}`;

/**
 * A group's daily post: the prayer's buttons, then one button per other language, each named in
 * its own language ("🌐 Español" under an English post), so a member who reads it recognises it
 * (decision 239). The tap sends them the day's prayer in that language, privately.
 */
export function groupPostKeyboard(words: Words, prayerId: number): InlineKeyboard {
  const kb = dailyPrayerKeyboard(words, prayerId).row();
  for (const language of LANGUAGES) {
    if (language !== words.language) kb.text(`🌐 ${LANGUAGE_NAMES[language]}`, inLanguageData(language, prayerId));
  }
  return kb;
}

/** Topic prayers have Save and Share (SPEC: topic detail). */
export function topicPrayerKeyboard(words: Words, prayerId: number, state: PrayerButtonsState = {}): InlineKeyboard {
  const { t } = words;
  return new InlineKeyboard()
    .text(state.saved ? t('telegramCommon.buttons.saved') : t('telegramCommon.buttons.save'), cb.save(prayerId))
    .text(t('telegramCommon.buttons.share'), cb.share(prayerId))
    .row()
    .text(t('telegramCommon.buttons.allTopics'), cb.topics);
}

/** Read back the state of a prayer keyboard, drawn in any language (to flip one button and keep the other). */
export function keyboardState(markup: { inline_keyboard?: { text: string }[][] } | undefined): PrayerButtonsState {
  const texts = (markup?.inline_keyboard ?? []).flat().map((b) => b.text);
  const prayed = inEveryLanguage('telegramCommon.buttons.prayed');
  const saved = inEveryLanguage('telegramCommon.buttons.saved');
  return { prayed: texts.some((x) => prayed.includes(x)), saved: texts.some((x) => saved.includes(x)) };
}
