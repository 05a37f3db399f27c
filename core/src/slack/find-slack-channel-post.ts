import { sql } from 'drizzle-orm';
import { queryRows } from '@dps/db/client';
import type { Ctx } from '../context';
import { slackTarget } from '../rules/slack-ids';

/**
 * The message ts of the latest daily post of a prayer in a channel (from the delivery record), so a
 * reflection shared from `/prayer today` in that channel still lands in the prayer's thread.
 */
export async function findSlackChannelPost(
  ctx: Ctx,
  input: { teamId: string; channelId: string; prayerId: number },
): Promise<string | null> {
  const [row] = await queryRows<{ ts: string }>(
    ctx.db,
    sql`select external_id as ts from deliveries
        where channel = 'slack_channel' and target = ${slackTarget(input.teamId, input.channelId)}
          and prayer_id = ${input.prayerId}::int and status = 'sent' and external_id is not null
        order by local_date desc limit 1`,
  );
  return row?.ts ?? null;
}
