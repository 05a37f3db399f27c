import { zoneName } from '@dps/core/time/zone-display';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { useI18n } from '../../../i18n/i18n-context';
import { useUpdateSettings } from '../../../lib/settings';
import { useDeviceZoneOffer } from '../use-time-zone-sync';

/**
 * "Your device is in New York; your prayer time follows Berlin. Switch?" The account's zone drives
 * the reminder on every channel, so a laptop in another zone only asks (decision 190).
 */
export function DeviceZoneOffer() {
  const { t, rich, language } = useI18n();
  const offer = useDeviceZoneOffer(true);
  const update = useUpdateSettings();
  if (!offer) return null;
  const device = zoneName(offer.deviceZone, language);
  const account = zoneName(offer.accountZone, language);
  return (
    <section
      aria-label={t('auth.zoneOffer.label')}
      className="mb-4 rounded-xl border border-slate-200 bg-white p-4 text-slate-800 shadow-sm"
    >
      <p>
        {rich('auth.zoneOffer.question', { device, account, b: (chunks: ReactNode[]) => <strong>{chunks}</strong> })}
      </p>
      <p className="mt-1 text-sm text-slate-600">{t('auth.zoneOffer.explains', { device })}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button disabled={update.isPending} onClick={() => update.mutate({ timeZone: offer.deviceZone })}>
          {t('auth.zoneOffer.switchTo', { device })}
        </Button>
        <Button variant="outline" onClick={offer.keep}>
          {t('auth.zoneOffer.keep', { account })}
        </Button>
      </div>
    </section>
  );
}
