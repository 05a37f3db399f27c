/**
 * Toast store (SPEC section 9): one toast visible at a time; a dismissed toast stays mounted for
 * its exit animation and is removed from the store after 1,000,000 ms, as the original did.
 */
import { useSyncExternalStore, type ReactNode } from 'react';

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;
export const TOAST_DURATION = 5000;

export type ToastVariant = 'default' | 'destructive' | 'success';

export type ToastInput = {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  duration?: number;
  /**
   * A message about where the person is being sent (e.g. "Unauthorized" before the sign-in page):
   * it survives the next change of page. Every other toast belongs to its page and is cleared when
   * the person moves to another one.
   */
  acrossPages?: boolean;
};

export type ToastItem = ToastInput & { id: string; open: boolean };

let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit() {
  for (const l of listeners) l();
}

function scheduleRemoval(id: string) {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      toasts = toasts.filter((t) => t.id !== id);
      emit();
    }, TOAST_REMOVE_DELAY),
  );
}

export function dismissToast(id?: string): void {
  toasts = toasts.map((t) => {
    if (id === undefined || t.id === id) {
      scheduleRemoval(t.id);
      return { ...t, open: false };
    }
    return t;
  });
  emit();
}

export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  toasts = [{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT);
  emit();
  return { id, dismiss: () => dismissToast(id) };
}

/** A change of page: the old page's toasts go; one carried across pages survives this one move. */
export function dismissOnNavigation(): void {
  if (!toasts.some((t) => t.open)) return;
  toasts = toasts.map((t) => {
    if (!t.open) return t;
    if (t.acrossPages) return { ...t, acrossPages: false };
    scheduleRemoval(t.id);
    return { ...t, open: false };
  });
  emit();
}

/** Test helper: forget every toast and timer. */
export function resetToasts(): void {
  for (const t of removeTimers.values()) clearTimeout(t);
  removeTimers.clear();
  toasts = [];
  emit();
}

function subscribe(l: () => void) {
  listeners.add(l);
  return () => {
    listeners.delete(l);
  };
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
}
