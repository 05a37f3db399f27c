/**
 * Notifications live on the device only (SPEC section 3), one list per user id in localStorage,
 * under a guest key when nobody is signed in. Anything unreadable falls back to the three samples.
 */

import type { User } from '../../types/api';

export type NotificationType = 'welcome' | 'reminder' | 'content';

export type AppNotification = {
  id: string;
  title: string;
  message: string;
  type: NotificationType | string;
  read: boolean;
  timestamp: string;
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** `notifications_<user id>` (the id is a number from the server), or the guest key for nobody. */
export function storageKey(userId: User['id'] | null | undefined): string {
  return userId === null || userId === undefined ? 'notifications_guest' : `notifications_${String(userId)}`;
}

export function defaultNotifications(now: number = Date.now()): AppNotification[] {
  return [
    {
      id: 'welcome',
      title: 'Welcome to Daily Prayer & Scripture!',
      message: 'Start your spiritual journey with today’s prayer.',
      type: 'welcome',
      read: false,
      timestamp: new Date(now - 2 * HOUR).toISOString(),
    },
    {
      id: 'daily-reminder',
      title: 'Daily Prayer Reminder',
      message: 'Take a quiet moment for today’s prayer and scripture.',
      type: 'reminder',
      read: false,
      timestamp: new Date(now - 30 * MINUTE).toISOString(),
    },
    {
      id: 'new-content',
      title: 'New Content Available',
      message: 'New prayers have been added to the Topics section.',
      type: 'content',
      read: false,
      timestamp: new Date(now - 24 * HOUR).toISOString(),
    },
  ];
}

function isNotification(x: unknown): x is AppNotification {
  if (!x || typeof x !== 'object') return false;
  const n = x as Record<string, unknown>;
  return (
    (typeof n.id === 'string' || typeof n.id === 'number') &&
    typeof n.title === 'string' &&
    typeof n.message === 'string' &&
    typeof n.read === 'boolean' &&
    (typeof n.timestamp === 'string' || typeof n.timestamp === 'number')
  );
}

export function loadNotifications(key: string, now: number = Date.now()): AppNotification[] {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(key);
  } catch {
    return defaultNotifications(now);
  }
  if (raw === null) return defaultNotifications(now);
  try {
    const parsed: unknown = JSON.parse(raw);
    if (Array.isArray(parsed) && parsed.every(isNotification)) {
      return parsed.map((n) => ({ ...n, id: String(n.id), timestamp: new Date(n.timestamp).toISOString() }));
    }
  } catch {
    // fall through to the samples
  }
  return defaultNotifications(now);
}

export function saveNotifications(key: string, list: AppNotification[]): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(list));
  } catch {
    // Private mode or a full quota: the list still works for this visit.
  }
}

/** The bell's badge text: nothing for zero, the count up to nine, then "9+". */
export function badgeLabel(unread: number): string | null {
  if (unread <= 0) return null;
  return unread > 9 ? '9+' : String(unread);
}

export function dotColorClass(type: string): string {
  switch (type) {
    case 'welcome':
      return 'bg-gold-500';
    case 'reminder':
      return 'bg-blue-500';
    case 'content':
      return 'bg-green-500';
    default:
      return 'bg-slate-400';
  }
}
