/**
 * Everything the Telegram bot and the Slack app say, per language (decision 239):
 * `botText.for(language).t('telegram.today.prayed')`. Catalogues: bot/src/i18n/messages/<lang>/*.json.
 */
import { loadCatalogues } from '@dps/core/i18n/node-catalogues';

export const botText = loadCatalogues(new URL('./messages/', import.meta.url));
