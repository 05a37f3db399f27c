/**
 * A catalogue message as a React node, for words chosen outside a component (a toast raised by lib
 * code, which has no `t`): the Toaster renders it inside the I18nProvider, so it is in the person's
 * language, and follows a change of language while it is on screen.
 */
import type { MessageValues } from '@dps/core/i18n/translator';
import { useI18n } from '../i18n/i18n-context';

export function Say({ k, values }: { k: string; values?: MessageValues }) {
  const { t } = useI18n();
  return <>{t(k, values)}</>;
}
