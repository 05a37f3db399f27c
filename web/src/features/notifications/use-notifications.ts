import { useCallback, useEffect, useState } from 'react';
import type { User } from '../../types/api';
import { loadNotifications, saveNotifications, storageKey, type AppNotification } from './notifications-store';

export function useNotifications(userId: User['id'] | null | undefined) {
  const key = storageKey(userId);
  const [state, setState] = useState(() => ({ key, list: loadNotifications(key) }));

  // A different person signed in on this device: load their list.
  let current = state;
  if (state.key !== key) {
    current = { key, list: loadNotifications(key) };
    setState(current);
  }
  const list = current.list;

  useEffect(() => {
    saveNotifications(state.key, state.list);
  }, [state]);

  const update = useCallback(
    (fn: (l: AppNotification[]) => AppNotification[]) => setState((s) => ({ key: s.key, list: fn(s.list) })),
    [],
  );

  return {
    notifications: list,
    unreadCount: list.filter((n) => !n.read).length,
    markRead: (id: string) => update((l) => l.map((n) => (n.id === id ? { ...n, read: true } : n))),
    markAllRead: () => update((l) => l.map((n) => ({ ...n, read: true }))),
    remove: (id: string) => update((l) => l.filter((n) => n.id !== id)),
    clearAll: () => update(() => []),
  };
}
