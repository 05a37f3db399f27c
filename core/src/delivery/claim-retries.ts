import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows } from '@dps/db/client';
import { runIsolated } from '../batch/isolate-poison-rows';
import { leasedClaim } from '../batch/leased-claim';
import type { Ctx } from '../context';
import { withPlanDays } from '../plans/plan-days-for-delivery';
import { withDailyRequests } from '../circles/rotation/requests-for-delivery';
import { parseInput } from '../validate';
import { claimedAtColumn, toDeliveries, type ClaimedRow } from './claim-deliveries';
import {
  DEFAULT_LEASE_SECONDS,
  DELIVERY_CHANNELS,
  MAX_DELIVERY_ATTEMPTS,
  type DeliveryChannel,
  type DeliveryToSend,
} from './delivery-types';

export const ZClaimRetriesInput = z.object({
  now: z.date(),
  channel: z.enum(DELIVERY_CHANNELS),
  limit: z.number().int().min(1).max(100_000).default(500),
  leaseSeconds: z.number().int().min(1).max(86_400).default(DEFAULT_LEASE_SECONDS),
  maxAttempts: z.number().int().min(1).max(100).default(MAX_DELIVERY_ATTEMPTS),
});
export type TClaimRetriesInput = z.input<typeof ZClaimRetriesInput>;

interface Args {
  now: Date;
  channel: DeliveryChannel;
  limit: number;
  leaseSeconds: number;
  maxAttempts: number;
}

/** `and id = X` when one row is redone on its own (after its batch failed), else nothing. */
const onlyRow = (id: number | undefined): SQL => (id === undefined ? sql`` : sql`and id = ${id}::int`);

function giveUp(ctx: Ctx, a: Args, id?: number) {
  return ctx.db.execute(sql`
    update deliveries set status = 'dead', next_attempt_at = null,
           last_error = coalesce(last_error, 'no result recorded within the lease')
    where channel = ${a.channel} and status in ('claimed', 'failed')
      and next_attempt_at <= ${a.now.toISOString()}::timestamptz
      and attempts >= ${a.maxAttempts}::int ${onlyRow(id)}`);
}

function takeOver(ctx: Ctx, a: Args, id?: number): Promise<ClaimedRow[]> {
  const at = sql`${a.now.toISOString()}::timestamptz`;
  const leaseUntil = new Date(a.now.getTime() + a.leaseSeconds * 1000);
  return queryRows<ClaimedRow>(
    ctx.db,
    sql`${leasedClaim({
      table: 'deliveries',
      due: sql`channel = ${a.channel} and status in ('failed', 'claimed') and next_attempt_at <= ${at}
            and attempts < ${a.maxAttempts}::int ${onlyRow(id)}`,
      orderBy: sql`next_attempt_at`,
      limit: a.limit,
      leaseUntil: leaseUntil.toISOString(),
      set: sql`status = 'claimed', ${claimedAtColumn} = ${at}`,
      returning: sql`t.id, t.target, t.local_date, t.prayer_id, t.attempts`,
    })}
        select claimed.id, claimed.target, claimed.local_date::text as "localDate", claimed.attempts,
               claimed.prayer_id as "prayerId", p.title, p.content, p.scripture,
               p.scripture_reference as "scriptureReference", p.language
        from claimed left join prayers p on p.id = claimed.prayer_id
        order by claimed.id`,
  );
}

/** The rows a statement of this batch would touch (read without locks, when the batch failed). */
async function candidates(ctx: Ctx, a: Args, attempts: 'used up' | 'left'): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    ctx.db,
    sql`select id from deliveries
        where channel = ${a.channel} and status in ('failed', 'claimed')
          and next_attempt_at <= ${a.now.toISOString()}::timestamptz
          and ${attempts === 'left' ? sql`attempts < ${a.maxAttempts}::int` : sql`attempts >= ${a.maxAttempts}::int`}
        order by next_attempt_at
        limit ${a.limit}::int`,
  );
  return rows.map((r) => r.id);
}

/**
 * Take over deliveries that are due for another attempt: failed ones whose backoff has passed, and
 * claimed ones whose lease ran out (the instance that claimed them died). FOR UPDATE SKIP LOCKED,
 * so instances racing here split the rows instead of sending twice. A row that has used all its
 * attempts becomes `dead` instead. If a statement fails, its rows are taken one at a time and a
 * row that still fails is set aside and reported (its id), so the others are retried (decision 061).
 */
export async function claimRetries(ctx: Ctx, input: TClaimRetriesInput): Promise<DeliveryToSend[]> {
  const a: Args = parseInput(ZClaimRetriesInput, input);
  await runIsolated(ctx, {
    event: 'delivery_retry_unclaimable',
    batch: () => giveUp(ctx, a),
    keys: () => candidates(ctx, a, 'used up'),
    one: (id) => giveUp(ctx, a, id),
    describe: (id) => ({ channel: a.channel, deliveryId: id }),
  });
  const { results } = await runIsolated(ctx, {
    event: 'delivery_retry_unclaimable',
    batch: () => takeOver(ctx, a),
    keys: () => candidates(ctx, a, 'left'),
    one: (id) => takeOver(ctx, a, id),
    describe: (id) => ({ channel: a.channel, deliveryId: id }),
  });
  // A retried delivery carries the plan day waiting now, as the first attempt did (decision 216).
  // The requests of the person's circles, or the group's line, ride along too (decisions 300, 302).
  return withDailyRequests(
    ctx,
    await withPlanDays(
      ctx,
      toDeliveries(
        a.channel,
        results.flat().sort((x, y) => x.id - y.id),
      ),
    ),
  );
}
