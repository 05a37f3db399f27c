/**
 * Where the page keeps the data it has seen (IndexedDB, decision 110): read by the page before its
 * first render (./persist.ts) and by the service worker to put the day's prayer into the shell
 * (web/src/sw.ts). idb-keyval only, so the service worker can use it without the data layer.
 */
import { createStore, get, type UseStore } from 'idb-keyval';

export const KEPT_KEY = 'queries';
/** Bumped when the shape of kept data changes, so an old copy is never read. */
export const KEPT_VERSION = 1;
/** Kept data older than this is not shown (a month without opening the app). */
const MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export interface Kept<State> {
  version: number;
  savedAt: number;
  state: State;
  /** Whether the page was dark when saved (the service worker's copy of Today follows it, decision 115). */
  dark?: boolean;
  /** The page's time zone when saved: the service worker takes Today's day in it (the page's own rule). */
  timeZone?: string;
}

let store: UseStore | undefined;
export function keptStore(): UseStore | undefined {
  if (typeof indexedDB === 'undefined') return undefined;
  store ??= createStore('dps-cache', 'queries');
  return store;
}

/** What was kept, when it is of this shape and recent enough; never throws. */
export async function readKept<State>(): Promise<Kept<State> | undefined> {
  const s = keptStore();
  if (!s) return undefined;
  try {
    const kept = await get<Kept<State>>(KEPT_KEY, s);
    if (!kept || kept.version !== KEPT_VERSION || Date.now() - kept.savedAt > MAX_AGE_MS) return undefined;
    return kept;
  } catch {
    return undefined;
  }
}
