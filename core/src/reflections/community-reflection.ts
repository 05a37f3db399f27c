import type { ModerationMark } from '../rules/item-kind';

/** The community view of a reflection (SPEC section 3), shared by the list, create and reply use cases. */

export interface CommunityReflection {
  id: number;
  content: string;
  isPublic: boolean;
  prayerId: number;
  /** Set for a reply (the reflection it answers); null for a top-level reflection. */
  parentId: number | null;
  createdAt: Date;
  likes: number;
  likedByMe: boolean;
  /** True when the actor wrote it (front ends may mark "You"). */
  isOwn: boolean;
  /** Only the author's first name: never their last name, email or id. */
  user: { firstName: string };
  /**
   * Only on the author's own item that others do not see: 'hidden' (a moderator hid it) or
   * 'under_review' (reported by enough people). Absent otherwise.
   */
  moderation?: ModerationMark;
  /** Replies, oldest first; always empty on a reply. */
  replies: CommunityReflection[];
}

/** The most characters a reflection or a reply may hold. */
export const MAX_REFLECTION_LENGTH = 5000;

export interface CommunityRow {
  id: number;
  userId: number;
  content: string;
  isPublic: boolean;
  prayerId: number;
  parentId: number | null;
  createdAt: Date;
  firstName: string;
  likes?: number;
  likedByMe?: boolean;
  moderation?: ModerationMark | null;
}

export function toCommunityReflection(row: CommunityRow, actorId: number): CommunityReflection {
  const mark = row.userId === actorId && row.moderation ? { moderation: row.moderation } : {};
  return {
    id: row.id,
    content: row.content,
    isPublic: row.isPublic,
    prayerId: row.prayerId,
    parentId: row.parentId,
    createdAt: row.createdAt,
    likes: Number(row.likes ?? 0),
    likedByMe: Boolean(row.likedByMe),
    isOwn: row.userId === actorId,
    user: { firstName: row.firstName },
    ...mark,
    replies: [],
  };
}
