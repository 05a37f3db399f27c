import { useEffect } from 'react';
import { applyAppearance, currentAppearance } from '../../lib/appearance';
import { useSettings } from './api/profile';

/** Applies the theme and text size saved on the server (chosen on another device, perhaps). */
export function AppearanceSync() {
  const { data } = useSettings();
  useEffect(() => {
    if (!data?.theme || !data.textSize) return;
    const now = currentAppearance();
    if (now.theme !== data.theme || now.textSize !== data.textSize) {
      applyAppearance({ theme: data.theme, textSize: data.textSize });
    }
  }, [data?.theme, data?.textSize]);
  return null;
}
