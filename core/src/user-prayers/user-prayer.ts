/** The shape of a person's own written prayer (SPEC section 3), shared by the user-prayer use cases. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { circles, requestCircles, userPrayers } from '@dps/db/schema';
import type { ActorCtx } from '../context';

/** Days after the author's last word on a request that they are asked "still praying?" (decision 284). */
export const REQUEST_ASK_AFTER_DAYS = 30;

/** Who a request reaches, as its author sees it (decision 286). Circle titles are the author's own groups. */
export type UserPrayerAudience =
  { kind: 'only_me' } | { kind: 'everyone' } | { kind: 'circles'; circles: { id: number; title: string | null }[] };

export interface UserPrayer {
  id: number;
  title: string;
  content: string;
  /** The author's local day when they wrote it, 'YYYY-MM-DD'. */
  date: string;
  isPublic: boolean;
  /** Shown on the wall as "Anonymous". */
  isAnonymous: boolean;
  createdAt: Date;
  /** When the author marked it answered (then it is on the wall's Answered list), and their note. */
  answeredAt: Date | null;
  answeredNote: string | null;
  /** Only me, the circles it is shared with, or everyone (the wall). */
  audience: UserPrayerAudience;
  /** When its author will be asked "still praying, answered, or archive?"; null once answered or archived. */
  asksAt: Date | null;
  /** Archived: seen by its author alone. */
  archivedAt: Date | null;
}

/** Drizzle select fields giving a UserPrayer row before its audience is added (`withAudience`). */
export const userPrayerFields = {
  id: userPrayers.id,
  title: userPrayers.title,
  content: userPrayers.content,
  date: userPrayers.date,
  isPublic: userPrayers.isPublic,
  isAnonymous: userPrayers.isAnonymous,
  createdAt: userPrayers.createdAt,
  answeredAt: userPrayers.answeredAt,
  answeredNote: userPrayers.answeredNote,
  updatedAt: userPrayers.updatedAt,
  archivedAt: userPrayers.archivedAt,
};

export type UserPrayerRow = {
  id: number;
  title: string;
  content: string;
  date: string;
  isPublic: boolean;
  isAnonymous: boolean;
  createdAt: Date;
  answeredAt: Date | null;
  answeredNote: string | null;
  updatedAt: Date;
  archivedAt: Date | null;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** The author's rows with where each is shared and when it will ask (one query for all their circles). */
export async function withAudience(ctx: ActorCtx, rows: UserPrayerRow[]): Promise<UserPrayer[]> {
  const ids = rows.filter((r) => !r.isPublic).map((r) => r.id);
  const shared = ids.length
    ? await ctx.db
        .select({ requestId: requestCircles.requestId, id: circles.id, title: circles.title })
        .from(requestCircles)
        .innerJoin(circles, eq(circles.id, requestCircles.circleId))
        .where(and(inArray(requestCircles.requestId, ids)))
        .orderBy(asc(circles.title), asc(circles.id))
    : [];
  return rows.map(({ updatedAt, ...r }) => {
    const mine = shared.filter((s) => s.requestId === r.id).map(({ id, title }) => ({ id, title }));
    const audience: UserPrayerAudience = r.isPublic
      ? { kind: 'everyone' }
      : mine.length
        ? { kind: 'circles', circles: mine }
        : { kind: 'only_me' };
    const asksAt =
      r.answeredAt || r.archivedAt ? null : new Date(updatedAt.getTime() + REQUEST_ASK_AFTER_DAYS * DAY_MS);
    return { ...r, audience, asksAt };
  });
}
