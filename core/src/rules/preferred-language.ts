/**
 * The language a new account starts in (decision 231), from what the person's client says: a
 * Telegram `language_code` ('es', 'pt-br'), a Slack locale ('es-LA', 'en-US') or one tag of a
 * browser's Accept-Language (the web route asks Express's `acceptsLanguages`, which weighs the
 * list). Only the primary subtag counts; a language the product has no content for gives null
 * (the account stays English).
 */
import { LANGUAGES, type Language } from '@dps/db/content/languages';

export function languageOfLocale(code: string | null | undefined): Language | null {
  if (typeof code !== 'string') return null;
  const primary = code.trim().toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.find((l) => l === primary) ?? null;
}
