/**
 * The service worker (built by vite-plugin-pwa's injectManifest from this file into /sw.js):
 *
 * - precaches the app shell and every built asset, so the app opens with no network at all;
 * - answers every in-app navigation (/, /topics/3, …) with the precached shell, Today's with the
 *   day's prayer the page kept already in it (decision 115); server routes (/api, /auth, /slack,
 *   /telegram, /healthz) still go to the server;
 * - sends the writes made offline (web/src/lib/offline/outbox.ts) when the browser fires a Background
 *   Sync event, or when a page asks; pages without Background Sync ask on reconnecting.
 *
 * API answers are not cached here: the page keeps its own data (TanStack Query persisted to
 * IndexedDB, web/src/lib/offline/persist.ts) so it can show it before the network answers.
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { createTranslator, flattenMessages, type Translator } from '@dps/core/i18n/translator';
import appEnglish from './i18n/messages/en/app.json';
import appSpanish from './i18n/messages/es/app.json';
import { TEXT_SIZE_STEPS } from '../shared/appearance';
import { todayIso } from './lib/dates';
import { pickPrayerOfDay } from './lib/prayer-of-day';
import { readKept } from './lib/offline/kept-store';
import { flushOutbox, OUTBOX_SYNC_TAG } from './lib/offline/outbox';
import {
  appearanceAttributes,
  prayerMarkup,
  withPrerender,
  type Prerendered,
  type PrerenderStreak,
} from '../shared/prerender-markup';
import { prerenderWords } from './lib/prerender-words';
import type { DailyPrayer, PrayerOfDay } from './lib/prayer-of-day';
import { urlBase64ToUint8Array } from './lib/push/base64url';

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface SyncEvent extends ExtendableEvent {
  tag: string;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  data: unknown;
}
interface PushEvent extends ExtendableEvent {
  data: { json(): unknown; text(): string } | null;
}
interface NotificationEvent extends ExtendableEvent {
  action: string;
  notification: Notification;
}
interface WindowClientLike {
  url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}
interface ServiceWorkerScope {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
  skipWaiting(): Promise<void>;
  location: Location;
  registration: {
    showNotification(
      title: string,
      options?: NotificationOptions & { actions?: { action: string; title: string }[] },
    ): Promise<void>;
    pushManager: PushManager;
  };
  clients: {
    claim(): Promise<void>;
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
  addEventListener(type: 'pushsubscriptionchange', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'sync', listener: (event: SyncEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}
declare const self: ServiceWorkerScope;

// No directory index: "/" is a navigation like any other (below), so Today can get its prayer put in.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '' });
cleanupOutdatedCaches();

const shell = createHandlerBoundToURL('/index.html');
registerRoute(
  new NavigationRoute(
    async (options) => {
      // Read before the shell's handler runs: it replaces options.request with one for /index.html.
      const isToday = new URL(options.request.url).pathname === '/';
      const res = await shell(options);
      if (!isToday) return res;
      // Today opens with the day's prayer already on screen, from what the page kept (decision 115).
      const today = await keptToday().catch(() => null);
      if (!today || !res.ok) return res;
      const headers = new Headers(res.headers);
      headers.delete('content-length');
      return new Response(withPrerender(await res.text(), today), { status: res.status, headers });
    },
    { denylist: [/^\/api(\/|$)/, /^\/auth(\/|$)/, /^\/slack(\/|$)/, /^\/telegram(\/|$)/, /^\/healthz$/] },
  ),
);

type KeptQuery = { queryKey: readonly unknown[]; state: { data?: unknown } };

/**
 * Today's date (yyyy-MM-dd) in the zone the page last ran in, which is the device's: the worker's own
 * clock zone can differ from the page's where the page's is emulated (tests), so the page says it.
 */
function dayIn(timeZone: string | undefined): string {
  if (timeZone) {
    try {
      // en-CA formats a date as yyyy-MM-dd.
      return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
        new Date(),
      );
    } catch {
      // Not a zone this browser knows: its own day.
    }
  }
  return todayIso();
}

/**
 * The prayer of the device's local day, as the page kept it (today's answer, or that day in the week
 * fetched ahead), with their theme and text size; null when none was kept for today.
 */
async function keptToday(): Promise<Prerendered | null> {
  const kept = await readKept<{ queries?: KeptQuery[] }>();
  const queries = kept?.state.queries ?? [];
  const data = (key: string) => queries.find((q) => q.queryKey[0] === key)?.state.data;
  const settings = (data('/api/user/settings') ?? {}) as { theme?: unknown; textSize?: unknown; language?: unknown };
  // The device's day, as Today takes it (useLocalDate), and the same rule for which prayer is the day's.
  const day = dayIn(kept?.timeZone);
  const week = data('/api/prayers/days');
  const prayer = pickPrayerOfDay(
    data('/api/prayers/daily') as DailyPrayer | null | undefined,
    Array.isArray(week) ? (week as PrayerOfDay[]) : undefined,
    day,
  );
  if (!prayer || typeof prayer.title !== 'string' || typeof prayer.content !== 'string') return null;
  const size = TEXT_SIZE_STEPS.find((s) => s.value === settings.textSize) ?? { value: 'default', scale: 1 };
  // "Follow the device": the worker cannot ask the device, so it uses what the page last applied.
  const theme =
    settings.theme === 'light' || settings.theme === 'dark' ? settings.theme : kept?.dark ? 'dark' : 'light';
  return {
    htmlAttributes: appearanceAttributes(theme, size.value, size.scale),
    body: prayerMarkup(
      { ...prayer, date: day },
      data('/api/progress/streak') as PrerenderStreak | undefined,
      prerenderWords(settings.language),
    ),
    language: settings.language === 'es' ? 'es' : 'en',
  };
}

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

// ---- Daily reminders by Web Push (decision 140) ----

/** What the server's web-push sender puts in a reminder (web/server/reminders/reminder-content.ts). */
interface ReminderPayload {
  type?: string;
  /** The person's language, when the server names it (else the one the page last kept). */
  language?: string;
  title?: string;
  body?: string;
  prayerId?: number;
  localDate?: string;
  url?: string;
  /** The subscription it was sent to and the server's proof of its owner (the Pray action sends both back). */
  subscriptionId?: number;
  proof?: string;
  /** The person's plan day in the same reminder (decision 216). */
  plan?: { runId?: number; day?: number; length?: number };
}

/** What a reminder's notification keeps for its actions. */
interface ReminderData {
  prayerId?: number;
  url?: string;
  subscriptionId?: number;
  proof?: string;
  planRunId?: number;
  planDay?: number;
}

const TODAY_URL = '/';

/**
 * The worker's own words (the reminder's actions and its confirmations) in the person's language:
 * the reminder's, else the account's as the page last kept it, else English. Only the app
 * namespace is bundled here, in both languages (a few hundred bytes).
 */
const WORDS = {
  en: flattenMessages('app', appEnglish),
  es: flattenMessages('app', appSpanish),
} as const;

async function keptLanguage(): Promise<string | undefined> {
  try {
    const kept = await readKept<{ queries?: KeptQuery[] }>();
    const settings = kept?.state.queries?.find((q) => q.queryKey[0] === '/api/user/settings')?.state.data;
    const language = (settings as { language?: unknown } | undefined)?.language;
    return typeof language === 'string' ? language : undefined;
  } catch {
    return undefined;
  }
}

async function wordsFor(language?: string): Promise<Translator> {
  const wanted = language ?? (await keptLanguage());
  const known = wanted === 'es' ? 'es' : 'en';
  return createTranslator(known, WORDS[known]);
}

function readPayload(event: PushEvent): ReminderPayload {
  try {
    const data = event.data?.json();
    return data && typeof data === 'object' ? (data as ReminderPayload) : {};
  } catch {
    return { body: event.data?.text() ?? '' };
  }
}

/** The app's own path of a link the server sent (another site's address is never opened). */
function ownPath(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const u = new URL(url, self.location.origin);
    return u.origin === self.location.origin ? `${u.pathname}${u.search}` : undefined;
  } catch {
    return undefined;
  }
}

/** A prayer watch's slot message (web/server/reminders/watch-push.ts): each its own, a tap opens the watch. */
async function showWatchMessage(p: ReminderPayload): Promise<void> {
  await self.registration.showNotification(`🕯️ ${p.title ?? ''}`.trim(), {
    body: p.body ?? '',
    icon: '/icon-192.png',
    badge: '/icon-192.png',
    tag: p.localDate ?? 'watch',
    data: { url: ownPath(p.url) ?? TODAY_URL } satisfies ReminderData,
  });
}

/** The day's reminder as a notification, with Pray (and the plan day's Done) when the server proved the account. */
async function showReminder(p: ReminderPayload): Promise<void> {
  if (p.type === 'watch') return showWatchMessage(p);
  const { t } = await wordsFor(p.language);
  await self.registration.showNotification(p.title ? `🙏 ${p.title}` : t('app.push.todaysPrayer'), {
    body: p.body ?? t('app.push.ready'),
    icon: '/icon-192.png',
    badge: '/icon-192.png',
    // One a day: a second push of the same day replaces the first instead of piling up.
    tag: `daily-prayer-${p.localDate ?? 'today'}`,
    data: {
      prayerId: p.prayerId,
      url: TODAY_URL,
      subscriptionId: p.subscriptionId,
      proof: p.proof,
      planRunId: p.plan?.runId,
      planDay: p.plan?.day,
    } satisfies ReminderData,
    // Pray acts for the account the reminder was sent to, proved by the server (decision 177).
    actions:
      typeof p.prayerId === 'number' && typeof p.subscriptionId === 'number' && typeof p.proof === 'string'
        ? [
            { action: 'pray', title: t('app.push.pray') },
            ...(typeof p.plan?.runId === 'number' && typeof p.plan.day === 'number'
              ? [{ action: 'plan_done', title: t('app.push.planDayDone', { day: p.plan.day }) }]
              : []),
          ]
        : [],
  });
}

// A push must always show something (browsers revoke the permission of a worker that stays silent).
self.addEventListener('push', (event) => {
  event.waitUntil(showReminder(readPayload(event)));
});

/** Focus an open window of the app on Today (or the notification's own page), or open one. */
async function openToday(path: string = TODAY_URL): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const own = windows.find((w) => new URL(w.url).origin === self.location.origin);
  if (own) {
    await own.navigate(path).catch(() => undefined);
    await own.focus();
    return;
  }
  await self.clients.openWindow(path);
}

/**
 * "🙏 Pray" on the notification: marks today's prayer prayed without opening the app, for the
 * account the reminder was sent to only: the server checks the proof against the signed-in person
 * (another person signed in on this browser since gets a 403, and Today opens instead).
 */
function deviceZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

async function prayFromNotification(
  data: Required<Pick<ReminderData, 'prayerId' | 'subscriptionId' | 'proof'>>,
): Promise<void> {
  const res = await fetch('/api/push/pray', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    // The device's zone: the prayer counts on the local date where it was prayed (decision 221).
    body: JSON.stringify({
      prayerId: data.prayerId,
      subscriptionId: data.subscriptionId,
      proof: data.proof,
      zone: deviceZone(),
    }),
  });
  if (!res.ok) throw new Error(String(res.status));
  const { t } = await wordsFor();
  await self.registration.showNotification(t('app.push.prayedTitle'), {
    body: t('app.push.prayedBody'),
    icon: '/icon-192.png',
    tag: 'daily-prayer-done',
    silent: true,
  });
}

/** "✅ Day N done" on a reminder: marks the plan day for the signed-in person (their run, or a 404 and the day opens). */
async function planDayDoneFromNotification(runId: number, day: number): Promise<void> {
  const res = await fetch(`/api/plans/runs/${runId}/days/${day}/done`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ channel: 'push' }),
  });
  if (!res.ok) throw new Error(String(res.status));
  const { t } = await wordsFor();
  await self.registration.showNotification(t('app.push.dayDoneTitle'), {
    body: t('app.push.dayDoneBody', { day }),
    icon: '/icon-192.png',
    tag: 'plan-day-done',
    silent: true,
  });
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = (event.notification.data ?? {}) as ReminderData;
  if (event.action === 'plan_done' && typeof data.planRunId === 'number' && typeof data.planDay === 'number') {
    const { planRunId, planDay } = data;
    event.waitUntil(
      planDayDoneFromNotification(planRunId, planDay).catch(() =>
        self.clients.openWindow(`/plans/runs/${planRunId}/days/${planDay}`),
      ),
    );
    return;
  }
  const { prayerId, subscriptionId, proof } = data;
  if (
    event.action === 'pray' &&
    typeof prayerId === 'number' &&
    typeof subscriptionId === 'number' &&
    typeof proof === 'string'
  ) {
    // Signed out, offline, another account or refused: open Today instead, where the person can tap Pray.
    event.waitUntil(prayFromNotification({ prayerId, subscriptionId, proof }).catch(() => openToday()));
    return;
  }
  event.waitUntil(openToday(ownPath(data.url) ?? TODAY_URL));
});

// The push service replaced this browser's subscription: subscribe again and tell the server.
self.addEventListener('pushsubscriptionchange', (event) => {
  event.waitUntil(
    (async () => {
      const res = await fetch('/api/push/public-key', { credentials: 'include' });
      if (!res.ok) return;
      const { publicKey } = (await res.json()) as { publicKey: string };
      const sub = await self.registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: urlBase64ToUint8Array(publicKey),
      });
      await fetch('/api/push/subscriptions', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(sub.toJSON()),
      });
    })().catch(() => undefined),
  );
});
