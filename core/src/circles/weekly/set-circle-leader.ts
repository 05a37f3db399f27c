import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows } from '@dps/db/client';
import type { ActorCtx } from '../../context';
import { AppError } from '../../errors';
import { issue, parseInput } from '../../validate';
import { assertLeader, ZCircleId } from './circle-leader';

export const ZSetCircleLeaderInput = z.object({
  circleId: ZCircleId,
  userId: z
    .number({ error: issue('memberNotFound') })
    .int()
    .positive(),
  isLeader: z.boolean({ error: issue('mustBeTrueOrFalse', undefined, { field: 'isLeader' }) }),
});

/**
 * A leader makes another current member a leader, or steps down themself (decision 310). The
 * choice is kept over the platform's word (`leader_source` 'chosen'), so a group whose admin
 * handed it on stays handed on. The last leader cannot step down: a group always has someone to
 * get its pulse. Only leaders may choose; anyone else is told the group does not exist.
 */
export async function setCircleLeader(
  ctx: ActorCtx,
  input: z.input<typeof ZSetCircleLeaderInput>,
): Promise<{ userId: number; firstName: string; isLeader: boolean }> {
  const d = parseInput(ZSetCircleLeaderInput, input);
  await assertLeader(ctx, d.circleId, ctx.userId);
  if (!d.isLeader && d.userId !== ctx.userId) throw new AppError('forbidden', 'stepDownOwn');
  if (!d.isLeader) {
    const [others] = await queryRows<{ n: number }>(
      ctx.db,
      sql`select count(*)::int as n from circle_members
          where circle_id = ${d.circleId}::int and is_member and is_leader and user_id <> ${ctx.userId}::int`,
    );
    if (Number(others?.n ?? 0) === 0) throw new AppError('conflict', 'lastLeader');
  }
  const [row] = await queryRows<{ userId: number; firstName: string; isLeader: boolean }>(
    ctx.db,
    sql`update circle_members cm set is_leader = ${d.isLeader}, leader_source = 'chosen'
        from users u
        where cm.circle_id = ${d.circleId}::int and cm.user_id = ${d.userId}::int and cm.is_member and u.id = cm.user_id
        returning cm.user_id as "userId", u.first_name as "firstName", cm.is_leader as "isLeader"`,
  );
  if (!row) throw new AppError('not_found', 'memberNotFound');
  return row;
}

/** The current member of a circle behind a chat identity (a Telegram user id, `${team}:${user}` on Slack), or null. */
export async function memberByIdentity(
  ctx: ActorCtx,
  circleId: number,
  identity: { provider: 'telegram' | 'slack'; subject: string },
): Promise<number | null> {
  const [row] = await queryRows<{ userId: number }>(
    ctx.db,
    sql`select cm.user_id as "userId" from identities i
        join circle_members cm on cm.user_id = i.user_id and cm.circle_id = ${circleId}::int and cm.is_member
        where i.provider = ${identity.provider} and i.subject = ${identity.subject}`,
  );
  return row?.userId ?? null;
}
