import { CloudOff } from 'lucide-react';
import { useI18n } from '../../i18n/i18n-context';
import { useOnline } from '../../lib/use-online';

/** Shown while the device is offline: what still works, instead of a blank screen or greyed buttons. */
export function OfflineBanner() {
  const { t } = useI18n();
  const online = useOnline();
  return (
    <div role="status" aria-live="polite" className={online ? 'sr-only' : undefined}>
      {online ? null : (
        <div className="sticky top-0 z-40 flex items-center justify-center gap-2 bg-brand-900 px-4 py-2 text-center text-sm text-white">
          <CloudOff aria-hidden className="h-4 w-4 shrink-0" />
          <span>{t('offline.banner')}</span>
        </div>
      )}
    </div>
  );
}
