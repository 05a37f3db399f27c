import { useEffect, useState } from 'react';
import { listOutbox, OUTBOX_CHANNEL, type OutboxEntry, type OutboxMessage } from './outbox';

/** Calls `onMessage` for every outbox change announced by this page, another tab or the service worker. */
export function useOutboxMessages(onMessage: (message: OutboxMessage) => void): void {
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(OUTBOX_CHANNEL);
    channel.onmessage = (e: MessageEvent<OutboxMessage>) => onMessage(e.data);
    return () => channel.close();
  }, [onMessage]);
}

/** The signed-in person's writes still waiting for the network, oldest first. */
export function usePendingWrites(userId: number | undefined): OutboxEntry[] {
  const [entries, setEntries] = useState<OutboxEntry[]>([]);
  useEffect(() => {
    let live = true;
    const load = () =>
      void listOutbox()
        .then((all) => {
          if (live) setEntries(all.filter((e) => e.userId === userId));
        })
        .catch(() => undefined);
    load();
    if (typeof BroadcastChannel === 'undefined') return () => void (live = false);
    const channel = new BroadcastChannel(OUTBOX_CHANNEL);
    channel.onmessage = load;
    return () => {
      live = false;
      channel.close();
    };
  }, [userId]);
  return entries;
}
