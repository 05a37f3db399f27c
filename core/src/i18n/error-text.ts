/**
 * The API's error messages in the person's language (decision 241), in one place: an error carries
 * the key of its message (and of its title) in core's catalogue (core/src/i18n/messages/<lang>/errors.json)
 * with its values, and is rendered by that key in the person's language, never found by its English.
 * A zod schema's messages are keys too (`issue()`, validate.ts), so nothing is looked up by English.
 * Words without a key (zod's own, for a rule its schema gave no message) are answered as written in
 * English and by the error code's own message in another language (a rate limit with its minutes),
 * so a person never reads a sentence in a language they did not choose. Codes and HTTP statuses do
 * not change.
 */
import { DEFAULT_LANGUAGE, type Language } from '@dps/db/content/languages';
import type { ErrorCode, ErrorKey, ErrorTitleKey, ErrorValues } from '../errors';
import { coreText } from './core-text';

export interface ErrorWords {
  message: string;
  title?: string | undefined;
}

/** What an error says: its code and message key with values (an AppError is one), or words without a key. */
export interface ErrorSaying {
  code: ErrorCode;
  key?: ErrorKey | undefined;
  values?: ErrorValues | undefined;
  titleKey?: ErrorTitleKey | undefined;
  /** The English, for a message without a key (answered as is in English). */
  message?: string | undefined;
  title?: string | undefined;
  details?: Record<string, unknown> | undefined;
}

export function errorText(language: Language, error: ErrorSaying): ErrorWords {
  const { t } = coreText.for(language);
  const own = coreText.messages[language];
  const has = (key: string) => own[key] !== undefined;
  const wait = error.details?.retryAfterSeconds;
  let message: string;
  if (error.key !== undefined && has(`errors.message.${error.key}`))
    message = t(`errors.message.${error.key}`, valuesIn(language, error));
  else if (language === DEFAULT_LANGUAGE && error.message !== undefined) message = error.message;
  else if (error.code === 'rate_limited' && typeof wait === 'number')
    message = t('errors.code.rate_limited', { minutes: Math.max(1, Math.ceil(wait / 60)) });
  else message = t(`errors.code.${error.code}`);
  // A heading we have no words for is left out rather than shown in another language.
  const title =
    error.titleKey !== undefined && has(`errors.title.${error.titleKey}`)
      ? t(`errors.title.${error.titleKey}`)
      : language === DEFAULT_LANGUAGE
        ? error.title
        : undefined;
  return title === undefined ? { message } : { message, title };
}

/**
 * The values as the person's language says them: an error may carry, in `details.valuesIn`, values
 * per language (a Bible book's name), so "Matthew 29" read by a Spanish reader says "Mateo tiene 28
 * capítulos" (decision 260). Core's base knows no feature: the feature that throws names them.
 */
function valuesIn(language: Language, error: ErrorSaying): ErrorValues | undefined {
  const byLanguage = error.details?.valuesIn as Partial<Record<string, ErrorValues>> | undefined;
  const own = byLanguage && typeof byLanguage === 'object' ? byLanguage[language] : undefined;
  return own && typeof own === 'object' ? { ...error.values, ...own } : error.values;
}
