/**
 * The requests a daily message carries (decisions 300, 302), added to claimed deliveries as the
 * plan days are: a person's own channel gets their picks of the day (pickDailyRequests), a group's
 * post (a Telegram group, a Slack channel) one line for the group, "Also today: pray for …". Only
 * people in a circle cost a pick; a failure here never stops the daily prayer.
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '@dps/db/client';
import { circles, intercessions, requestCircles, userPrayers, users } from '@dps/db/schema';
import type { Ctx } from '../../context';
import type { DeliveryChannel, DeliveryRequest, DeliveryToSend } from '../../delivery/delivery-types';
import { hiddenFromCommunity } from '../../rules/hidden-rules';
import { personsBehindTargets } from '../../delivery/persons-behind-targets';
import { pickDailyRequests } from '../pick-daily-requests';

/** The person behind each personal target, for people who are in a circle now. */
const circleMembersBehind = (ctx: Ctx, channel: DeliveryChannel, targets: string[]) =>
  personsBehindTargets(
    ctx,
    channel,
    targets,
    (userId) => sql`exists (select 1 from circle_members cm where cm.user_id = ${userId} and cm.is_member)`,
  );

/**
 * A group's line for `localDate`: its least-prayed open request, then the oldest. Prayers are
 * counted up to the day before, so the post shows the same request when it is redrawn after a tap
 * (decision 302). Anonymous requests go without a name; hidden ones not at all.
 */
export async function groupRequestOf(
  ctx: Ctx,
  p: { channel: 'telegram' | 'slack_channel'; target: string; localDate: string },
): Promise<DeliveryRequest | undefined> {
  const [row] = await queryRows<{
    id: number;
    title: string;
    isAnonymous: boolean;
    firstName: string | null;
    prayedCount: number;
    before: number;
  }>(
    ctx.db,
    sql`select ${userPrayers.id} as id, ${userPrayers.title} as title, ${userPrayers.isAnonymous} as "isAnonymous",
               ${users.firstName} as "firstName",
               (select count(*) from ${intercessions} where ${intercessions.userPrayerId} = ${userPrayers.id})::int as "prayedCount",
               (select count(*) from ${intercessions} where ${intercessions.userPrayerId} = ${userPrayers.id}
                  and ${intercessions.localDate} < ${p.localDate}::date)::int as before
        from ${circles}
        join ${requestCircles} on ${requestCircles.circleId} = ${circles.id}
        join ${userPrayers} on ${userPrayers.id} = ${requestCircles.requestId}
        join ${users} on ${users.id} = ${userPrayers.userId}
        where ${circles.channel} = ${p.channel} and ${circles.target} = ${p.target}
          and ${userPrayers.archivedAt} is null and ${userPrayers.answeredAt} is null
          and ${userPrayers.createdAt} < ${p.localDate}::date + 1
          and not ${hiddenFromCommunity('prayer', userPrayers.id)}
        order by before, ${userPrayers.createdAt}, ${userPrayers.id}
        limit 1`,
  );
  if (!row) return undefined;
  return {
    id: row.id,
    text: row.title,
    authorName: row.isAnonymous ? null : row.firstName?.trim() || null,
    prayedCount: Number(row.prayedCount),
  };
}

/** Each delivery with the requests it carries (`requests` for a person, `groupRequest` for a group). */
export async function withDailyRequests(ctx: Ctx, deliveries: DeliveryToSend[]): Promise<DeliveryToSend[]> {
  if (deliveries.length === 0) return deliveries;
  try {
    const channel = deliveries[0]!.channel;
    const isGroup = (d: DeliveryToSend) =>
      channel === 'slack_channel' || (channel === 'telegram' && d.target.startsWith('-'));
    const groups = deliveries.filter(isGroup);
    const groupLine = new Map<DeliveryToSend, DeliveryRequest>();
    if (groups.length) {
      const known = await queryRows<{ target: string }>(
        ctx.db,
        sql`select target from ${circles} where channel = ${channel === 'slack_channel' ? 'slack_channel' : 'telegram'}
            and target = any(string_to_array(${groups.map((d) => d.target).join(',')}, ','))`,
      );
      const withCircle = new Set(known.map((k) => k.target));
      for (const d of groups) {
        if (!withCircle.has(d.target)) continue;
        const line = await groupRequestOf(ctx, {
          channel: channel === 'slack_channel' ? 'slack_channel' : 'telegram',
          target: d.target,
          localDate: d.localDate,
        });
        if (line) groupLine.set(d, line);
      }
    }
    const personal = deliveries.filter((d) => !isGroup(d));
    const owners =
      channel === 'slack_channel'
        ? new Map<string, number>()
        : await circleMembersBehind(ctx, channel, [...new Set(personal.map((d) => d.target))]);
    const picks = new Map<DeliveryToSend, DeliveryRequest[]>();
    for (const d of personal) {
      const userId = owners.get(d.target);
      if (userId === undefined) continue;
      const list = await pickDailyRequests(ctx, { userId, localDate: d.localDate });
      if (list.length)
        picks.set(
          d,
          list.map(({ prayedByMe: _, ...r }) => r),
        );
    }
    return deliveries.map((d) => {
      const line = groupLine.get(d);
      const list = picks.get(d);
      return line ? { ...d, groupRequest: line } : list ? { ...d, requests: list } : d;
    });
  } catch (e) {
    ctx.log.error({ event: 'delivery_requests_failed', error: (e as Error)?.name ?? 'error' }, 'requests not added');
    return deliveries;
  }
}
