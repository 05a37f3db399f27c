/**
 * This browser's Web Push subscription (decision 140): asked for only after the person's tap (iOS
 * requires it, and everyone else prefers it), made through the service worker's pushManager with
 * the server's VAPID key, and told to the server; switched off, it is removed on both sides.
 */
import { apiJson } from '../api-client';
import { urlBase64ToUint8Array } from './base64url';

export type PushOutcome = 'on' | 'denied' | 'unsupported' | 'failed';

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
  );
}

/** The page's service worker, or null if there is none within a few seconds (a dev server has none). */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!pushSupported()) return null;
  const timeout = new Promise<null>((r) => setTimeout(() => r(null), 5000));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const reg = await navigator.serviceWorker.getRegistration();
  return (await reg?.pushManager.getSubscription()) ?? null;
}

/**
 * Call straight from the tap handler: the permission prompt is the first thing that happens, before
 * any network wait, so the browser still counts it as the person's gesture.
 */
export function subscribeThisDevice(): Promise<PushOutcome> {
  if (!pushSupported()) return Promise.resolve('unsupported');
  const permission =
    Notification.permission === 'granted' ? Promise.resolve('granted') : Notification.requestPermission();
  return (async () => {
    if ((await permission) !== 'granted') return 'denied';
    const reg = await registration();
    if (!reg) return 'unsupported';
    try {
      const { publicKey } = await apiJson<{ publicKey: string }>('GET', '/api/push/public-key');
      let sub = await reg.pushManager.getSubscription();
      // A subscription made with another key (the server's keys changed) cannot be used: replace it.
      const key = sub?.options.applicationServerKey;
      if (
        sub &&
        key &&
        btoa(String.fromCharCode(...new Uint8Array(key))) !==
          btoa(String.fromCharCode(...urlBase64ToUint8Array(publicKey)))
      ) {
        await sub.unsubscribe();
        sub = null;
      }
      sub ??= await reg.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: urlBase64ToUint8Array(publicKey),
      });
      await apiJson('POST', '/api/push/subscriptions', sub.toJSON());
      return 'on';
    } catch {
      return 'failed';
    }
  })();
}

/** Stop reminders on this browser: the server forgets it, and the browser drops the subscription. */
export async function unsubscribeThisDevice(): Promise<void> {
  const sub = await currentSubscription();
  if (!sub) return;
  await apiJson('DELETE', '/api/push/subscriptions', { endpoint: sub.endpoint }).catch(() => undefined);
  await sub.unsubscribe().catch(() => undefined);
}

/**
 * Signing out signs this browser out of reminders (decision 177): sign out with this browser's
 * push endpoint (the server deletes that subscription in the same request), then drop the
 * subscription in the browser too, so its push service refuses the endpoint even if the server
 * kept it (it deletes a refused subscription at its next send). A failed sign-out changes nothing.
 */
export async function signOutThisDevice(
  signOut: (body?: { pushEndpoint: string }) => Promise<unknown>,
): Promise<unknown> {
  const sub = await currentSubscription().catch(() => null);
  const answer = await signOut(sub ? { pushEndpoint: sub.endpoint } : undefined);
  await sub?.unsubscribe().catch(() => undefined);
  return answer;
}
