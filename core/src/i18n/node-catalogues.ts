/**
 * The catalogues of one package, read from disk once (Node only: the bots, email, push, the API's
 * messages). `messages/<lang>/<namespace>.json` for every language the product has content for;
 * a language's missing key falls back to English at run time (and fails CI's check before that).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@dps/db/content/languages';
import { languageOfLocale } from '../rules/preferred-language';
import { createTranslator, flattenMessages, type Messages, type Translator } from './translator';

export function readCatalogue(dir: string): Record<string, string> {
  const messages: Record<string, string> = {};
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  } catch {
    return messages;
  }
  for (const file of files.sort()) {
    flattenMessages(file.slice(0, -'.json'.length), JSON.parse(readFileSync(join(dir, file), 'utf8')), messages);
  }
  return messages;
}

export interface Catalogues {
  /** The translator for a language (an unknown or missing one gives English). */
  for(language: string | null | undefined): Translator;
  readonly messages: Readonly<Record<Language, Messages>>;
}

/** `root` is the `messages` folder (a URL from `new URL('./messages/', import.meta.url)` or a path). */
export function loadCatalogues(root: URL | string, onMissing?: (language: string, key: string) => void): Catalogues {
  const dir = typeof root === 'string' ? root : fileURLToPath(root);
  const messages = Object.fromEntries(LANGUAGES.map((l) => [l, readCatalogue(join(dir, l))])) as Record<Language, Messages>;
  const english = messages[DEFAULT_LANGUAGE];
  const translators = new Map<Language, Translator>();
  for (const language of LANGUAGES) {
    const own = messages[language];
    const merged = language === DEFAULT_LANGUAGE ? own : { ...english, ...own };
    translators.set(language, createTranslator(language, merged, (key) => onMissing?.(language, key)));
  }
  return {
    messages,
    for: (language) => translators.get(languageOfLocale(language) ?? DEFAULT_LANGUAGE)!,
  };
}
