import { useEffect, useRef } from 'react';
import type { Language } from '@dps/db/content/languages';
import { Card } from '../../../components/ui/card';
import { useI18n } from '../../../i18n/i18n-context';
import { longDateIn } from '../../../lib/dates-in-language';
import { localDay } from '../../../lib/local-date';
import type { PrayerPreview } from '../api/admin';
import { ChannelPreview } from './channel-preview';

/** The prayer as each channel would show it on `date`, in the chosen language. */
export function PreviewCard({ preview, date, language }: { preview: PrayerPreview; date: string; language: Language }) {
  const { t, language: ui } = useI18n();
  const previewHeading = useRef<HTMLHeadingElement>(null);
  // A preview renders below the form (below the fold on a phone): take the admin to it.
  useEffect(() => {
    previewHeading.current?.scrollIntoView({ block: 'start' });
    previewHeading.current?.focus();
  }, [preview]);
  return (
    <Card>
      <h2
        ref={previewHeading}
        tabIndex={-1}
        id="admin-preview"
        className="mb-3 font-semibold text-slate-900 focus:outline-none"
      >
        {t('admin.preview.heading', { date: longDateIn(ui, localDay(date)) })}
      </h2>
      <ChannelPreview preview={preview} language={language} />
    </Card>
  );
}
