/**
 * A write that still counts when there is no network: sent now when possible, else kept in the
 * outbox (web/src/lib/offline/outbox.ts) and sent once the device is back online, by the service
 * worker's Background Sync where the browser has it, or by the page when it sees the network return.
 */
import { apiJson } from '../api-client';
import { todayIso } from '../dates';
import { addToOutbox, OUTBOX_SYNC_TAG, type OutboxEntry } from './outbox';

export type WriteResult<T> = { queued: true } | { queued: false; data: T };

/** fetch rejects with a TypeError when the request never reached a server. */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError;
}

interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/** Asks the service worker for a Background Sync (Chromium); elsewhere the page retries on reconnect. */
export function requestBackgroundSync(): void {
  if (!('serviceWorker' in navigator) || !navigator.serviceWorker.controller) return;
  void navigator.serviceWorker.ready
    .then((reg) => (reg as unknown as SyncRegistration).sync?.register(OUTBOX_SYNC_TAG))
    .catch(() => undefined);
}

export function newWriteId(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

export async function sendOrKeep<T>(
  write: Omit<OutboxEntry, 'id' | 'at' | 'localDate'> & { id?: string; at?: Date },
): Promise<WriteResult<T>> {
  const at = write.at ?? new Date();
  const entry: OutboxEntry = {
    ...write,
    id: write.id ?? newWriteId(),
    at: at.toISOString(),
    localDate: todayIso(at),
  };
  const keep = async (): Promise<WriteResult<T>> => {
    await addToOutbox(entry);
    requestBackgroundSync();
    return { queued: true };
  };
  if (typeof navigator !== 'undefined' && navigator.onLine === false && typeof indexedDB !== 'undefined') return keep();
  try {
    return { queued: false, data: await apiJson<T>('POST', entry.url, entry.body) };
  } catch (error) {
    if (isNetworkError(error) && typeof indexedDB !== 'undefined') return keep();
    throw error;
  }
}
