import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useI18n } from '../../../i18n/i18n-context';
import { throwIfResNotOk } from '../../../lib/api-client';
import { addDays } from '../../../lib/dates';
import { reportMutationError } from '../../../lib/mutation-errors';
import { sendOrKeep } from '../../../lib/offline/offline-write';
import { pickPrayerOfDay } from '../../../lib/prayer-of-day';
import { invalidateDayData } from '../../../lib/day-data';
import { toast } from '../../../lib/toast';
import type { DailyPrayer, PrayerOfDay } from '../../../lib/prayer-of-day';

export const DAILY_PRAYER_KEY = ['/api/prayers/daily'] as const;
/** Today's prayer and the next 7 days' (GET /api/prayers/days), kept for reading offline. */
export const PRAYER_DAYS_KEY = ['/api/prayers/days'] as const;
/** How many days after today are fetched ahead. */
export const DAYS_AHEAD = 7;

/** The day's prayer (the server's today for the person), or null when none is scheduled. */
export function useDailyPrayer() {
  return useQuery<DailyPrayer | null>({ queryKey: DAILY_PRAYER_KEY });
}

/**
 * The prayers of today and the next 7 days. One key whatever the day, so after midnight with no
 * network the copy fetched yesterday still holds today's prayer.
 */
export function usePrayerDays(enabled: boolean) {
  return useQuery<PrayerOfDay[]>({
    queryKey: PRAYER_DAYS_KEY,
    enabled,
    queryFn: async ({ signal }) => {
      const from = addDays(new Date(), 0);
      const res = await fetch(`/api/prayers/days?from=${from}&to=${addDays(new Date(), DAYS_AHEAD)}`, {
        credentials: 'include',
        signal,
      });
      await throwIfResNotOk(res);
      return (await res.json()) as PrayerOfDay[];
    },
  });
}

/**
 * The prayer for the device's local day: the daily answer when it is for that day, else the entry
 * for that day in the week fetched ahead (after midnight, offline, or while the daily answer is
 * still yesterday's). `undefined` while neither is known.
 */
export function usePrayerOfDay(localDate: string) {
  const daily = useDailyPrayer();
  const days = usePrayerDays(daily.status !== 'pending' || daily.fetchStatus === 'paused');
  const prayer = pickPrayerOfDay(daily.data, days.data, localDate);
  // A copy of the week that does not hold the device's date (fetched for another date, or for the
  // settings' zone by the page's preload while the device is elsewhere): ask for the device's own.
  // Asked once per date: an answer that still lacks it means there is none to show.
  const missing = prayer === undefined && days.data !== undefined && !days.data.some((d) => d.date === localDate);
  const [askedFor, setAskedFor] = useState<string | null>(null);
  const asking = missing && askedFor !== localDate;
  const { refetch } = days;
  useEffect(() => {
    if (!asking) return;
    setAskedFor(localDate);
    void refetch();
  }, [asking, localDate, refetch]);
  const waiting =
    prayer === undefined && (asking || daily.isPending || days.isPending || daily.isFetching || days.isFetching);
  const paused = daily.fetchStatus === 'paused' || days.fetchStatus === 'paused';
  return {
    prayer,
    isLoading: waiting && !paused,
    isOffline: prayer === undefined && paused,
    isError: prayer === undefined && !waiting && (daily.isError || days.isError),
  };
}

/** The browser's IANA zone, or undefined (the server then uses the settings' zone). */
function deviceZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

export function useCompletePrayer(userId: number) {
  const queryClient = useQueryClient();
  const { t } = useI18n();
  return useMutation({
    // Runs without a network too: the tap is kept and sent later with its own instant (`at`), so it
    // counts on the day it was made.
    networkMode: 'always',
    mutationFn: (prayerId: DailyPrayer['id']) => {
      const at = new Date();
      return sendOrKeep<unknown>({
        kind: 'complete',
        userId,
        prayerId,
        at,
        url: `/api/prayers/${prayerId}/complete`,
        // The device's zone: the prayer counts on the local date where it was prayed (decision 221).
        body: { at: at.toISOString(), zone: deviceZone() },
      });
    },
    onSuccess: (result) => {
      if (result.queued) {
        toast({
          title: t('today.toast.prayedQueued'),
          description: t('today.toast.prayedQueuedBody'),
        });
        return;
      }
      toast({ title: t('today.toast.prayed'), variant: 'success' });
      invalidateDayData(queryClient);
    },
    onError: (error) => reportMutationError(error, t('today.toast.error'), t('today.toast.prayError')),
  });
}

export function useFavoriteDailyPrayer(userId: number) {
  const queryClient = useQueryClient();
  const { t } = useI18n();
  return useMutation({
    networkMode: 'always',
    mutationFn: (prayerId: DailyPrayer['id']) =>
      sendOrKeep<unknown>({ kind: 'favorite', userId, prayerId, url: `/api/prayers/${prayerId}/favorite` }),
    onSuccess: (result) => {
      if (result.queued) {
        toast({ title: t('today.toast.savedQueued'), description: t('today.toast.savedQueuedBody') });
        return;
      }
      toast({ title: t('today.toast.saved'), variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: DAILY_PRAYER_KEY });
      void queryClient.invalidateQueries({ queryKey: PRAYER_DAYS_KEY });
      void queryClient.invalidateQueries({ queryKey: ['/api/favorites'] });
    },
    onError: (error) => reportMutationError(error, t('today.toast.error'), t('today.toast.saveError')),
  });
}
