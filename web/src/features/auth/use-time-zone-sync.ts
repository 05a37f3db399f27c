import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { canonicalTimeZone } from '@dps/core/time/zone-names';
import type { UserSettings } from '../../lib/settings';
import { browserTimeZone } from './api/auth';

/** Device zones this browser was told to leave alone (the person chose "Keep"), per account zone. */
const KEPT_KEY = 'dps-device-zone-kept';

function keptPairs(): string[] {
  try {
    const v: unknown = JSON.parse(localStorage.getItem(KEPT_KEY) ?? '[]');
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string').slice(-20) : [];
  } catch {
    return [];
  }
}

/**
 * The account's zone moves only when the person moves it (decision 190). A device in another zone is
 * noticed and OFFERED, never applied: this answers the two zones when they differ (compared by
 * canonical name, so Chrome's 'Asia/Calcutta' is Kolkata), until the person switches or keeps.
 */
export function useDeviceZoneOffer(enabled: boolean) {
  const { data } = useQuery<UserSettings>({ queryKey: ['/api/user/settings'], enabled });
  const [kept, setKept] = useState(keptPairs);
  if (!enabled || !data) return null;
  // The same name as the account's needs no checking (the zone list is costly on a phone's first render).
  const reported = browserTimeZone();
  if (reported === data.timeZone) return null;
  const device = canonicalTimeZone(reported);
  if (!device || device === data.timeZone) return null;
  const pair = `${data.timeZone}>${device}`;
  if (kept.includes(pair)) return null;
  return {
    deviceZone: device,
    accountZone: data.timeZone,
    keep: () => {
      const next = [...keptPairs(), pair];
      try {
        localStorage.setItem(KEPT_KEY, JSON.stringify(next.slice(-20)));
      } catch {
        // private mode: the offer comes back next visit, which is harmless
      }
      setKept(next);
    },
  };
}
