import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiJson } from '../../lib/api-client';
import type { UserSettings } from '../../types/api';
import { browserTimeZone } from './api/auth';

/**
 * Days are the person's own days, so the server must know the device's zone. Once per signed-in
 * session, compare it with the stored one and PUT it when they differ (e.g. after travelling).
 */
export function useTimeZoneSync(enabled: boolean) {
  const { data } = useQuery<UserSettings>({ queryKey: ['/api/user/settings'], enabled });
  const queryClient = useQueryClient();
  const done = useRef(false);
  useEffect(() => {
    if (!enabled || !data || done.current) return;
    done.current = true;
    const zone = browserTimeZone();
    if (zone && zone !== data.timeZone) {
      // Best effort: a failure only means the server keeps the old zone until the next visit.
      apiJson<UserSettings>('PUT', '/api/user/settings', { timeZone: zone })
        .then((settings) => queryClient.setQueryData(['/api/user/settings'], settings))
        .catch(() => undefined);
    }
  }, [enabled, data, queryClient]);
}
