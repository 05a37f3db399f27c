import { sql } from 'drizzle-orm';
import { queryRows } from '@dps/db/client';
import { errorCode } from '../batch/isolate-poison-rows';
import type { Ctx } from '../context';
import { canonicalTimeZone } from '../time/time-zones';

export interface TimeZoneRepair {
  table: 'user_settings' | 'telegram_chats' | 'slack_channel_subscriptions';
  /** The zone as it was stored (cut to 64 characters). */
  from: string;
  /** What it became: its canonical name, or the fallback when it is no zone we accept. */
  to: string | null;
  rows: number;
}

/**
 * Where zones are stored, and what a zone we cannot use becomes there: a person falls back to UTC
 * marked unconfirmed (so the bots ask for their zone again, and their prayer still comes), a
 * Telegram group to no zone (UTC, as before it chose one), a Slack channel to UTC.
 */
const STORES = [
  { table: 'user_settings', fallback: 'UTC', unconfirm: true },
  { table: 'telegram_chats', fallback: null, unconfirm: false },
  { table: 'slack_channel_subscriptions', fallback: 'UTC', unconfirm: false },
] as const;

/**
 * Make every stored zone one the product accepts (decision 060): an alias or a differently spelled
 * name becomes its canonical name ('US/Pacific-New' -> 'America/Los_Angeles', 'europe/london' ->
 * 'Europe/London'); anything else becomes the store's fallback. Rows written before zones were
 * checked on both sides, or straight into the database, stop being skipped by planning. Runs at
 * scheduler start and daily; one update per distinct bad zone, each on its own (a failure is
 * reported and the rest go on). Returns what changed.
 */
export async function repairStoredTimeZones(ctx: Ctx): Promise<TimeZoneRepair[]> {
  const repairs: TimeZoneRepair[] = [];
  for (const store of STORES) {
    const table = sql.identifier(store.table);
    const zones = await queryRows<{ tz: string }>(
      ctx.db,
      sql`select distinct time_zone as tz from ${table} where time_zone is not null`,
    );
    for (const { tz } of zones) {
      const canonical = canonicalTimeZone(tz);
      if (canonical === tz) continue;
      const to = canonical ?? store.fallback;
      const unconfirm = canonical === null && store.unconfirm ? sql`, time_zone_confirmed = false` : sql``;
      try {
        const rows = await queryRows<{ n: number }>(
          ctx.db,
          sql`with changed as (
                update ${table} set time_zone = ${to}${unconfirm} where time_zone = ${tz} returning 1
              )
              select count(*)::int as n from changed`,
        );
        const repair = { table: store.table, from: tz.slice(0, 64), to, rows: rows[0]?.n ?? 0 };
        repairs.push(repair);
        // A rename is routine (an alias, another spelling); a fallback means a person's zone was lost.
        if (canonical === null)
          ctx.log.warn({ event: 'time_zone_repaired', ...repair }, 'a stored time zone was unusable');
        else
          ctx.log.info(
            { event: 'time_zone_repaired', ...repair },
            'a stored time zone was renamed to its canonical name',
          );
      } catch (e) {
        ctx.log.warn(
          { event: 'time_zone_repair_failed', table: store.table, from: tz.slice(0, 64), code: errorCode(e) },
          'a stored time zone could not be repaired; planning skips its rows',
        );
      }
    }
  }
  return repairs;
}
