import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows } from '@dps/db/client';
import type { Ctx } from '../context';
import { parseInput } from '../validate';
import { DEFAULT_LEASE_SECONDS, DELIVERY_CHANNELS } from './delivery-types';

export const ZRenewDeliveryLeasesInput = z.object({
  now: z.date(),
  channel: z.enum(DELIVERY_CHANNELS),
  /** The claims held: delivery id and the attempt number it was claimed for. */
  items: z.array(z.object({ id: z.number().int().positive(), attempts: z.number().int().min(0) })),
  leaseSeconds: z.number().int().min(1).max(86_400).default(DEFAULT_LEASE_SECONDS),
});
export type TRenewDeliveryLeasesInput = z.input<typeof ZRenewDeliveryLeasesInput>;

/**
 * Extend the lease of claims this instance is still working on (decision 120), so a short lease
 * can cover a long batch: a crash then delays the rest by one short lease, not by the longest a
 * batch could take. Only rows still claimed by the same attempt are extended; the ids returned are
 * those. A row missing from the answer was recorded meanwhile, or taken over by another instance
 * after the lease ran out: it must not be sent by this one.
 */
export async function renewDeliveryLeases(ctx: Ctx, input: TRenewDeliveryLeasesInput): Promise<number[]> {
  const { now, channel, items, leaseSeconds } = parseInput(ZRenewDeliveryLeasesInput, input);
  if (items.length === 0) return [];
  const until = new Date(now.getTime() + leaseSeconds * 1000);
  const rows = await queryRows<{ id: number }>(
    ctx.db,
    sql`update deliveries d set next_attempt_at = ${until.toISOString()}::timestamptz
        from unnest(
          string_to_array(${items.map((i) => i.id).join(',')}, ',')::int[],
          string_to_array(${items.map((i) => i.attempts).join(',')}, ',')::int[]
        ) as x(id, attempts)
        where d.id = x.id and d.attempts = x.attempts and d.channel = ${channel} and d.status = 'claimed'
        returning d.id`,
  );
  return rows.map((r) => r.id);
}
