import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { useI18n } from '../../i18n/i18n-context';
import { cn } from '../../lib/cn';
import { dismissToast, TOAST_DURATION, useToasts, type ToastVariant } from '../../lib/toast';

const variantClass: Record<ToastVariant, string> = {
  default: 'border-slate-200 bg-white text-slate-900',
  success: 'border-green-200 bg-green-50 text-green-900',
  destructive: 'border-red-600 bg-red-600 text-white',
};

/**
 * SPEC section 9: one toast at a time, shown 5000 ms by default, swipe right 50 px to dismiss,
 * F8 focuses the notifications region (Radix's default hotkey and label).
 */
export function Toaster() {
  const toasts = useToasts();
  const { t } = useI18n();
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION}
      swipeDirection="right"
      swipeThreshold={50}
      label={t('ui.toast.label')}
    >
      {toasts.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          duration={item.duration}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          className={cn(
            'pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg data-[state=open]:animate-slide-up data-[state=closed]:hidden',
            variantClass[item.variant ?? 'default'],
          )}
        >
          <div className="grid gap-1">
            {item.title ? (
              <ToastPrimitive.Title className="text-sm font-semibold">{item.title}</ToastPrimitive.Title>
            ) : null}
            {item.description ? (
              <ToastPrimitive.Description className="text-sm opacity-90">{item.description}</ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close
            aria-label={t('ui.close')}
            className="absolute right-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100"
          >
            <X className="h-4 w-4" aria-hidden />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        hotkey={['F8']}
        label={t('ui.toast.region', { hotkey: '{hotkey}' })}
        className="fixed bottom-20 right-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none sm:bottom-4"
      />
    </ToastPrimitive.Provider>
  );
}
