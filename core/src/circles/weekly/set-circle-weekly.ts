import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows } from '@dps/db/client';
import type { ActorCtx } from '../../context';
import { issue, parseInput } from '../../validate';
import { zTimeOfDay } from '../../time/parse-time-of-day';
import { assertLeader, ZCircleId } from './circle-leader';
import { circleWeeklies, type CircleWeekly } from './weekly-moment';

export const ZSetCircleWeeklyInput = z.object({
  circleId: ZCircleId,
  /** 0 = Sunday … 6 = Saturday. */
  weeklyDay: z
    .number({ error: issue('weeklyDay') })
    .int(issue('weeklyDay'))
    .min(0, issue('weeklyDay'))
    .max(6, issue('weeklyDay')),
  /** As people say it ('6pm', '18:00'); null: the group's daily post time. */
  weeklyTime: zTimeOfDay(issue('timeOfDay')).nullable(),
});
export type TSetCircleWeeklyInput = z.input<typeof ZSetCircleWeeklyInput>;

/**
 * A leader chooses the group's weekly moment (decision 307): `/weekly`, `/prayer weekly`, PUT
 * /api/circles/:id/weekly. Anyone but a leader is told the group does not exist. A moment moved
 * inside a week that was already sent is not sent twice: the claim is per week's date, and the
 * moment moved to another date of the same week is a new claim only from the next week on.
 */
export async function setCircleWeekly(ctx: ActorCtx, input: TSetCircleWeeklyInput): Promise<CircleWeekly> {
  const d = parseInput(ZSetCircleWeeklyInput, input);
  await assertLeader(ctx, d.circleId, ctx.userId);
  await queryRows(
    ctx.db,
    sql`update circles set weekly_day = ${d.weeklyDay}::int, weekly_time = ${d.weeklyTime} where id = ${d.circleId}::int`,
  );
  const [c] = await circleWeeklies(ctx, d.circleId);
  return c!;
}
