/**
 * The person each target of a personal channel (a Telegram private chat, a Slack DM, a push
 * subscription, an email) belongs to, kept only where `who` holds for that person: what rides in
 * a daily message besides the prayer (plan days, a circle's requests) asks it once per claim. The
 * targets go as one text parameter (a claim carries up to 100,000; bound parameters stop at
 * 65,535), as the claim itself passes them; most targets match nothing and cost one indexed probe.
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '@dps/db/client';
import type { Ctx } from '../context';
import type { DeliveryChannel } from './delivery-types';

export async function personsBehindTargets(
  ctx: Ctx,
  channel: DeliveryChannel,
  targets: string[],
  who: (userId: SQL) => SQL,
): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  if (targets.length === 0) return out;
  const list = sql`string_to_array(${targets.join(',')}, ',')`;
  let rows: { target: string; userId: number }[] = [];
  if (channel === 'telegram')
    rows = await queryRows(
      ctx.db,
      sql`select chat_id::text as target, user_id as "userId" from telegram_chats
          where type = 'private' and user_id is not null and chat_id::text = any(${list})
            and ${who(sql`telegram_chats.user_id`)}`,
    );
  else if (channel === 'slack_dm')
    rows = await queryRows(
      ctx.db,
      sql`select subject as target, user_id as "userId" from identities
          where provider = 'slack' and subject = any(${list}) and ${who(sql`identities.user_id`)}`,
    );
  else if (channel === 'web_push')
    rows = await queryRows(
      ctx.db,
      sql`select id::text as target, user_id as "userId" from push_subscriptions
          where id::text = any(${list}) and ${who(sql`push_subscriptions.user_id`)}`,
    );
  else if (channel === 'email')
    rows = await queryRows(
      ctx.db,
      sql`select u.id::text as target, u.id as "userId" from users u
          where u.id::text = any(${list}) and ${who(sql`u.id`)}`,
    );
  for (const r of rows) out.set(r.target, r.userId);
  return out;
}
