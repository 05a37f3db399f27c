/**
 * The data a person has seen, kept on the device (IndexedDB) so the app shows it at once on the next
 * visit and with no network at all: Today's prayer and the next week's, topics, saved prayers,
 * progress. TanStack Query's own dehydrate/hydrate do the work; this file only decides when to load
 * and save. (TanStack's persister packages pin an older query-core, which would ship it twice.)
 *
 * - restoreQueries() runs before the first render: what was kept is in the cache from the start.
 *   Each restored query is marked stale, so a screen that shows it fetches a fresh copy when the
 *   network is there (and keeps showing the kept one until the answer arrives, or if it never does).
 * - Every change is saved, at most once a second, only successful answers.
 * - Sign-out (and a different person signing in) removes it: private reflections must not stay.
 */
import { dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';
import { del, set } from 'idb-keyval';
import { KEPT_KEY, KEPT_VERSION, keptStore, readKept, type Kept } from './kept-store';

const SAVE_EVERY_MS = 1000;

/** Loads what was kept into the cache; never throws (a broken copy is just not used). */
export async function restoreQueries(client: QueryClient): Promise<void> {
  try {
    const kept = await readKept<ReturnType<typeof dehydrate>>();
    if (!kept) return;
    hydrate(client, kept.state);
    for (const q of client.getQueryCache().getAll()) q.invalidate();
  } catch {
    // Private mode, a full disk, an old shape: start without it.
  }
}

/** Saves the cache after each change (throttled). Returns a function that stops saving. */
export function keepQueries(client: QueryClient): () => void {
  const s = keptStore();
  if (!s) return () => undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    timer = undefined;
    const state = dehydrate(client, {
      // Only answers; and never "nobody is signed in", which is no news to show on the next visit.
      shouldDehydrateQuery: (q) => q.state.status === 'success' && q.state.data != null,
    });
    const kept: Kept<typeof state> = {
      version: KEPT_VERSION,
      savedAt: Date.now(),
      state,
      dark: document.documentElement.classList.contains('dark'),
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    };
    void set(KEPT_KEY, kept, s).catch(() => undefined);
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' && event.type !== 'removed') return;
    timer ??= setTimeout(save, SAVE_EVERY_MS);
  });
  const flushNow = () => {
    if (timer) {
      clearTimeout(timer);
      save();
    }
  };
  // A phone closes tabs without warning; save what is pending when the page is hidden.
  document.addEventListener('visibilitychange', flushNow);
  return () => {
    unsubscribe();
    document.removeEventListener('visibilitychange', flushNow);
    if (timer) clearTimeout(timer);
  };
}

/** Forgets everything kept on this device. */
export async function forgetQueries(): Promise<void> {
  const s = keptStore();
  if (s) await del(KEPT_KEY, s).catch(() => undefined);
}
