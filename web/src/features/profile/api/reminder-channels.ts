/** Where the daily reminder goes (decision 140): the server's channels and this browser's push subscription. */
import { useCallback, useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { currentSubscription, pushSupported, subscribeThisDevice, unsubscribeThisDevice, type PushOutcome } from '../../../lib/push/this-device';
import type { Json } from '../../../lib/json';
import type { ReminderChannels as CoreReminderChannels } from '@dps/core/reminders/reminder-channels';

export const REMINDER_CHANNELS_KEY = ['/api/user/reminder-channels'] as const;

export function useReminderChannels(enabled: boolean) {
  return useQuery<ReminderChannels>({ queryKey: REMINDER_CHANNELS_KEY, enabled });
}

export type DevicePush = 'checking' | 'on' | 'off' | 'denied' | 'unsupported' | 'failed';

/** This browser's push state, and switching it (the switch calls `turnOn` straight from the tap). */
export function useDevicePush() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<DevicePush>(() => (pushSupported() ? 'checking' : 'unsupported'));

  useEffect(() => {
    if (!pushSupported()) return;
    let live = true;
    void currentSubscription()
      .then((sub) => {
        if (!live) return;
        if (sub && Notification.permission === 'granted') setState('on');
        else setState(Notification.permission === 'denied' ? 'denied' : 'off');
      })
      .catch(() => live && setState('off'));
    return () => {
      live = false;
    };
  }, []);

  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: REMINDER_CHANNELS_KEY }), [queryClient]);

  /** Must be called synchronously inside the tap handler (the permission prompt comes first). */
  const turnOn = useCallback((): Promise<PushOutcome> => {
    const outcome = subscribeThisDevice();
    setState('checking');
    return outcome.then((o) => {
      setState(o === 'on' ? 'on' : o);
      refresh();
      return o;
    });
  }, [refresh]);

  const turnOff = useCallback(async () => {
    await unsubscribeThisDevice();
    setState((s) => (s === 'unsupported' ? s : 'off'));
    refresh();
  }, [refresh]);

  return { state, turnOn, turnOff };
}

// The answers read here, typed by core (or by the route that reshapes them), as JSON delivers them.
/** GET /api/user/reminder-channels: where the daily reminder goes. */
export type ReminderChannels = Json<CoreReminderChannels>;
