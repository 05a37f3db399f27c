/**
 * What a person reads when a call fails: the server's own words (it answers in the person's
 * language), else "you seem to be offline" when the request never reached it, else the screen's
 * fallback message from the catalogue.
 */
import type { I18n } from '../i18n/i18n-context';
import { isNetworkError, serverMessage } from './api-client';

export function failureMessage(error: unknown, t: I18n['t'], fallbackKey: string): string {
  return serverMessage(error) ?? (isNetworkError(error) ? t('errors.network') : t(fallbackKey));
}
