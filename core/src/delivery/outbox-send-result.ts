import type { SendResult } from './delivery-types';

/** An outbox row's result (notifications, chat echoes): sent; gone (never again there); failed (retried). */
export type OutboxSendResult =
  | { status: 'sent' }
  | { status: 'gone'; error: string }
  | { status: 'failed'; error: string; retryAfterSeconds?: number };

/** A chat sender's result as an outbox records it: a 429 is a failure retried after its wait. Pure. */
export function outboxSendResult(r: SendResult): OutboxSendResult {
  if (r.status === 'sent') return { status: 'sent' };
  if (r.status === 'gone') return { status: 'gone', error: r.error };
  return {
    status: 'failed',
    error: r.error,
    ...(r.retryAfterSeconds !== undefined ? { retryAfterSeconds: r.retryAfterSeconds } : {}),
  };
}
