import { zoneCity } from '@dps/core/time/resolve-zone';
import { Button } from '../../../components/ui/button';
import { useUpdateSettings } from '../../profile/api/profile';
import { useDeviceZoneOffer } from '../use-time-zone-sync';

/**
 * "Your device is in New York; your prayer time follows Berlin. Switch?" The account's zone drives
 * the reminder on every channel, so a laptop in another zone only asks (issue 19, decision 190).
 */
export function DeviceZoneOffer() {
  const offer = useDeviceZoneOffer(true);
  const update = useUpdateSettings();
  if (!offer) return null;
  const device = zoneCity(offer.deviceZone);
  const account = zoneCity(offer.accountZone);
  return (
    <section
      aria-label="Time zone"
      className="fixed inset-x-3 bottom-24 z-40 rounded-xl border border-slate-200 bg-white p-4 text-slate-800 shadow-lg lg:bottom-6 lg:left-auto lg:right-6 lg:w-96"
    >
      <p>
        Your device is in <strong>{device}</strong>; your prayer time follows <strong>{account}</strong>. Switch?
      </p>
      <p className="mt-1 text-sm text-slate-600">
        Switching moves your daily prayer, your day and your streak to {device} time on the web, Telegram and Slack.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button disabled={update.isPending} onClick={() => update.mutate({ timeZone: offer.deviceZone })}>
          Switch to {device}
        </Button>
        <Button variant="outline" onClick={offer.keep}>
          Keep {account}
        </Button>
      </div>
    </section>
  );
}
