/**
 * The service worker (built by vite-plugin-pwa's injectManifest from this file into /sw.js):
 *
 * - precaches the app shell and every built asset, so the app opens with no network at all;
 * - answers every in-app navigation (/, /topics/3, …) with the precached shell; server routes
 *   (/api, /auth, /slack, /telegram, /healthz) still go to the server;
 * - sends the writes made offline (web/src/lib/offline/outbox.ts) when the browser fires a Background
 *   Sync event, or when a page asks; pages without Background Sync ask on reconnecting.
 *
 * API answers are not cached here: the page keeps its own data (TanStack Query persisted to
 * IndexedDB, web/src/lib/offline/persist.ts) so it can show it before the network answers.
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { flushOutbox, OUTBOX_SYNC_TAG } from './lib/offline/outbox';

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface SyncEvent extends ExtendableEvent {
  tag: string;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  data: unknown;
}
interface ServiceWorkerScope {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'sync', listener: (event: SyncEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}
declare const self: ServiceWorkerScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api(\/|$)/, /^\/auth(\/|$)/, /^\/slack(\/|$)/, /^\/telegram(\/|$)/, /^\/healthz$/],
  }),
);

// A new build takes over at once: the shell and assets it precached are complete and consistent,
// and a page still running the old build reloads itself if one of its lazy files has gone.
self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** Sends the signed-in person's pending writes; rejects while some remain, so Background Sync retries. */
async function sendPending(): Promise<void> {
  let userId: number | undefined;
  try {
    const res = await fetch('/auth/user', { credentials: 'same-origin' });
    if (!res.ok) return; // signed out: the writes wait for the person to sign in again
    userId = ((await res.json()) as { id: number }).id;
  } catch {
    throw new Error('offline');
  }
  const { remaining } = await flushOutbox(userId);
  if (remaining > 0) throw new Error(`${remaining} writes still pending`);
}

self.addEventListener('sync', (event) => {
  if (event.tag === OUTBOX_SYNC_TAG) event.waitUntil(sendPending());
});

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'flush-outbox')
    event.waitUntil(sendPending().catch(() => undefined));
});
