import * as DialogPrimitive from '@radix-ui/react-dialog';
import { BellOff, Check, X } from 'lucide-react';
import type { NotificationList, NotificationView } from '@dps/core/notifications/notification';
import { Button } from '../../../components/ui/button';
import { useI18n } from '../../../i18n/i18n-context';
import { cn } from '../../../lib/cn';
import { timeAgoIn } from '../../../lib/dates-in-language';
import { navigate } from '../../../lib/router';
import { useMarkAllNotificationsRead, useMarkNotificationRead, useRemoveNotification } from '../api/notifications';
import { dotColorClass } from '../notification-style';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  list: NotificationList | undefined;
};

/**
 * A panel that drops from the top bar: the person's notifications from the server. A tap opens
 * what one refers to (and marks it read); mark read, mark all read, remove.
 */
export default function NotificationsPanel({ open, onOpenChange, list }: Props) {
  const { t, language } = useI18n();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const remove = useRemoveNotification();
  const notifications = list?.notifications ?? [];
  const openOne = (n: NotificationView) => {
    if (!n.read) markRead.mutate(n.id);
    onOpenChange(false);
    if (n.link) navigate(n.link);
  };
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-slate-900/30 data-[state=open]:animate-fade-in" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed left-1/2 top-16 z-50 flex max-h-[75vh] w-[calc(100%-1.5rem)] max-w-md -translate-x-1/2 flex-col rounded-2xl bg-white shadow-xl data-[state=open]:animate-slide-up"
        >
          <div className="flex items-center justify-between border-b border-slate-100 px-4 py-3">
            <DialogPrimitive.Title className="text-base font-semibold text-slate-900">
              {t('notifications.panel.title')}
            </DialogPrimitive.Title>
            <div className="flex items-center gap-1">
              {(list?.unreadCount ?? 0) > 0 ? (
                <Button variant="ghost" size="sm" onClick={() => markAll.mutate(undefined)}>
                  {t('notifications.panel.markAll')}
                </Button>
              ) : null}
              <DialogPrimitive.Close
                aria-label={t('notifications.panel.close')}
                className="rounded-md p-1 text-slate-500 hover:bg-slate-100"
              >
                <X aria-hidden className="h-5 w-5" />
              </DialogPrimitive.Close>
            </div>
          </div>
          {list === undefined ? (
            <p className="px-6 py-10 text-center text-sm text-slate-500">{t('notifications.panel.loading')}</p>
          ) : notifications.length === 0 ? (
            <div className="flex flex-col items-center px-6 py-10 text-center">
              <BellOff aria-hidden className="mb-3 h-8 w-8 text-slate-300" />
              <p className="font-medium text-slate-700">{t('notifications.panel.empty')}</p>
              <p className="text-sm text-slate-500">{t('notifications.panel.caughtUp')}</p>
            </div>
          ) : (
            <ul className="divide-y divide-slate-100 overflow-y-auto">
              {notifications.map((n) => (
                <li
                  key={n.id}
                  data-testid="notification"
                  className={cn('flex gap-3 px-4 py-3', !n.read && 'bg-brand-50/60')}
                >
                  <span
                    data-testid="notification-dot"
                    aria-hidden
                    className={cn('mt-1.5 h-2.5 w-2.5 shrink-0 rounded-full', dotColorClass(n.kind))}
                  />
                  <button
                    type="button"
                    onClick={() => openOne(n)}
                    className="min-w-0 flex-1 rounded-md text-left hover:bg-slate-50 focus-visible:outline-offset-2"
                  >
                    <span className={cn('block text-sm text-slate-900', !n.read && 'font-semibold')}>
                      {n.title}
                      {!n.read ? <span className="sr-only"> {t('notifications.panel.unread')}</span> : null}
                    </span>
                    {n.body ? <span className="block text-sm text-slate-600">{n.body}</span> : null}
                    <span className="mt-1 block text-xs text-slate-500">{timeAgoIn(language, n.createdAt)}</span>
                  </button>
                  <div className="flex shrink-0 items-start gap-1">
                    {!n.read ? (
                      <button
                        type="button"
                        aria-label={t('notifications.panel.markRead', { title: n.title })}
                        onClick={() => markRead.mutate(n.id)}
                        className="rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-green-700"
                      >
                        <Check aria-hidden className="h-4 w-4" />
                      </button>
                    ) : null}
                    <button
                      type="button"
                      aria-label={t('notifications.panel.remove', { title: n.title })}
                      onClick={() => remove.mutate(n.id)}
                      className="rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-red-700"
                    >
                      <X aria-hidden className="h-4 w-4" />
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
