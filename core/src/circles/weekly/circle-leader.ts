/**
 * Who leads a circle (decision 310): a current member whose `is_leader` the chat gave (its admins,
 * its creator, whoever subscribed it) or a leader chose. Anyone else asking for a leader's view is
 * told the group does not exist, as a stranger is (the group's name is the group's own).
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows } from '@dps/db/client';
import type { Ctx } from '../../context';
import { AppError } from '../../errors';
import { issue, MAX_ID } from '../../validate';

const CIRCLE_NOT_FOUND = issue('circleNotFound');

/** A circle id from a URL, a button or a command: digits only, within an integer column. */
export const ZCircleId = z
  .union([z.number(), z.string().max(10, CIRCLE_NOT_FOUND)], { error: CIRCLE_NOT_FOUND })
  .transform((v) => (typeof v === 'number' ? v : /^[0-9]+$/.test(v) ? Number(v) : Number.NaN))
  .pipe(z.number().int(CIRCLE_NOT_FOUND).min(1, CIRCLE_NOT_FOUND).max(MAX_ID, CIRCLE_NOT_FOUND));

export interface LedCircle {
  id: number;
  title: string | null;
  channel: 'telegram' | 'slack_channel';
  target: string;
}

/** The circle, when `userId` is one of its leaders now; otherwise `not_found`. */
export async function assertLeader(ctx: Ctx, circleId: number, userId: number): Promise<LedCircle> {
  const [row] = await queryRows<LedCircle>(
    ctx.db,
    sql`select c.id, c.title, c.channel, c.target from circles c
        join circle_members cm on cm.circle_id = c.id
        where c.id = ${circleId}::int and cm.user_id = ${userId}::int and cm.is_member and cm.is_leader`,
  );
  if (!row) throw new AppError('not_found', 'circleNotFound');
  return row;
}

/** The circle of a chat, when `userId` leads it (a command typed in the group). */
export async function leaderCircleOfChat(
  ctx: Ctx,
  chat: { channel: 'telegram' | 'slack_channel'; target: string },
  userId: number,
): Promise<LedCircle> {
  const [row] = await queryRows<{ id: number }>(
    ctx.db,
    sql`select id from circles where channel = ${chat.channel} and target = ${chat.target}`,
  );
  if (!row) throw new AppError('not_found', 'circleNotFound');
  return assertLeader(ctx, row.id, userId);
}

/** The circles a person leads now, by id. */
export async function circlesLedBy(ctx: Ctx, userId: number): Promise<LedCircle[]> {
  return queryRows<LedCircle>(
    ctx.db,
    sql`select c.id, c.title, c.channel, c.target from circles c
        join circle_members cm on cm.circle_id = c.id
        where cm.user_id = ${userId}::int and cm.is_member and cm.is_leader order by c.id`,
  );
}
