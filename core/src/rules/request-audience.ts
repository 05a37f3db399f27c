/**
 * Who may see a request (decision 280): its author always; anyone while it is public and not
 * archived; otherwise only the current members of the circles it is shared with. Every surface
 * that shows another person's request (the wall, the chats, the daily message, the bell, search,
 * the export) puts one of these in its WHERE, so circle-only text cannot leak through one of them.
 */
import { sql, type SQL } from 'drizzle-orm';
import { circleMembers, requestCircles, userPrayers } from '@dps/db/schema';

/** The viewer is, as far as the chat last said, a member of the circle with id `circleId`. */
export const memberOfCircle = (viewerId: number, circleId: SQL | number): SQL =>
  sql`exists (select 1 from ${circleMembers} where ${circleMembers.circleId} = ${circleId} and ${circleMembers.userId} = ${viewerId}::int and ${circleMembers.isMember})`;

/** The request is shared with a circle the viewer is a current member of. */
export const inViewersCircles = (viewerId: number, requestId: SQL = sql`${userPrayers.id}`): SQL =>
  sql`exists (select 1 from ${requestCircles} rc join ${circleMembers} cm on cm.circle_id = rc.circle_id where rc.request_id = ${requestId} and cm.user_id = ${viewerId}::int and cm.is_member)`;

/** Someone other than the author may see it: not archived, and public or in one of their circles. */
export const requestVisibleToOthers = (viewerId: number): SQL =>
  sql`(${userPrayers.archivedAt} is null and (${userPrayers.isPublic} or ${inViewersCircles(viewerId)}))`;

/** The viewer may see the request: their own, or visible to others as above. */
export const requestVisibleTo = (viewerId: number): SQL =>
  sql`(${userPrayers.userId} = ${viewerId}::int or ${requestVisibleToOthers(viewerId)})`;

/** The audience a request has, as its author chooses it. */
export type RequestAudience = { kind: 'only_me' } | { kind: 'circles'; circleIds: number[] } | { kind: 'everyone' };
