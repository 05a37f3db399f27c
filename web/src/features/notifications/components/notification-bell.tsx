import { Bell } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Tooltip } from '../../../components/ui/tooltip';
import { useI18n } from '../../../i18n/i18n-context';
import { useNotifications } from '../api/notifications';
import { badgeLabel } from '../notification-style';

const NotificationsPanel = lazy(() => import('./notifications-panel'));

/** The top bar's bell: the unread count from the server, and the panel on a tap. */
export function NotificationBell() {
  const { t } = useI18n();
  const { data, refetch } = useNotifications();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const unread = data?.unreadCount ?? 0;
  const badge = badgeLabel(unread);
  const label = unread > 0 ? t('notifications.bell.unread', { count: unread }) : t('notifications.bell.label');
  return (
    <>
      <Tooltip content={t('notifications.bell.label')}>
        <button
          type="button"
          aria-label={label}
          onClick={() => {
            setLoaded(true);
            setOpen(true);
            void refetch();
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
          <NotificationsPanel open={open} onOpenChange={setOpen} list={data} />
        </Suspense>
      ) : null}
    </>
  );
}
