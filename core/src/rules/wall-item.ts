/**
 * A request on the prayer wall as a viewer sees it (decision 150), and the one query shape every
 * wall use case shares. Only requests shared with the viewer are ever selected here: the wall
 * itself has `publicRequest` in its WHERE, one request and a circle's page `sharedWithViewer`
 * (decision 286: public, or in one of the viewer's circles, never archived), so no channel (web,
 * Telegram, Slack) can reach a private or another circle's prayer through it.
 */
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { intercessions, requestCircles, userPrayers, users } from '@dps/db/schema';
import { requestVisibleToOthers } from './request-audience';
import type { ActorCtx } from '../context';
import { moderationMarkSql, visibleAfterModeration } from './hidden-rules';
import type { ModerationMark } from './item-kind';
import { localDate } from '../time/local-day';

export const ANONYMOUS = 'Anonymous';

export interface WallItem {
  id: number;
  title: string;
  content: string;
  /** The author's first name, or "Anonymous" when they chose so. Never their id. */
  authorName: string;
  isAnonymous: boolean;
  /** The viewer wrote it (they may mark it answered). */
  isMine: boolean;
  createdAt: Date;
  /** Every "🙏 I prayed" ever made for it (a person counts once a day). */
  prayedCount: number;
  /** The viewer already prayed for it on their local today. */
  prayedByMeToday: boolean;
  answeredAt: Date | null;
  answeredNote: string | null;
  /** Only on the author's own request that others do not see: 'hidden' by a moderator or 'under_review'. */
  moderation?: ModerationMark;
}

/**
 * The WHERE that applies moderation for `viewer` (core/src/rules/hidden-rules.ts): what they
 * reported, and what a moderator or three reports hid, is left out (the author still sees theirs).
 */
export const visibleOnWallTo = (viewer: ActorCtx): SQL =>
  visibleAfterModeration('prayer', userPrayers.id, userPrayers.userId, viewer.userId);

/** The WHERE that keeps the wall public: private, circle-only and archived prayers never match. */
export const publicRequest = (): SQL => and(eq(userPrayers.isPublic, true), isNull(userPrayers.archivedAt))!;

/**
 * The WHERE for one shared request as `viewer` may see it (decision 286): public or in one of their
 * circles now, not archived; or their own while it is shared (with everyone or a circle).
 */
export const sharedWithViewer = (viewer: ActorCtx): SQL =>
  sql`((${userPrayers.userId} = ${viewer.userId}::int and ${userPrayers.archivedAt} is null
        and (${userPrayers.isPublic} or exists (select 1 from ${requestCircles} where ${requestCircles.requestId} = ${userPrayers.id})))
      or ${requestVisibleToOthers(viewer.userId)})`;

/** Select fields giving a WallItem row (plus the author's first name) for `viewer`. */
export function wallFields(viewer: ActorCtx) {
  const today = localDate(viewer.clock.now(), viewer.timeZone);
  return {
    id: userPrayers.id,
    title: userPrayers.title,
    content: userPrayers.content,
    authorId: userPrayers.userId,
    firstName: users.firstName,
    isAnonymous: userPrayers.isAnonymous,
    createdAt: userPrayers.createdAt,
    answeredAt: userPrayers.answeredAt,
    answeredNote: userPrayers.answeredNote,
    prayedCount: sql<number>`(select count(*) from ${intercessions} where ${intercessions.userPrayerId} = ${userPrayers.id})::int`,
    prayedByMeToday: sql<boolean>`exists (select 1 from ${intercessions} where ${intercessions.userPrayerId} = ${userPrayers.id} and ${intercessions.userId} = ${viewer.userId} and ${intercessions.localDate} = ${today}::date)`,
    moderation: moderationMarkSql('prayer', userPrayers.id),
  };
}

type WallRow = { [K in keyof ReturnType<typeof wallFields>]: unknown } & {
  id: number;
  title: string;
  content: string;
  authorId: number;
  firstName: string | null;
  isAnonymous: boolean;
  createdAt: Date;
  answeredAt: Date | null;
  answeredNote: string | null;
  prayedCount: number;
  prayedByMeToday: boolean;
  moderation: ModerationMark | null;
};

export function toWallItem(viewer: ActorCtx, r: WallRow): WallItem {
  return {
    id: r.id,
    title: r.title,
    content: r.content,
    authorName: r.isAnonymous ? ANONYMOUS : r.firstName?.trim() || 'A friend',
    isAnonymous: r.isAnonymous,
    isMine: r.authorId === viewer.userId,
    createdAt: r.createdAt,
    prayedCount: Number(r.prayedCount),
    prayedByMeToday: Boolean(r.prayedByMeToday),
    answeredAt: r.answeredAt,
    answeredNote: r.answeredNote,
    ...(r.authorId === viewer.userId && r.moderation ? { moderation: r.moderation } : {}),
  };
}

/**
 * One shared request as `viewer` sees it, or null (unknown, private, another circle's: the same
 * answer). `audience` replaces the viewer's own audience rule (a chat copy's: its chat's circle).
 */
export async function findWallItem(
  viewer: ActorCtx,
  requestId: number,
  audience: SQL = sharedWithViewer(viewer),
): Promise<WallItem | null> {
  const [row] = await viewer.db
    .select(wallFields(viewer))
    .from(userPrayers)
    .innerJoin(users, eq(users.id, userPrayers.userId))
    .where(and(eq(userPrayers.id, requestId), audience, visibleOnWallTo(viewer)));
  return row ? toWallItem(viewer, row as WallRow) : null;
}

export type { WallRow };
