import type { Messages } from '@dps/core/i18n/translator';
import type { Language } from '@dps/db/content/languages';

/** Only the person's language is downloaded: each catalogue is its own chunk. */
export async function loadMessages(language: Language): Promise<Messages> {
  const module = language === 'es' ? await import('./messages/es/index') : await import('./messages/en/index');
  return module.default;
}
