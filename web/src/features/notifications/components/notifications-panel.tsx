import * as DialogPrimitive from '@radix-ui/react-dialog';
import { BellOff, Check, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { timeAgo } from '../../../lib/dates';
import { dotColorClass } from '../notifications-store';
import type { useNotifications } from '../use-notifications';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  store: ReturnType<typeof useNotifications>;
};

/** A panel that drops from the top bar: mark read, remove one, or clear all (which closes it). */
export default function NotificationsPanel({ open, onOpenChange, store }: Props) {
  const { notifications } = store;
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
              Notifications
            </DialogPrimitive.Title>
            <div className="flex items-center gap-1">
              {notifications.length > 0 ? (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => {
                    store.clearAll();
                    onOpenChange(false);
                  }}
                >
                  Clear all
                </Button>
              ) : null}
              <DialogPrimitive.Close aria-label="Close" className="rounded-md p-1 text-slate-500 hover:bg-slate-100">
                <X aria-hidden className="h-5 w-5" />
              </DialogPrimitive.Close>
            </div>
          </div>
          {notifications.length === 0 ? (
            <div className="flex flex-col items-center px-6 py-10 text-center">
              <BellOff aria-hidden className="mb-3 h-8 w-8 text-slate-300" />
              <p className="font-medium text-slate-700">No notifications</p>
              <p className="text-sm text-slate-500">You're all caught up!</p>
            </div>
          ) : (
            <ul className="divide-y divide-slate-100 overflow-y-auto">
              {notifications.map((n) => (
                <li key={n.id} className={cn('flex gap-3 px-4 py-3', !n.read && 'bg-brand-50/60')}>
                  <span
                    data-testid="notification-dot"
                    aria-hidden
                    className={cn('mt-1.5 h-2.5 w-2.5 shrink-0 rounded-full', dotColorClass(n.type))}
                  />
                  <div className="min-w-0 flex-1">
                    <p className={cn('text-sm text-slate-900', !n.read && 'font-semibold')}>{n.title}</p>
                    <p className="text-sm text-slate-600">{n.message}</p>
                    <p className="mt-1 text-xs text-slate-500">{timeAgo(n.timestamp)}</p>
                  </div>
                  <div className="flex shrink-0 items-start gap-1">
                    {!n.read ? (
                      <button
                        type="button"
                        aria-label={`Mark "${n.title}" as read`}
                        onClick={() => store.markRead(n.id)}
                        className="rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-green-700"
                      >
                        <Check aria-hidden className="h-4 w-4" />
                      </button>
                    ) : null}
                    <button
                      type="button"
                      aria-label={`Remove "${n.title}"`}
                      onClick={() => store.remove(n.id)}
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
