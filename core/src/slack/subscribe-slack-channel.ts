import { z } from 'zod';
import { LANGUAGES, type Language } from '@dps/db/content/languages';
import { slackChannelSubscriptions } from '@dps/db/schema';
import type { Ctx } from '../context';
import { zTimeOfDay } from '../time/parse-time-of-day';
import { ZONE_NOT_FOUND_MESSAGE, ZSpokenTimeZone } from '../time/resolve-zone';
import { issue, parseInput } from '../validate';
import { ZSlackId } from '../rules/slack-ids';

const INVALID_POST_TIME = issue('timeOfDay');
export const UNKNOWN_TIME_ZONE = ZONE_NOT_FOUND_MESSAGE;

export const ZSubscribeSlackChannelInput = z.object({
  teamId: ZSlackId,
  channelId: ZSlackId,
  postTime: zTimeOfDay(INVALID_POST_TIME),
  /** Stored canonical; a zone only one of Node and PostgreSQL knows is refused. */
  timeZone: ZSpokenTimeZone,
  /** The member who subscribed the channel. */
  createdBy: z.number().int().positive().nullish(),
  /**
   * The channel's language (decision 239): given when it is subscribed (the subscriber's) or
   * changed; left out, a channel keeps its own (a new one starts in English).
   */
  language: z.enum(LANGUAGES, { error: issue('chooseLanguage') }).optional(),
});
export type TSubscribeSlackChannelInput = z.input<typeof ZSubscribeSlackChannelInput>;

export interface SlackChannelSubscription {
  teamId: string;
  channelId: string;
  postTime: string;
  timeZone: string;
  isActive: boolean;
  /** The language of its daily post and of what the app says there for everyone. */
  language: Language;
  /** The member (user id) who subscribed it; read where standing is checked. */
  createdBy?: number | null;
}

/**
 * A channel gets the daily prayer every day at `postTime` in `timeZone`. Subscribing again changes
 * the time or zone and reactivates a channel that was unsubscribed or lost. A day already posted is
 * not posted again after a change (the delivery row for that local date stands). `language`, when
 * given, sets the channel's language; otherwise it keeps the one it has.
 */
export async function subscribeSlackChannel(
  ctx: Ctx,
  input: TSubscribeSlackChannelInput,
): Promise<SlackChannelSubscription> {
  const data = parseInput(ZSubscribeSlackChannelInput, input);
  const set = {
    postTime: data.postTime,
    timeZone: data.timeZone,
    isActive: true,
    createdBy: data.createdBy ?? null,
    ...(data.language !== undefined && { language: data.language }),
  };
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
      language: slackChannelSubscriptions.language,
    });
  return row!;
}
