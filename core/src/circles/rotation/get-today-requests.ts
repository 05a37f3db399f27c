/**
 * Today's requests on the web (decision 300): the same ones the person's daily message carries on
 * their local today (picked now if no channel has yet), each with whether they prayed for it today.
 */
import { z } from 'zod';
import type { ActorCtx } from '../../context';
import { localDate } from '../../time/local-day';
import { parseInput } from '../../validate';
import { pickDailyRequests, type PickedRequest } from '../pick-daily-requests';

export const ZGetTodayRequestsInput = z.object({}).strict();
export type TGetTodayRequestsInput = z.input<typeof ZGetTodayRequestsInput>;

export async function getTodayRequests(
  ctx: ActorCtx,
  input: TGetTodayRequestsInput = {},
): Promise<{ requests: PickedRequest[] }> {
  parseInput(ZGetTodayRequestsInput, input);
  const today = localDate(ctx.clock.now(), ctx.timeZone);
  return { requests: await pickDailyRequests(ctx, { userId: ctx.userId, localDate: today }) };
}
