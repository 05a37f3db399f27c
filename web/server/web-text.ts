/**
 * The web app's catalogue on the server (decision 239): the words the server itself puts into the
 * page's first HTML (the prerendered Today) are the app's own, read once from
 * web/src/i18n/messages/<lang>/*.json. A missing Spanish key falls back to English.
 */
import { loadCatalogues } from '@dps/core/i18n/node-catalogues';

export const webText = loadCatalogues(new URL('../src/i18n/messages/', import.meta.url));
