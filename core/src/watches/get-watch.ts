import { sql } from 'drizzle-orm';
import { queryRows } from '@dps/db/client';
import type { Ctx } from '../context';
import { requestVisibleTo } from '../rules/request-audience';
import { parseInput } from '../validate';
import { ZWatchCode, ZWatchId } from './watch-form';
import { loadWatch, requestWords, type WatchRow } from './watch-access';
import { coverage, slotCount, slotEnd, slotStart, watchEnd, type Coverage } from './watch-slots';

/** Someone holding a slot. A group's members see each other's names; an open watch shows none (decision 342). */
export interface WatchClaimer {
  /** The first name in a group's watch; null in an open watch (and for someone without one). */
  name: string | null;
  isMe: boolean;
  prayed: boolean;
}

export interface WatchSlotView {
  slot: number;
  startsAt: string;
  endsAt: string;
  claimers: WatchClaimer[];
  /** Places still free (per slot minus holders). */
  free: number;
  mine: boolean;
  /** The slot has ended. */
  past: boolean;
}

export interface WatchView {
  id: number;
  code: string;
  title: string;
  /** The request it is for, when the viewer may see it. */
  request: { id: number; text: string; authorName: string | null } | null;
  circle: { id: number; title: string | null; channel: 'telegram' | 'slack_channel' } | null;
  startsAt: string;
  endsAt: string;
  hours: number;
  slotMinutes: number;
  perSlot: number;
  /** The group's zone: the post's times. */
  timeZone: string;
  language: 'en' | 'es';
  status: 'upcoming' | 'live' | 'ended';
  endedAt: string | null;
  endedEarly: boolean;
  /** The viewer started it or leads its group. */
  canEnd: boolean;
  slots: WatchSlotView[];
  coverage: Coverage;
  /** Distinct people holding a slot, and how many said they prayed. */
  people: number;
  prayed: number;
}

interface ClaimRow {
  slot: number;
  userId: number;
  firstName: string | null;
  prayed: boolean;
}

/** The claims held now, by slot, with their holders' first names. */
export async function heldClaims(ctx: Ctx, watchId: number): Promise<ClaimRow[]> {
  const rows = await queryRows<ClaimRow>(
    ctx.db,
    sql`select wc.slot, wc.user_id as "userId", nullif(u.first_name, '') as "firstName", wc.prayed_at is not null as prayed
        from watch_claims wc join users u on u.id = wc.user_id
        where wc.watch_id = ${watchId}::int and wc.released_at is null
        order by wc.slot, wc.claimed_at, wc.id`,
  );
  return rows.map((r) => ({ ...r, slot: Number(r.slot), userId: Number(r.userId), prayed: Boolean(r.prayed) }));
}

/** A watch as `viewerId` sees it (null: a visitor with the link of an open watch). */
export async function watchView(ctx: Ctx, w: WatchRow, viewerId: number | null): Promise<WatchView> {
  const now = ctx.clock.now();
  const claims = await heldClaims(ctx, w.id);
  const held = new Map<number, number>();
  for (const c of claims) held.set(c.slot, (held.get(c.slot) ?? 0) + 1);
  const slots: WatchSlotView[] = [];
  for (let i = 0; i < slotCount(w); i++) {
    const mine = claims.filter((c) => c.slot === i);
    slots.push({
      slot: i,
      startsAt: slotStart(w, i).toISOString(),
      endsAt: slotEnd(w, i).toISOString(),
      claimers: mine.map((c) => ({
        name: w.circleId === null ? null : c.firstName,
        isMe: c.userId === viewerId,
        prayed: c.prayed,
      })),
      free: Math.max(0, w.perSlot - mine.length),
      mine: mine.some((c) => c.userId === viewerId),
      past: slotEnd(w, i) <= now,
    });
  }
  const end = watchEnd(w);
  const [extra] = await queryRows<{
    circleTitle: string | null;
    circleChannel: 'telegram' | 'slack_channel' | null;
    leader: boolean;
    requestText: string | null;
    authorName: string | null;
    anonymous: boolean | null;
  }>(
    ctx.db,
    sql`select c.title as "circleTitle", c.channel as "circleChannel",
          coalesce((select cm.is_leader from circle_members cm where cm.circle_id = c.id
                    and cm.user_id = ${viewerId}::int and cm.is_member), false) as leader,
          ${requestWords('user_prayers')} as "requestText", nullif(au.first_name, '') as "authorName",
          user_prayers.is_anonymous as anonymous
        from (select 1) one
        left join circles c on c.id = ${w.circleId}::int
        left join user_prayers on user_prayers.id = ${w.requestId}::int
          and ${viewerId === null ? sql`(user_prayers.is_public and user_prayers.archived_at is null)` : requestVisibleTo(viewerId)}
        left join users au on au.id = user_prayers.user_id`,
  );
  const status = w.endedAt || end <= now ? 'ended' : w.startsAt <= now ? 'live' : 'upcoming';
  return {
    id: w.id,
    code: w.code,
    title: w.title,
    request:
      w.requestId !== null && extra?.requestText
        ? { id: w.requestId, text: extra.requestText, authorName: extra.anonymous ? null : extra.authorName }
        : null,
    circle:
      w.circleId !== null && extra?.circleChannel
        ? { id: w.circleId, title: extra.circleTitle, channel: extra.circleChannel }
        : null,
    startsAt: w.startsAt.toISOString(),
    endsAt: end.toISOString(),
    hours: w.hours,
    slotMinutes: w.slotMinutes,
    perSlot: w.perSlot,
    timeZone: w.timeZone,
    language: w.language,
    status,
    endedAt: w.endedAt ? w.endedAt.toISOString() : null,
    endedEarly: w.endedAt !== null && w.endedAt < end,
    canEnd: viewerId !== null && status !== 'ended' && (w.createdBy === viewerId || Boolean(extra?.leader)),
    slots,
    coverage: coverage(w, held),
    people: new Set(claims.map((c) => c.userId)).size,
    prayed: new Set(claims.filter((c) => c.prayed).map((c) => c.userId)).size,
  };
}

/** A watch by id or link code, as the actor (or a visitor: `userId` absent) may see it. */
export async function getWatch(
  ctx: Ctx & { userId?: number },
  ref: { id: number | string } | { code: string },
): Promise<WatchView> {
  const viewerId = ctx.userId ?? null;
  const parsed = 'id' in ref ? { id: parseInput(ZWatchId, ref.id) } : { code: parseInput(ZWatchCode, ref.code) };
  return watchView(ctx, await loadWatch(ctx, viewerId, parsed), viewerId);
}
