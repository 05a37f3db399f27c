import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useI18n } from '../../i18n/i18n-context';
import { flushOutbox, type OutboxMessage } from '../../lib/offline/outbox';
import { useOutboxMessages } from '../../lib/offline/use-outbox';
import { useOnline } from '../../lib/use-online';
import { toast } from '../../lib/toast';
import { invalidateDayData } from '../../lib/day-data';

/**
 * Sends the writes kept offline as soon as the page is online (on opening, and on reconnecting: the
 * fallback where the browser has no Background Sync), and refreshes what they changed once they are
 * sent, whoever sent them (this page, another tab, the service worker).
 */
export function OfflineSync({ userId }: { userId: number }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const online = useOnline();

  useEffect(() => {
    if (!online || typeof indexedDB === 'undefined') return;
    void flushOutbox(userId).catch(() => undefined);
  }, [online, userId]);

  const onMessage = useCallback(
    (message: OutboxMessage) => {
      if (message.type !== 'flushed') return;
      invalidateDayData(queryClient);
      for (const key of ['/api/favorites', '/api/reflections', '/api/prayers']) {
        void queryClient.invalidateQueries({ queryKey: [key] });
      }
      if (message.sent > 0) {
        toast({
          title: t('offline.backOnline'),
          description: t('offline.sent', { count: message.sent }),
          variant: 'success',
        });
      }
    },
    [queryClient, t],
  );
  useOutboxMessages(onMessage);
  return null;
}
