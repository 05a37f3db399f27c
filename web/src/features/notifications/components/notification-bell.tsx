import { Bell } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Tooltip } from '../../../components/ui/tooltip';
import type { User } from '../../../types/api';
import { badgeLabel } from '../notifications-store';
import { useNotifications } from '../use-notifications';

const NotificationsPanel = lazy(() => import('./notifications-panel'));

export function NotificationBell({ userId }: { userId: User['id'] | null | undefined }) {
  const store = useNotifications(userId);
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const badge = badgeLabel(store.unreadCount);
  const label = store.unreadCount > 0 ? `Notifications, ${store.unreadCount} unread` : 'Notifications';
  return (
    <>
      <Tooltip content="Notifications">
        <button
          type="button"
          aria-label={label}
          onClick={() => {
            setLoaded(true);
            setOpen(true);
          }}
          className="relative inline-flex h-10 w-10 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100"
        >
          <Bell aria-hidden className="h-5 w-5" />
          {badge ? (
            <span
              data-testid="notification-badge"
              className="absolute right-0.5 top-0.5 min-w-[1.125rem] rounded-full bg-red-600 px-1 text-center text-[0.6875rem] font-bold leading-[1.125rem] text-white"
            >
              {badge}
            </span>
          ) : null}
        </button>
      </Tooltip>
      {loaded ? (
        <Suspense fallback={null}>
          <NotificationsPanel open={open} onOpenChange={setOpen} store={store} />
        </Suspense>
      ) : null}
    </>
  );
}
