import { useEffect } from 'react';
import { applyAppearance, currentAppearance } from '../../lib/appearance';
import { useSettings } from './api/profile';

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
  // <html lang> follows the account's language (decision 231).
  useEffect(() => {
    if (data?.language) document.documentElement.lang = data.language;
  }, [data?.language]);
  return null;
}
