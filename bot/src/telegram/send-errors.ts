/**
 * Telegram's Bot API errors as the results the delivery engine and the outboxes record: pure, so
 * every sender maps them the same way.
 */
import { GrammyError, HttpError } from 'grammy';
import type { SendResult } from '@dps/core/delivery/delivery-types';

/** Bot API errors meaning "this chat will not take messages any more": deactivate, do not retry. */
const GONE =
  /bot was blocked|bot was kicked|user is deactivated|chat not found|group chat was (upgraded|deactivated)|not enough rights to send|need administrator rights|CHAT_WRITE_FORBIDDEN|PEER_ID_INVALID|bot is not a member/i;

/** Map an error from a Bot API call to what the engine records. */
export function telegramErrorToResult(e: unknown): SendResult {
  if (e instanceof GrammyError) {
    const error = `${e.error_code}: ${e.description}`;
    if (e.error_code === 429)
      return { status: 'rate_limited', retryAfterSeconds: e.parameters.retry_after ?? 1, error };
    if (e.error_code === 403 || GONE.test(e.description)) return { status: 'gone', error };
    return { status: 'failed', error };
  }
  if (e instanceof HttpError) return { status: 'failed', error: `network: ${(e.error as Error)?.name ?? 'error'}` };
  return { status: 'failed', error: (e as Error)?.name ?? 'unknown error' };
}
