import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows } from '@dps/db/client';
import type { ActorCtx } from '../context';
import { AppError } from '../errors';
import { memberOfCircle } from '../rules/request-audience';
import { isValidTimeZone } from '../time/local-day';
import { parseInput } from '../validate';
import { markPostDirty } from './watch-access';
import { WATCH_START_GRACE_MS, WATCH_START_MAX_DAYS, ZStartWatchInput, type TStartWatchInput } from './watch-form';
import { getWatch, type WatchView } from './get-watch';

/** A link code: 96 random bits, so an open watch is found only by those given its link. */
export const newWatchCode = (): string => randomBytes(12).toString('base64url');

/**
 * Start a watch (decision 340). For a group: the starter is a current member, the request (if any)
 * is shared with the group (or with everyone), and the watch post goes to the group's own chat.
 * Open to anyone: only a request shared with everyone may ride in it. A start a few minutes past is
 * taken as now; the slots are instants from there.
 */
export async function startWatch(ctx: ActorCtx, input: TStartWatchInput): Promise<WatchView> {
  const data = parseInput(ZStartWatchInput, input);
  const now = ctx.clock.now();
  let startsAt = new Date(data.startsAt);
  if (startsAt.getTime() < now.getTime() - WATCH_START_GRACE_MS) {
    throw new AppError('validation', 'watchStartPast', { title: 'invalidDate' });
  }
  if (startsAt.getTime() > now.getTime() + WATCH_START_MAX_DAYS * 86_400_000) {
    throw new AppError('validation', 'watchStartTooFar', { title: 'invalidDate' });
  }
  if (startsAt < now) startsAt = new Date(Math.ceil(now.getTime() / 60_000) * 60_000);
  const circleId = data.circleId ?? null;

  return ctx.db.transaction(async (tx) => {
    const tctx = { ...ctx, db: tx };
    let post: { channel: 'telegram' | 'slack_channel'; target: string } | null = null;
    let groupZone: string | null = null;
    let groupLanguage: string | null = null;
    if (circleId !== null) {
      const [c] = await queryRows<{
        channel: 'telegram' | 'slack_channel';
        target: string;
        timeZone: string | null;
        language: string | null;
      }>(
        tx,
        sql`select c.channel, c.target, coalesce(tc.time_zone, sc.time_zone) as "timeZone",
              coalesce(tc.language, sc.language) as language
            from circles c
            left join telegram_chats tc on c.channel = 'telegram' and tc.chat_id::text = c.target
            left join slack_channel_subscriptions sc on c.channel = 'slack_channel' and sc.team_id || ':' || sc.channel_id = c.target
            where c.id = ${circleId}::int and ${memberOfCircle(ctx.userId, sql`c.id`)}`,
      );
      if (!c) throw new AppError('not_found', 'circleNotFound');
      post = { channel: c.channel, target: c.target };
      groupZone = c.timeZone;
      groupLanguage = c.language;
    }
    if (data.requestId) {
      const [r] = await queryRows<{ ok: boolean }>(
        tx,
        sql`select (p.is_public and p.archived_at is null) or (${circleId}::int is not null and exists (
              select 1 from request_circles rc where rc.request_id = p.id and rc.circle_id = ${circleId}::int)) as ok
            from user_prayers p where p.id = ${data.requestId}::int
              and (p.user_id = ${ctx.userId}::int or (p.archived_at is null and (p.is_public or exists (
                select 1 from request_circles rc join circle_members cm on cm.circle_id = rc.circle_id
                where rc.request_id = p.id and cm.user_id = ${ctx.userId}::int and cm.is_member))))`,
      );
      if (!r) throw new AppError('not_found', 'requestNotFound');
      if (!r.ok) {
        throw new AppError('validation', circleId === null ? 'watchOpenRequestNotPublic' : 'watchRequestNotShared');
      }
    }
    const zone = [data.timeZone, groupZone, ctx.timeZone].find((z): z is string => !!z && isValidTimeZone(z))!;
    const [me] = await queryRows<{ language: string | null }>(
      tx,
      sql`select language from user_settings where user_id = ${ctx.userId}::int`,
    );
    const language = groupLanguage ?? me?.language ?? 'en';
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`insert into watches (circle_id, code, title, request_id, created_by, starts_at, hours, slot_minutes,
            per_slot, time_zone, language, post_channel, post_target, created_at)
          values (${circleId}::int, ${newWatchCode()}, ${data.title}, ${data.requestId ?? null}::int, ${ctx.userId}::int,
            ${startsAt.toISOString()}::timestamptz, ${data.hours}::int, ${data.slotMinutes}::int, ${data.perSlot}::int,
            ${zone}, ${language}, ${post?.channel ?? null}, ${post?.target ?? null}, ${now.toISOString()}::timestamptz)
          returning id`,
    );
    const id = Number(row!.id);
    await markPostDirty(tctx, id, now);
    return getWatch(tctx, { id });
  });
}
