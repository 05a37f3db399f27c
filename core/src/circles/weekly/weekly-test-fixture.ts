/**
 * A group for the weekly tests (core's and the chats'): a leader, a member who said yes to leaders
 * seeing they have been away and one who said no (both away 20 days), one who prays, one whose
 * request was prayed for and answered this week. Made through core where core makes it.
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '@dps/db/client';
import type { Ctx } from '../../context';
import { actor } from '../../../test/context';
import { makeUser } from '../../../test/factories';
import { createUserPrayer } from '../../user-prayers/create-user-prayer';
import { updateSettings } from '../../settings/update-settings';
import { markRequestAnswered } from '../../wall/mark-request-answered';
import { ensureCircle } from '../ensure-circle';

type Clocked = Ctx & { clock: { set(d: Date | string): void; now(): Date } };

export interface WeeklyGroup {
  circleId: number;
  lea: number;
  ana: number;
  ben: number;
  cai: number;
  dan: number;
  /** Each person's private chat target (Telegram chat id, or Slack `${team}:${user}`). */
  chatOf: Record<'lea' | 'ana' | 'ben' | 'cai' | 'dan', string>;
  answeredId: number;
  openId: number;
}

export interface WeeklyGroupOptions {
  platform: 'telegram' | 'slack';
  language: 'en' | 'es';
  /** The group's chat: a Telegram group id, or `${team}:${channel}`. */
  target: string;
  title: string;
  /** The group's daily post time, in UTC (the weekly moment's default). */
  postTime: string;
  /** Sunday of the moment (a YYYY-MM-DD Sunday). */
  sunday: string;
  /** Private chat ids / Slack user ids are made from this, so two groups do not collide. */
  seed: number;
}

export async function makeWeeklyGroup(ctx: Clocked, o: WeeklyGroupOptions): Promise<WeeklyGroup> {
  const at = (days: number, hhmm = '10:00') => {
    const d = new Date(`${o.sunday}T${hhmm}:00Z`);
    return new Date(d.getTime() + days * 86_400_000);
  };
  ctx.clock.set(at(-20));
  const names = { lea: 'Lea', ana: 'Ana', ben: 'Ben', cai: 'Cai', dan: 'Dan' } as const;
  const ids = {} as Record<keyof typeof names, number>;
  const chatOf = {} as Record<keyof typeof names, string>;
  let n = 0;
  for (const [key, firstName] of Object.entries(names) as [keyof typeof names, string][]) {
    const u = await makeUser(ctx, { firstName });
    ids[key] = u.id;
    await updateSettings(actor(ctx, u.id), { language: o.language });
    n++;
    if (o.platform === 'telegram') {
      chatOf[key] = String(o.seed * 100 + n);
      await queryRows(
        ctx.db,
        sql`insert into telegram_chats (chat_id, type, user_id, language) values (${Number(chatOf[key])}, 'private', ${u.id}::int, ${o.language})`,
      );
      // A private chat's id is its person's Telegram user id.
      await queryRows(
        ctx.db,
        sql`insert into identities (user_id, provider, subject) values (${u.id}::int, 'telegram', ${chatOf[key]})`,
      );
    } else {
      chatOf[key] = `${o.target.split(':')[0]}:U${o.seed}${n}`;
      await queryRows(
        ctx.db,
        sql`insert into identities (user_id, provider, subject) values (${u.id}::int, 'slack', ${chatOf[key]})`,
      );
    }
  }
  if (o.platform === 'telegram') {
    await queryRows(
      ctx.db,
      sql`insert into telegram_chats (chat_id, type, title, reminder_time, time_zone, language)
          values (${Number(o.target)}, 'supergroup', ${o.title}, ${o.postTime}, 'UTC', ${o.language})`,
    );
  } else {
    const [team, channel] = o.target.split(':') as [string, string];
    await queryRows(
      ctx.db,
      sql`insert into slack_channel_subscriptions (team_id, channel_id, post_time, time_zone, language)
          values (${team}, ${channel}, ${o.postTime}, 'UTC', ${o.language})`,
    );
  }
  const circleId = await ensureCircle(ctx, {
    channel: o.platform === 'telegram' ? 'telegram' : 'slack_channel',
    target: o.target,
    title: o.title,
  });
  for (const key of Object.keys(names) as (keyof typeof names)[]) {
    await queryRows(
      ctx.db,
      sql`insert into circle_members (circle_id, user_id, is_member, is_leader, leader_source, checked_at, created_at)
          values (${circleId}::int, ${ids[key]}::int, true, ${key === 'lea'}, ${key === 'lea' ? 'platform' : null},
            ${at(-20).toISOString()}::timestamptz, ${at(-20).toISOString()}::timestamptz)`,
    );
  }
  // Ana says yes to leaders seeing she has been away; Ben says no (the default, said out loud).
  await updateSettings(actor(ctx, ids.ana), { awayVisibleToLeaders: true });
  await updateSettings(actor(ctx, ids.ben), { awayVisibleToLeaders: false });

  ctx.clock.set(at(-5));
  const share = async (userId: number, title: string) => {
    const p = await createUserPrayer(actor(ctx, userId), { title, content: `${title}, please pray.` });
    await queryRows(
      ctx.db,
      sql`insert into request_circles (request_id, circle_id) values (${p.id}::int, ${circleId}::int)`,
    );
    return p.id;
  };
  const answeredId = await share(ids.dan, o.language === 'es' ? 'La operación de Dan' : "Dan's surgery");
  const openId = await share(ids.cai, o.language === 'es' ? 'Un trabajo nuevo' : 'A new job');
  // Cai and Lea pray for Dan's request this week; Cai is named to Dan, Lea is only counted.
  ctx.clock.set(at(-3));
  await queryRows(
    ctx.db,
    sql`insert into intercessions (user_prayer_id, user_id, local_date, is_named, created_at) values
        (${answeredId}::int, ${ids.cai}::int, ${at(-3).toISOString().slice(0, 10)}::date, true, ${at(-3).toISOString()}::timestamptz),
        (${answeredId}::int, ${ids.lea}::int, ${at(-3).toISOString().slice(0, 10)}::date, false, ${at(-3).toISOString()}::timestamptz)`,
  );
  ctx.clock.set(at(-1));
  await markRequestAnswered(actor(ctx, ids.dan), {
    requestId: answeredId,
    note: o.language === 'es' ? 'Salió muy bien' : 'It went well',
  });
  return { circleId, ...ids, chatOf, answeredId, openId };
}
