/**
 * The words of the prerendered Today (./prerender-markup.ts) for the service worker, which has no
 * catalogue of its own: the `today` namespace of each language (a few hundred bytes), English for a
 * language the product does not speak. The server reads the whole web catalogue from disk instead
 * (web/server/web-text.ts).
 */
import { createTranslator, flattenMessages, type Translator } from '@dps/core/i18n/translator';
import en from '../i18n/messages/en/today.json';
import es from '../i18n/messages/es/today.json';

const english = flattenMessages('today', en);
const kept = new Map<string, Translator>();

export function prerenderWords(language: unknown): Translator {
  const lang = language === 'es' ? 'es' : 'en';
  let t = kept.get(lang);
  if (!t) {
    t = createTranslator(lang, lang === 'es' ? { ...english, ...flattenMessages('today', es) } : english);
    kept.set(lang, t);
  }
  return t;
}
