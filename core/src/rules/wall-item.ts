/**
 * A request on the prayer wall as a viewer sees it (decision 150), and the one query shape every
 * wall use case shares. Only public requests are ever selected here: `publicRequest` is in every
 * WHERE, so no channel (web, Telegram, Slack) can reach a private prayer through the wall.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { intercessions, userPrayers, users } from '@dps/db/schema';
import type { ActorCtx } from '../context';
import { moderationMarkSql, visibleAfterModeration } from './hidden-rules';
import type { ModerationMark } from './item-kind';
import { localDate } from '../time/local-day';
import { requestVisibleToOthers } from './request-audience';

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

/** The WHERE that keeps the wall public: private prayers never match. */
export const publicRequest = (): SQL => eq(userPrayers.isPublic, true);

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

/** One public request as `viewer` sees it, or null (unknown or private: the same answer). */
export async function findWallItem(viewer: ActorCtx, requestId: number): Promise<WallItem | null> {
  const [row] = await viewer.db
    .select(wallFields(viewer))
    .from(userPrayers)
    .innerJoin(users, eq(users.id, userPrayers.userId))
    // A circle's request is found for its current members too (decision 280): "I prayed" from a daily message.
    .where(and(eq(userPrayers.id, requestId), requestVisibleToOthers(viewer.userId), visibleOnWallTo(viewer)));
  return row ? toWallItem(viewer, row as WallRow) : null;
}

export type { WallRow };
