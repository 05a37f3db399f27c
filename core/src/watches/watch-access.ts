/**
 * Who may see a watch (decision 342): a group's watch, its group's current members only, on every
 * surface, as the group's requests; an open watch, anyone holding its link (it is never listed to
 * strangers). A watch's request text follows the request's own audience as well.
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '@dps/db/client';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { memberOfCircle } from '../rules/request-audience';
import { GROUP_REQUEST_TITLE } from '../wall/share-group-request';

/** The watch aliased `w` may be seen by `viewerId` (null: a visitor, who may see only open watches). */
export const watchVisibleTo = (viewerId: number | null): SQL =>
  viewerId === null
    ? sql`(w.circle_id is null)`
    : sql`(w.circle_id is null or ${memberOfCircle(viewerId, sql`w.circle_id`)})`;

export interface WatchRow {
  id: number;
  circleId: number | null;
  code: string;
  title: string;
  requestId: number | null;
  createdBy: number | null;
  startsAt: Date;
  hours: number;
  slotMinutes: number;
  perSlot: number;
  timeZone: string;
  language: 'en' | 'es';
  endedAt: Date | null;
  postChannel: 'telegram' | 'slack_channel' | null;
  postTarget: string | null;
  postMessageId: string | null;
}

export const watchColumns = sql`w.id, w.circle_id as "circleId", w.code, w.title, w.request_id as "requestId",
  w.created_by as "createdBy", w.starts_at as "startsAt", w.hours, w.slot_minutes as "slotMinutes",
  w.per_slot as "perSlot", w.time_zone as "timeZone", w.language, w.ended_at as "endedAt",
  w.post_channel as "postChannel", w.post_target as "postTarget", w.post_message_id as "postMessageId"`;

export function toWatchRow(r: WatchRow): WatchRow {
  return {
    ...r,
    id: Number(r.id),
    circleId: r.circleId === null ? null : Number(r.circleId),
    requestId: r.requestId === null ? null : Number(r.requestId),
    createdBy: r.createdBy === null ? null : Number(r.createdBy),
    startsAt: new Date(r.startsAt),
    endedAt: r.endedAt === null ? null : new Date(r.endedAt),
    hours: Number(r.hours),
    slotMinutes: Number(r.slotMinutes),
    perSlot: Number(r.perSlot),
  };
}

/** A watch by id or link code, if `viewerId` may see it; else "Watch not found." (a stranger learns nothing). */
export async function loadWatch(
  ctx: Ctx,
  viewerId: number | null,
  ref: { id: number } | { code: string },
  opts: { lock?: boolean } = {},
): Promise<WatchRow> {
  const where = 'id' in ref ? sql`w.id = ${ref.id}::int` : sql`w.code = ${ref.code}`;
  const [row] = await queryRows<WatchRow>(
    ctx.db,
    sql`select ${watchColumns} from watches w where ${where} and ${watchVisibleTo(viewerId)}
        ${opts.lock ? sql`for update of w` : sql``}`,
  );
  if (!row) throw new AppError('not_found', 'watchNotFound');
  return toWatchRow(row);
}

/** Coverage changed: the group's post is redrawn by the outbox, batched (decision 343). */
export const markPostDirty = (ctx: Ctx, watchId: number, now: Date) =>
  queryRows(
    ctx.db,
    sql`update watches set post_dirty_at = coalesce(post_dirty_at, ${now.toISOString()}::timestamptz)
        where id = ${watchId}::int and post_channel is not null`,
  );

/**
 * A request's words as a watch shows them, on the table named `table`: its title, or, for a request
 * asked in a chat (whose title is only the generic "Prayer request"), the start of what was asked.
 */
export const requestWords = (table: string): SQL => {
  const t = sql.identifier(table);
  return sql`(case when ${t}.title = ${GROUP_REQUEST_TITLE} then left(${t}.content, 200) else ${t}.title end)`;
};
