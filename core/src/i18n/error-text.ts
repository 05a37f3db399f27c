/**
 * The API's error messages in the person's language (decision 241), in one place:
 * throw sites keep writing English, and this maps what was thrown to the catalogue
 * (core/src/i18n/messages/<lang>/errors.json). English is answered exactly as thrown (byte for byte);
 * another language gets the catalogued translation of that exact English message or title, else the
 * error code's own message in that language (a rate limit with its minutes), so a person never reads
 * a sentence in a language they did not choose. Codes and HTTP statuses do not change.
 */
import { DEFAULT_LANGUAGE, type Language } from '@dps/db/content/languages';
import type { ErrorCode } from '../errors';
import { coreText } from './core-text';

/** English text → its key (`message.<key>` / `title.<key>` in errors.json), read once. */
function reverseIndex(kind: 'message' | 'title'): Map<string, string> {
  const prefix = `errors.${kind}.`;
  const index = new Map<string, string>();
  for (const [key, text] of Object.entries(coreText.messages[DEFAULT_LANGUAGE]))
    if (key.startsWith(prefix) && typeof text === 'string') index.set(text, key.slice(prefix.length));
  return index;
}
const messages = reverseIndex('message');
const titles = reverseIndex('title');

export interface ErrorWords {
  message: string;
  title?: string | undefined;
}

export function errorText(
  language: Language,
  error: {
    code: ErrorCode;
    message: string;
    title?: string | undefined;
    details?: Record<string, unknown> | undefined;
  },
): ErrorWords {
  if (language === DEFAULT_LANGUAGE) return { message: error.message, title: error.title };
  const { t } = coreText.for(language);
  const known = messages.get(error.message);
  const wait = error.details?.retryAfterSeconds;
  const message = known
    ? t(`errors.message.${known}`)
    : error.code === 'rate_limited' && typeof wait === 'number'
      ? t('errors.code.rate_limited', { minutes: Math.max(1, Math.ceil(wait / 60)) })
      : t(`errors.code.${error.code}`);
  // A heading we have no words for is left out rather than shown in English.
  const title = error.title === undefined ? undefined : titles.get(error.title);
  return title === undefined ? { message } : { message, title: t(`errors.title.${title}`) };
}
