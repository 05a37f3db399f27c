/**
 * A delivery sender for engine tests that need no Telegram protocol (the week-long race): it
 * records every send and can fail a share of them transiently, to exercise retries.
 */
import type { DeliveryChannel, DeliverySender, DeliveryToSend, SendResult } from '@dps/core/delivery/delivery-types';

export interface RecordingSender extends DeliverySender {
  sends: { target: string; localDate: string; attempts: number; id: number }[];
}

export function recordingSender(
  opts: { channel?: DeliveryChannel; failEvery?: number; shared?: RecordingSender['sends'] } = {},
): RecordingSender {
  const sends = opts.shared ?? [];
  let n = 0;
  return {
    channel: opts.channel ?? 'telegram',
    limits: { perSecond: Infinity, perTargetIntervalMs: 0 },
    sends,
    async send(d: DeliveryToSend): Promise<SendResult> {
      n += 1;
      if (opts.failEvery && n % opts.failEvery === 0) return { status: 'failed', error: '502: Bad Gateway' };
      sends.push({ target: d.target, localDate: d.localDate, attempts: d.attempts, id: d.id });
      return { status: 'sent', externalId: String(n) };
    },
  };
}
