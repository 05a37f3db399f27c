/**
 * Writes made without a network (Pray, Save, a reflection), kept on the device until they can be
 * sent. Shared by the page and the service worker (web/src/sw.ts): both may send them, one at a
 * time (a Web Lock), each once; the server treats a replay as the same write (a completion counts
 * on the local date of the tap, carried as `at`; saving is "set"; a reflection carries its own id).
 *
 * Entries live in IndexedDB, so they survive a closed tab. A BroadcastChannel tells every open
 * page when the outbox changed, so a pending write is shown as pending wherever it is visible.
 */
import { createStore, del, set, values, type UseStore } from 'idb-keyval';

export type OutboxKind = 'complete' | 'favorite' | 'reflection';

export interface OutboxEntry {
  /** A client-made id; for a reflection also its idempotency key on the server. */
  id: string;
  kind: OutboxKind;
  /** Whose write it is: another person signing in on this device never sends it. */
  userId: number;
  url: string;
  body?: Record<string, unknown>;
  prayerId: number;
  /** The instant of the tap (ISO). */
  at: string;
  /** The local day of the tap (yyyy-MM-dd), for showing it as pending on that day. */
  localDate: string;
}

export const OUTBOX_CHANNEL = 'dps-outbox';
export const OUTBOX_SYNC_TAG = 'dps-outbox';

export type OutboxMessage = { type: 'changed' } | { type: 'flushed'; sent: number; dropped: number; remaining: number };

let store: UseStore | undefined;
function outboxStore(): UseStore {
  store ??= createStore('dps-outbox', 'writes');
  return store;
}

function announce(message: OutboxMessage): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(OUTBOX_CHANNEL);
  channel.postMessage(message);
  channel.close();
}

export async function listOutbox(): Promise<OutboxEntry[]> {
  if (typeof indexedDB === 'undefined') return [];
  const all = await values<OutboxEntry>(outboxStore());
  return all.sort((a, b) => a.at.localeCompare(b.at));
}

export async function addToOutbox(entry: OutboxEntry): Promise<void> {
  await set(entry.id, entry, outboxStore());
  announce({ type: 'changed' });
}

/** Forgets every pending write (sign-out: they belong to the person leaving). */
export async function clearOutbox(): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  for (const e of await listOutbox()) await del(e.id, outboxStore());
  announce({ type: 'changed' });
}

/** Statuses after which a write is never tried again: the server looked at it and said no. */
function isFinalRefusal(status: number): boolean {
  return status >= 400 && status < 500 && status !== 401 && status !== 408 && status !== 429;
}

/**
 * Sends the pending writes, oldest first, and stops at the first that cannot be sent now (no network,
 * signed out, server trouble). Only the signed-in person's writes are sent when `userId` is given.
 * Resolves with what is left; one flush runs at a time across the page and the service worker.
 */
export async function flushOutbox(userId?: number): Promise<{ sent: number; dropped: number; remaining: number }> {
  const run = async () => {
    let sent = 0;
    let dropped = 0;
    const entries = (await listOutbox()).filter((e) => userId === undefined || e.userId === userId);
    for (const entry of entries) {
      let res: Response;
      try {
        res = await fetch(entry.url, {
          method: 'POST',
          credentials: 'same-origin',
          headers: entry.body ? { 'Content-Type': 'application/json' } : {},
          body: entry.body ? JSON.stringify(entry.body) : undefined,
        });
        await res.text().catch(() => undefined);
      } catch {
        break; // still offline
      }
      if (res.ok || isFinalRefusal(res.status)) {
        await del(entry.id, outboxStore());
        if (res.ok) sent += 1;
        else dropped += 1;
      } else {
        break; // 401, 429, 5xx: keep it for the next attempt
      }
    }
    const remaining = (await listOutbox()).filter((e) => userId === undefined || e.userId === userId).length;
    if (sent > 0 || dropped > 0) announce({ type: 'flushed', sent, dropped, remaining });
    return { sent, dropped, remaining };
  };
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  return locks ? locks.request('dps-outbox-flush', run) : run();
}
