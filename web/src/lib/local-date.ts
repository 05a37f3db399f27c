/**
 * The device's local calendar day, as a value React can watch. It changes at local midnight (a
 * timer set for just after it), and is checked again whenever the page becomes visible or gets
 * focus (timers sleep in a background tab or a locked phone; the date may also have moved because
 * the person changed time zone). An open tab therefore never keeps showing yesterday.
 */
import { useSyncExternalStore } from 'react';
import { todayIso } from './dates';

const listeners = new Set<() => void>();
let current = todayIso();
let timer: ReturnType<typeof setTimeout> | undefined;

function check(): void {
  const now = todayIso();
  if (now !== current) {
    current = now;
    for (const l of listeners) l();
  }
  schedule();
}

/** A timer for 1 s after the next local midnight (capped, so a clock change is noticed within the hour). */
function schedule(): void {
  if (timer) clearTimeout(timer);
  if (listeners.size === 0) return;
  const now = new Date();
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 0, 0, 1);
  timer = setTimeout(check, Math.min(midnight.getTime() - now.getTime(), 60 * 60 * 1000));
}

const onVisible = () => {
  if (document.visibilityState === 'visible') check();
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', check);
    window.addEventListener('pageshow', check);
    check();
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', check);
      window.removeEventListener('pageshow', check);
      if (timer) clearTimeout(timer);
      timer = undefined;
    }
  };
}

/** Today's local date, yyyy-MM-dd; re-renders when it changes. */
export function useLocalDate(): string {
  return useSyncExternalStore(subscribe, () => current);
}

/** Parses yyyy-MM-dd as a local day (noon, so no zone shift moves it). */
export function localDay(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d, 12);
}
