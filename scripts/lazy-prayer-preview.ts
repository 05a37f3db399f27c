/**
 * The admin channel preview (web /api/admin/preview) formats with the bots' own functions, which
 * load grammY and Bolt: imported on the first preview, not at start, so a process without bots does
 * not hold them (decision 102). The composition root passes this to the web app.
 */
import type { PrayerPreviewBuilder } from '@dps/core/admin/prayer-preview';

export const lazyPrayerPreview: PrayerPreviewBuilder = async (prayer) =>
  (await import('@dps/bot/preview/prayer-preview')).buildPrayerPreview(prayer);
