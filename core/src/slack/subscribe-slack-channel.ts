import { z } from 'zod';
import { slackChannelSubscriptions } from '@dps/db/schema';
import type { Ctx } from '../context';
import { isHhMm } from '../time/local-day';
import { TIME_ZONE_MESSAGE, ZTimeZone } from '../time/time-zones';
import { parseInput } from '../validate';
import { ZSlackId } from './slack-ids';

export const INVALID_POST_TIME = 'Please choose a valid time (HH:MM), for example 07:30.';
export const UNKNOWN_TIME_ZONE = TIME_ZONE_MESSAGE;

export const ZSubscribeSlackChannelInput = z.object({
  teamId: ZSlackId,
  channelId: ZSlackId,
  postTime: z.string({ error: INVALID_POST_TIME }).trim().refine(isHhMm, INVALID_POST_TIME),
  /** Stored canonical; a zone only one of Node and PostgreSQL knows is refused. */
  timeZone: ZTimeZone,
  /** The member who subscribed the channel. */
  createdBy: z.number().int().positive().nullish(),
});
export type TSubscribeSlackChannelInput = z.input<typeof ZSubscribeSlackChannelInput>;

export interface SlackChannelSubscription {
  teamId: string;
  channelId: string;
  postTime: string;
  timeZone: string;
  isActive: boolean;
}

/**
 * A channel gets the daily prayer every day at `postTime` in `timeZone`. Subscribing again changes
 * the time or zone and reactivates a channel that was unsubscribed or lost. A day already posted is
 * not posted again after a change (the delivery row for that local date stands).
 */
export async function subscribeSlackChannel(
  ctx: Ctx,
  input: TSubscribeSlackChannelInput,
): Promise<SlackChannelSubscription> {
  const data = parseInput(ZSubscribeSlackChannelInput, input);
  const set = { postTime: data.postTime, timeZone: data.timeZone, isActive: true, createdBy: data.createdBy ?? null };
  const [row] = await ctx.db
    .insert(slackChannelSubscriptions)
    .values({ teamId: data.teamId, channelId: data.channelId, ...set, createdAt: ctx.clock.now() })
    .onConflictDoUpdate({ target: [slackChannelSubscriptions.teamId, slackChannelSubscriptions.channelId], set })
    .returning({
      teamId: slackChannelSubscriptions.teamId,
      channelId: slackChannelSubscriptions.channelId,
      postTime: slackChannelSubscriptions.postTime,
      timeZone: slackChannelSubscriptions.timeZone,
      isActive: slackChannelSubscriptions.isActive,
    });
  return row!;
}
