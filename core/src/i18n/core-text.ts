/**
 * What core says to people itself, per language (decision 239): email, push notifications, share
 * texts and the API's error messages. `coreText.for(language).t('email.reminder.subject')`.
 * Catalogues: core/src/i18n/messages/<lang>/*.json.
 */
import { loadCatalogues } from './node-catalogues';

export const coreText = loadCatalogues(new URL('./messages/', import.meta.url));
