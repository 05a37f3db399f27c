/**
 * The weekly sends' health (decision 307), for the admin's delivery health and /metrics: by kind
 * and status over the last 8 days (a week and its catch-up), and how long the oldest due one has
 * waited. Counts and the platforms' errors only, never what a message said.
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '@dps/db/client';
import type { Ctx } from '../../context';

export interface WeeklyHealth {
  kind: string;
  /** Claimed and not sent yet, or failed and waiting for a retry. */
  pending: number;
  sent: number;
  /** Given up (after the last attempt, the chat gone), or closed with nothing to say. */
  dead: number;
  /** Seconds the oldest due pending row has waited (0 when none is due). */
  oldestDueSeconds: number;
}

export const WEEKLY_HEALTH_KINDS = ['group_answered', 'leader_pulse', 'author_prayed'] as const;

export async function weeklyHealth(ctx: Ctx): Promise<WeeklyHealth[]> {
  const now = ctx.clock.now();
  const since = new Date(now.getTime() - 8 * 86_400_000).toISOString();
  const rows = await queryRows<{ kind: string; pending: number; sent: number; dead: number; waited: number | null }>(
    ctx.db,
    sql`select kind,
               count(*) filter (where status in ('claimed', 'failed'))::int as pending,
               count(*) filter (where status = 'sent')::int as sent,
               count(*) filter (where status = 'dead')::int as dead,
               extract(epoch from (${now.toISOString()}::timestamptz - min(next_attempt_at)
                 filter (where status in ('claimed', 'failed') and next_attempt_at <= ${now.toISOString()}::timestamptz)))::float8 as waited
        from weekly_sends
        where created_at >= ${since}::timestamptz or status in ('claimed', 'failed')
        group by kind`,
  );
  return WEEKLY_HEALTH_KINDS.map((kind) => {
    const r = rows.find((x) => x.kind === kind);
    return {
      kind,
      pending: r?.pending ?? 0,
      sent: r?.sent ?? 0,
      dead: r?.dead ?? 0,
      oldestDueSeconds: Math.max(0, Math.round(Number(r?.waited ?? 0))),
    };
  });
}
