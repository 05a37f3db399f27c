import { useEffect } from 'react';
import { applyAppearance, currentAppearance } from '../../../shared/appearance';
import { useI18n } from '../../i18n/i18n-context';
import { useSettings } from '../../lib/settings';

/** Applies the theme, text size and language saved on the server (chosen on another device, perhaps). */
export function AppearanceSync() {
  const { data } = useSettings();
  useEffect(() => {
    if (!data?.theme || !data.textSize) return;
    const now = currentAppearance();
    if (now.theme !== data.theme || now.textSize !== data.textSize) {
      applyAppearance({ theme: data.theme, textSize: data.textSize });
    }
  }, [data?.theme, data?.textSize]);
  // The screens and <html lang> follow the account's language (decisions 231, 239).
  const { setLanguage } = useI18n();
  useEffect(() => {
    if (data?.language) void setLanguage(data.language);
  }, [data?.language, setLanguage]);
  return null;
}
