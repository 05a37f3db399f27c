import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useI18n } from '../i18n/i18n-context';
import { apiJson } from './api-client';
import { toast } from './toast';
import type { Json } from './json';
import type { ReminderChannel } from '@dps/core/rules/reminder-order';
import type { Settings } from '@dps/core/settings/user-settings';

const SETTINGS_KEY = ['/api/user/settings'] as const;

export function useSettings() {
  return useQuery<UserSettings>({ queryKey: SETTINGS_KEY });
}

/** Saved immediately: the switch moves at once and moves back if the server refuses. */
export function useUpdateSettings() {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: Partial<UserSettings>) => apiJson<UserSettings>('PUT', '/api/user/settings', patch),
    onMutate: async (patch) => {
      await queryClient.cancelQueries({ queryKey: SETTINGS_KEY });
      const previous = queryClient.getQueryData<UserSettings>(SETTINGS_KEY);
      if (previous) queryClient.setQueryData<UserSettings>(SETTINGS_KEY, { ...previous, ...patch });
      return { previous };
    },
    onSuccess: (settings) => queryClient.setQueryData(SETTINGS_KEY, settings),
    onError: (_error, _patch, context) => {
      if (context?.previous) queryClient.setQueryData(SETTINGS_KEY, context.previous);
      toast({ title: t('common.error'), description: t('profile.settings.failed'), variant: 'destructive' });
    },
  });
}

// The answers read here, typed by core (or by the route that reshapes them), as JSON delivers them.
export type UserSettings = Json<Settings>;
export type ReminderChannelName = ReminderChannel;
