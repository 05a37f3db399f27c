/**
 * The bell's data: the signed-in person's notifications from the server (decision 145). Unlike
 * the rest of the app (SPEC section 9: no polling), the list refreshes every two minutes while the
 * page is visible and whenever the panel opens, or a like would wait for the next reload.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationList } from '@dps/core/notifications/notification';
import { apiJson } from '../../../lib/api-client';

export const NOTIFICATIONS_KEY = ['/api/notifications'] as const;
const REFRESH_MS = 2 * 60 * 1000;

export function useNotifications(enabled = true) {
  return useQuery<NotificationList>({
    queryKey: NOTIFICATIONS_KEY,
    enabled,
    refetchInterval: REFRESH_MS,
    refetchIntervalInBackground: false,
  });
}

/** Change the cached list at once (the tap feels instant), then ask the server for the truth. */
function useNotificationMutation<V>(
  call: (v: V) => Promise<unknown>,
  change: (list: NotificationList, v: V) => NotificationList,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onMutate: async (v: V) => {
      await queryClient.cancelQueries({ queryKey: NOTIFICATIONS_KEY });
      const before = queryClient.getQueryData<NotificationList>(NOTIFICATIONS_KEY);
      if (before) queryClient.setQueryData(NOTIFICATIONS_KEY, change(before, v));
      return { before };
    },
    onError: (_e, _v, context) => {
      if (context?.before) queryClient.setQueryData(NOTIFICATIONS_KEY, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}

const unread = (list: NotificationList['notifications']) => list.filter((n) => !n.read).length;

export function useMarkNotificationRead() {
  return useNotificationMutation(
    (id: number) => apiJson('POST', `/api/notifications/${id}/read`),
    (l, id) => {
      const notifications = l.notifications.map((n) => (n.id === id ? { ...n, read: true } : n));
      return { notifications, unreadCount: unread(notifications) };
    },
  );
}

export function useMarkAllNotificationsRead() {
  return useNotificationMutation(
    () => apiJson('POST', '/api/notifications/read-all'),
    (l) => ({ notifications: l.notifications.map((n) => ({ ...n, read: true })), unreadCount: 0 }),
  );
}

export function useRemoveNotification() {
  return useNotificationMutation(
    (id: number) => apiJson('DELETE', `/api/notifications/${id}`),
    (l, id) => {
      const notifications = l.notifications.filter((n) => n.id !== id);
      return { notifications, unreadCount: unread(notifications) };
    },
  );
}
