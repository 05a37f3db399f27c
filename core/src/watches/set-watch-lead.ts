import { sql } from 'drizzle-orm';
import { queryRows } from '@dps/db/client';
import type { ActorCtx } from '../context';
import { parseInput } from '../validate';
import { ZWatchLeadInput } from './watch-form';

/**
 * How long before each of their slots a person is reminded (decision 341): their own choice, read
 * when each reminder is planned, so a change applies to every slot not yet reminded.
 */
export async function setWatchLead(ctx: ActorCtx, input: { minutes: number | string }): Promise<{ minutes: number }> {
  const { minutes } = parseInput(ZWatchLeadInput, input);
  await queryRows(
    ctx.db,
    sql`insert into user_settings (user_id, watch_lead_minutes) values (${ctx.userId}::int, ${minutes}::int)
        on conflict (user_id) do update set watch_lead_minutes = excluded.watch_lead_minutes`,
  );
  return { minutes };
}

export async function getWatchLead(ctx: ActorCtx): Promise<number> {
  const [r] = await queryRows<{ m: number }>(
    ctx.db,
    sql`select watch_lead_minutes as m from user_settings where user_id = ${ctx.userId}::int`,
  );
  return r ? Number(r.m) : 10;
}
