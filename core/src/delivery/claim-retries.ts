import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows } from '@dps/db/client';
import type { Ctx } from '../context';
import { parseInput } from '../validate';
import { claimedAtColumn, toDeliveries, type ClaimedRow } from './claim-deliveries';
import { DEFAULT_LEASE_SECONDS, DELIVERY_CHANNELS, MAX_DELIVERY_ATTEMPTS, type DeliveryToSend } from './delivery-types';

export const ZClaimRetriesInput = z.object({
  now: z.date(),
  channel: z.enum(DELIVERY_CHANNELS),
  limit: z.number().int().min(1).max(100_000).default(500),
  leaseSeconds: z.number().int().min(1).max(86_400).default(DEFAULT_LEASE_SECONDS),
  maxAttempts: z.number().int().min(1).max(100).default(MAX_DELIVERY_ATTEMPTS),
});
export type TClaimRetriesInput = z.input<typeof ZClaimRetriesInput>;

/**
 * Take over deliveries that are due for another attempt: failed ones whose backoff has passed, and
 * claimed ones whose lease ran out (the instance that claimed them died). FOR UPDATE SKIP LOCKED,
 * so instances racing here split the rows instead of sending twice. A row that has used all its
 * attempts becomes `dead` instead.
 */
export async function claimRetries(ctx: Ctx, input: TClaimRetriesInput): Promise<DeliveryToSend[]> {
  const { now, channel, limit, leaseSeconds, maxAttempts } = parseInput(ZClaimRetriesInput, input);
  const at = sql`${now.toISOString()}::timestamptz`;
  const leaseUntil = new Date(now.getTime() + leaseSeconds * 1000);
  await ctx.db.execute(sql`
    update deliveries set status = 'dead', next_attempt_at = null,
           last_error = coalesce(last_error, 'no result recorded within the lease')
    where channel = ${channel} and status in ('claimed', 'failed') and next_attempt_at <= ${at}
      and attempts >= ${maxAttempts}::int`);
  const rows = await queryRows<ClaimedRow>(
    ctx.db,
    sql`with picked as (
          select id from deliveries
          where channel = ${channel} and status in ('failed', 'claimed') and next_attempt_at <= ${at}
            and attempts < ${maxAttempts}::int
          order by next_attempt_at
          limit ${limit}::int
          for update skip locked
        ),
        upd as (
          update deliveries d
          set status = 'claimed', attempts = d.attempts + 1,
              next_attempt_at = ${leaseUntil.toISOString()}::timestamptz, ${claimedAtColumn} = ${at}
          from picked where d.id = picked.id
          returning d.id, d.target, d.local_date, d.prayer_id, d.attempts
        )
        select upd.id, upd.target, upd.local_date::text as "localDate", upd.attempts, upd.prayer_id as "prayerId",
               p.title, p.content, p.scripture, p.scripture_reference as "scriptureReference"
        from upd left join prayers p on p.id = upd.prayer_id
        order by upd.id`,
  );
  return toDeliveries(channel, rows);
}
