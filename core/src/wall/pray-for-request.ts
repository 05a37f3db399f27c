import { and, count, eq, gte, sql } from 'drizzle-orm';
import { z } from 'zod';
import { intercessions, userPrayers } from '@dps/db/schema';
import type { ActorCtx, Ctx } from '../context';
import { AppError } from '../errors';
import { notifyPrayedForYou } from '../notifications/notify-events';
import { getUserTimeZone } from '../settings/get-user-time-zone';
import { instantAtLocal, localDate } from '../time/local-day';
import { parseInput } from '../validate';
import { ZRequestId } from './request-id';
import { findWallItem, type WallItem } from '../rules/wall-item';
import { queueChatEchoes } from '../chat-echoes/chat-copies';

export const ZPrayForRequestInput = z.object({
  requestId: ZRequestId,
  source: z.enum(['web', 'telegram', 'slack']).default('web'),
});
export type TPrayForRequestInput = z.input<typeof ZPrayForRequestInput>;

export interface PrayForRequestResult {
  /** False when the actor had already prayed for it on their local today (nothing new counted). */
  counted: boolean;
  item: WallItem;
}

/** Wall links open the wall with the request brought into view. */
export const wallLink = (requestId: number) => `/wall?request=${requestId}`;

/**
 * "🙏 I prayed" for a community request, from the web wall, a Telegram group or a Slack channel:
 * counted once per person, request and the person's local day (a unique index, so two taps at
 * once count once). A private, unknown or answered request is refused the same way everywhere.
 * The author hears "N people prayed for you today": one notification per request and day of
 * theirs, updated as more people pray.
 */
export async function prayForRequest(ctx: ActorCtx, input: TPrayForRequestInput): Promise<PrayForRequestResult> {
  const { requestId, source } = parseInput(ZPrayForRequestInput, input);
  const before = await findWallItem(ctx, requestId);
  if (!before) throw new AppError('not_found', 'requestNotFound');
  if (before.answeredAt) throw new AppError('conflict', 'alreadyAnswered', { title: 'prayerAnswered' });
  const now = ctx.clock.now();
  const inserted = await ctx.db
    .insert(intercessions)
    .values({
      userPrayerId: requestId,
      userId: ctx.userId,
      localDate: localDate(now, ctx.timeZone),
      source,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: intercessions.id });
  const counted = inserted.length > 0;
  if (counted && !before.isMine) await tellAuthor(ctx, requestId, before.title);
  // Every chat message of this request (a Slack channel, a Telegram group) shows the new count (decision 198).
  if (counted) await queueChatEchoes(ctx, { kind: 'request', itemId: requestId, action: 'refresh' });
  const item = (await findWallItem(ctx, requestId))!;
  return { counted, item };
}

/** The author's one notification for today, with how many people prayed during their local day. */
async function tellAuthor(ctx: Ctx, requestId: number, title: string): Promise<void> {
  const [req] = await ctx.db
    .select({ userId: userPrayers.userId })
    .from(userPrayers)
    .where(eq(userPrayers.id, requestId));
  if (!req) return;
  const zone = await getUserTimeZone(ctx, req.userId);
  const dayStart = instantAtLocal(localDate(ctx.clock.now(), zone), '00:00', zone);
  const [row] = await ctx.db
    .select({ n: count(sql`distinct ${intercessions.userId}`) })
    .from(intercessions)
    .where(
      and(
        eq(intercessions.userPrayerId, requestId),
        gte(intercessions.createdAt, dayStart),
        sql`${intercessions.userId} <> ${req.userId}`,
      ),
    );
  await notifyPrayedForYou(ctx, {
    userId: req.userId,
    requestKey: requestId,
    count: Number(row?.n ?? 1),
    link: wallLink(requestId),
    requestTitle: title,
    aboutPrayer: requestId,
  });
}
