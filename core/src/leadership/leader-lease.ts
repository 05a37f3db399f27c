/**
 * Leadership through a renewed lease row (decision 121): of any number of instances, the one
 * holding the lease `name` does the job only one may do (the Telegram long poller). The holder
 * renews it well before it runs out; when the holder dies, the lease runs out and another instance
 * takes it. A row rather than a PostgreSQL advisory lock: it needs no dedicated connection (a
 * pooled connection's session lock would follow the connection, not the instance), survives a
 * connection reset without a gap, and works the same on embedded PGlite.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows } from '@dps/db/client';
import type { Ctx } from '../context';
import { parseInput } from '../validate';

export const ZLeaderLeaseInput = z.object({
  name: z.string().min(1).max(200),
  holder: z.string().min(1).max(200),
  ttlSeconds: z.number().int().min(1).max(3600),
});
export type TLeaderLeaseInput = z.input<typeof ZLeaderLeaseInput>;

/**
 * Take the lease, or renew it if `holder` has it already. True when `holder` holds it until
 * now + ttl; false when another holder's lease has not run out.
 */
export async function holdLeaderLease(ctx: Ctx, input: TLeaderLeaseInput): Promise<boolean> {
  const { name, holder, ttlSeconds } = parseInput(ZLeaderLeaseInput, input);
  const now = ctx.clock.now();
  const until = new Date(now.getTime() + ttlSeconds * 1000);
  const rows = await queryRows<{ holder: string }>(
    ctx.db,
    sql`insert into leader_leases (name, holder, expires_at)
        values (${name}, ${holder}, ${until.toISOString()}::timestamptz)
        on conflict (name) do update set holder = excluded.holder, expires_at = excluded.expires_at
        where leader_leases.holder = excluded.holder or leader_leases.expires_at <= ${now.toISOString()}::timestamptz
        returning holder`,
  );
  return rows.length === 1;
}

/** Give the lease up (a clean stop), so a standby takes over at its next try instead of after the lease. */
export async function releaseLeaderLease(ctx: Ctx, input: { name: string; holder: string }): Promise<void> {
  const { name, holder } = parseInput(ZLeaderLeaseInput.pick({ name: true, holder: true }), input);
  await ctx.db.execute(sql`delete from leader_leases where name = ${name} and holder = ${holder}`);
}

/** Who holds the lease now (null: nobody, or it ran out). */
export async function leaderOf(ctx: Ctx, input: { name: string }): Promise<string | null> {
  const { name } = parseInput(ZLeaderLeaseInput.pick({ name: true }), input);
  const [row] = await queryRows<{ holder: string }>(
    ctx.db,
    sql`select holder from leader_leases where name = ${name} and expires_at > ${ctx.clock.now().toISOString()}::timestamptz`,
  );
  return row?.holder ?? null;
}
