/**
 * What the Telegram bot says, in a language (decision 239): the bot's catalogue
 * (`bot/src/i18n/messages/<lang>/telegram*.json`) through one translator per language.
 *
 * Messages sent with parse_mode HTML are written with simple tags in the catalogue (`<b>`, `<i>`,
 * `<code>`, `<u>`, and `<link>` for a link whose address the code gives); `rich()` formats them
 * with every string value HTML-escaped first (decision 080: what we did not write is inert), so a
 * name or a title can never become markup. Plain-text messages (popups, buttons, messages sent
 * without parse_mode) use `t()`. Both are named as the catalogue check looks for them
 * (core/src/i18n/catalogues.test.ts), so a key missing from the catalogue fails CI.
 */
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@dps/db/content/languages';
import { languageOfLocale } from '@dps/core/rules/preferred-language';
import type { MessageValues, Translator } from '@dps/core/i18n/translator';
import { botText } from '../i18n/bot-text';
import { escapeHtml } from './format';

type HtmlValue = string | number | Date | Html;

/** HTML we wrote ourselves, passed into a message as it is (lines already built with `rich`). */
export class Html {
  constructor(readonly html: string) {}
}
export const raw = (html: string) => new Html(html);

export interface Words {
  readonly language: Language;
  /** The message as plain text (a popup, a button, a message sent without parse_mode). */
  t(key: string, values?: MessageValues): string;
  /**
   * The message as Telegram HTML: string values escaped (an `Html` value goes in as it is), the
   * simple tags kept, `<link>…</link>` made a link to `link`.
   */
  rich(key: string, values?: Record<string, HtmlValue>, link?: string): string;
  has(key: string): boolean;
}

const SIMPLE_TAGS = ['b', 'i', 'u', 'code'] as const;

function makeWords(language: Language): Words {
  const tr: Translator = botText.for(language);
  return {
    language,
    t: (key, values) => tr.t(key, values),
    has: (key) => tr.has(key),
    rich(key, values = {}, link) {
      const vals: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(values)) {
        vals[k] = typeof v === 'string' ? escapeHtml(v) : v instanceof Html ? v.html : v;
      }
      for (const tag of SIMPLE_TAGS) vals[tag] = (chunks: string[]) => `<${tag}>${chunks.join('')}</${tag}>`;
      vals.link = (chunks: string[]) =>
        link ? `<a href="${escapeHtml(link)}">${chunks.join('')}</a>` : chunks.join('');
      const out = tr.rich<string>(key, vals);
      return Array.isArray(out) ? out.join('') : String(out);
    },
  };
}

const WORDS = new Map<Language, Words>(LANGUAGES.map((l) => [l, makeWords(l)]));

/** A language the product speaks, from a stored value or a client's code; English otherwise. */
export const languageOf = (code: string | null | undefined): Language => languageOfLocale(code) ?? DEFAULT_LANGUAGE;

/** The words of a language (an unknown one gives English). */
export const wordsFor = (language: string | null | undefined): Words => WORDS.get(languageOf(language))!;

/** A message in every language: to recognise a label the bot drew in any of them (a button read back). */
export const inEveryLanguage = (key: string, values?: Record<string, string | number>): string[] =>
  LANGUAGES.map((l) => wordsFor(l).t(key, values));

/** The name of a language in itself: what a person who reads it recognises. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español' };
