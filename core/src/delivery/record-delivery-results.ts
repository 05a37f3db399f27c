import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows } from '@dps/db/client';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@dps/db/content/languages';
import { runIsolated, storableText } from '../batch/isolate-poison-rows';
import type { Ctx } from '../context';
import { coreText } from '../i18n/core-text';
import { parseInput } from '../validate';
import { DELIVERY_CHANNELS, MAX_DELIVERY_ATTEMPTS } from './delivery-types';

/** Backoff before attempt `attempts + 1`: 30 s, 2 min, 8 min, 32 min, then an hour at most. */
export function retryBackoffSeconds(attempts: number): number {
  return Math.min(3600, 30 * 4 ** Math.max(0, attempts - 1));
}

const ZResult = z.object({
  id: z.number().int().positive(),
  /** The attempt number the result is for (a result for a superseded attempt is ignored). */
  attempts: z.number().int().min(1),
  /** `released`: claimed but never attempted (a clean stop, a lease about to run out): due again at once, the attempt not counted. */
  status: z.enum(['sent', 'failed', 'gone', 'released']),
  externalId: z.string().max(200).optional(),
  error: z.string().optional(),
  retryAfterSeconds: z.number().min(0).optional(),
});

export const ZRecordDeliveryResultsInput = z.object({
  now: z.date(),
  channel: z.enum(DELIVERY_CHANNELS),
  results: z.array(ZResult),
  maxAttempts: z.number().int().min(1).max(100).default(MAX_DELIVERY_ATTEMPTS),
});
export type TRecordDeliveryResultsInput = z.input<typeof ZRecordDeliveryResultsInput>;
export type DeliveryResult = z.input<typeof ZResult>;

export interface RecordSummary {
  sent: number;
  /** Will be retried after a backoff. */
  failed: number;
  /** Handed back unattempted: due again at once, for any instance. */
  released: number;
  /** Given up: the target is gone, or the attempts are used up. */
  dead: number;
  /** Targets switched off because the platform said they are gone (blocked, kicked, removed). */
  deactivated: number;
  /**
   * Results the database refused even on their own (reported by delivery id); their rows stay
   * claimed and are retried after the lease, while every other result of the batch is recorded.
   */
  unrecorded: number;
}

type Payload = {
  id: number;
  attempts: number;
  status: string;
  released: boolean;
  gone: boolean;
  external_id: string | null;
  error: string | null;
  next_attempt_at: string | null;
};

function storableResult(r: DeliveryResult): DeliveryResult {
  return {
    ...r,
    ...(typeof r.error === 'string' && { error: storableText(r.error, 500) }),
    ...(typeof r.externalId === 'string' && { externalId: storableText(r.externalId, 200) }),
  };
}

/**
 * Record what happened to claimed deliveries, in one statement: `sent`; `released` (never
 * attempted: due again at once, its attempt not counted); `failed` (retried after a
 * backoff, or the platform's retry_after if longer, until the attempts run out: then `dead`);
 * `gone` (dead at once, and the target is deactivated — a Telegram chat that blocked or removed the
 * bot, a Slack channel the app was removed from — so it is not planned again).
 * Only rows still claimed by the same attempt are touched. If the statement fails, each result is
 * recorded on its own, so one that cannot be stored never costs the others theirs (which would
 * otherwise be sent again after the lease).
 */
export async function recordDeliveryResults(ctx: Ctx, input: TRecordDeliveryResultsInput): Promise<RecordSummary> {
  const { now, channel, results, maxAttempts } = parseInput(ZRecordDeliveryResultsInput, {
    ...input,
    // A platform's words are recorded, never refused: made storable before any check (a NUL, or
    // half an emoji, would otherwise cost every result of the batch and re-send them all).
    results: Array.isArray(input.results) ? input.results.map(storableResult) : input.results,
  });
  if (results.length === 0) return { sent: 0, failed: 0, released: 0, dead: 0, deactivated: 0, unrecorded: 0 };
  const payload: Payload[] = results.map((r) => {
    if (r.status === 'released')
      return {
        id: r.id,
        attempts: r.attempts,
        status: 'failed',
        released: true,
        gone: false,
        external_id: null,
        error: storableText(r.error ?? 'released', 500),
        next_attempt_at: now.toISOString(),
      };
    const giveUp = r.status === 'gone' || (r.status === 'failed' && r.attempts >= maxAttempts);
    const status = r.status === 'sent' ? 'sent' : giveUp ? 'dead' : 'failed';
    const wait = Math.max(retryBackoffSeconds(r.attempts), Math.ceil(r.retryAfterSeconds ?? 0));
    return {
      id: r.id,
      attempts: r.attempts,
      status,
      released: false,
      gone: r.status === 'gone',
      external_id: r.externalId === undefined ? null : storableText(r.externalId, 200),
      // Error texts come from the platform (never a prayer's or a person's words); keep them short.
      error: r.status === 'sent' ? null : storableText(r.error ?? 'unknown error', 500),
      next_attempt_at: status === 'failed' ? new Date(now.getTime() + wait * 1000).toISOString() : null,
    };
  });
  const { results: summaries, poison } = await runIsolated(ctx, {
    event: 'delivery_result_unrecordable',
    batch: () => record(ctx, now, channel, payload),
    keys: () => payload,
    one: (p) => record(ctx, now, channel, [p]),
    describe: (p) => ({ channel, deliveryId: p.id, status: p.status }),
  });
  const total = { sent: 0, failed: 0, released: 0, dead: 0, deactivated: 0, unrecorded: poison.length };
  for (const s of summaries) {
    total.sent += s.sent;
    total.failed += s.failed;
    total.released += s.released;
    total.dead += s.dead;
    total.deactivated += s.deactivated;
  }
  return total;
}

/** The bell's "today's prayer is ready" in every language, for the query to pick the person's (decision 239). */
const PRAYER_READY = JSON.stringify(
  Object.fromEntries(LANGUAGES.map((l) => [l, coreText.for(l).t('bell.prayerReady')])),
);

async function record(
  ctx: Ctx,
  now: Date,
  channel: string,
  payload: Payload[],
): Promise<Omit<RecordSummary, 'unrecorded'>> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const [row] = await queryRows<Omit<RecordSummary, 'unrecorded'>>(
    ctx.db,
    sql`with r as (
          select * from jsonb_to_recordset(${JSON.stringify(payload)}::jsonb)
            as x(id int, attempts int, status text, released boolean, gone boolean, external_id text, error text, next_attempt_at timestamptz)
        ),
        upd as (
          update deliveries d
          set status = r.status,
              sent_at = case when r.status = 'sent' then ${at} else d.sent_at end,
              external_id = coalesce(r.external_id, d.external_id),
              last_error = r.error,
              next_attempt_at = r.next_attempt_at,
              gone = d.gone or coalesce(r.gone, false),
              -- Never attempted: the next claim brings the count back to this attempt's number.
              attempts = case when r.released then d.attempts - 1 else d.attempts end
          from r
          where d.id = r.id and d.channel = ${channel} and d.status = 'claimed' and d.attempts = r.attempts
          returning d.target, d.local_date, d.prayer_id, r.status, r.released, r.gone
        ),
        ready as (
          -- A web reminder went out (push or email): the bell says today's prayer is ready, once per
          -- person and local day whatever the number of devices (decision 145).
          insert into notifications (user_id, kind, title, body, link, ref_key, created_at, updated_at)
          -- In the person's language, as notifyPrayerReady writes it.
          select distinct on (w.user_id, w.local_date) w.user_id, 'prayer_ready',
                 coalesce(${PRAYER_READY}::jsonb ->> us.language, ${PRAYER_READY}::jsonb ->> ${DEFAULT_LANGUAGE}::text),
                 left(coalesce(p.title, ''), 200), '/', 'prayer:' || w.local_date::text, ${at}, ${at}
          from (
            select upd.local_date, upd.prayer_id,
                   case when ${channel} = 'email' and upd.target ~ '^[0-9]{1,9}$' then upd.target::int
                        else (select ps.user_id from push_subscriptions ps where ps.id::text = upd.target) end as user_id
            from upd where ${channel} in ('web_push', 'email') and upd.status = 'sent'
          ) w
          left join prayers p on p.id = w.prayer_id
          left join user_settings us on us.user_id = w.user_id
          where w.user_id is not null
          on conflict (user_id, ref_key) do nothing
        ),
        gone as (select distinct target from upd where gone),
        tg as (
          update telegram_chats set is_active = false
          where ${channel} = 'telegram' and is_active and chat_id::text in (select target from gone)
          returning chat_id
        ),
        sc as (
          update slack_channel_subscriptions set is_active = false
          where ${channel} = 'slack_channel' and is_active and team_id || ':' || channel_id in (select target from gone)
          returning id
        ),
        wp as (
          -- The push service said the subscription is gone (404/410): the browser will never take it again.
          delete from push_subscriptions
          where ${channel} = 'web_push' and id::text in (select target from gone)
          returning id
        )
        select (select count(*) from upd where status = 'sent')::int as sent,
               (select count(*) from upd where status = 'failed' and not released)::int as failed,
               (select count(*) from upd where released)::int as released,
               (select count(*) from upd where status = 'dead')::int as dead,
               ((select count(*) from tg) + (select count(*) from sc) + (select count(*) from wp))::int as deactivated`,
  );
  return row!;
}
