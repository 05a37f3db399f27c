/**
 * The benches' person with ten years of history among many (bench:core, bench:api, bench:embedded):
 * the seeded content, 10,000 users (one of them with a completion every day for ten years, in
 * New York and Chicago by turns of 30 days, as a web client records them; the others with a few
 * months of history, favorites, reflections and goals), bulk-inserted with generate_series.
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '@dps/db/client';
import { seedDatabase } from '@dps/db/seed/seed';

export const USERS = 10_000;
export const HEAVY_DAYS = 3_650;
export const HEAVY_TZ = 'America/New_York';
const OTHER_DAYS = 120; // the other users' history window
const OTHER_RATE = 0.2; // ...and how often they prayed in it

/** Seeds `db` and adds the users; `today` is the heavy user's local today ('YYYY-MM-DD'). */
export async function tenYearsAmongMany(db: Db, today: string): Promise<{ heavyId: number }> {
  await seedDatabase(db);
  const exec = (q: SQL) => db.execute(q);
  // Admin-scheduled prayers for the past year (not today, so today's pick takes the library path).
  await exec(sql`
    insert into prayers (kind, title, content, scripture, scripture_reference, date)
    select 'daily', 'Scheduled ' || d, 'Content of the prayer for ' || d, 'Scripture text', 'Psalm 1:1',
           ${today}::date - d
    from generate_series(1, 365) d`);
  await exec(sql`
    insert into users (email, first_name, last_name)
    select 'fixture-' || g || '@example.test', 'Bench', 'User ' || g from generate_series(1, ${USERS}::int) g`);
  const [heavy] = await queryRows<{ id: number }>(
    db,
    sql`select min(id)::int as id from users where email like 'fixture-%'`,
  );
  const heavyId = heavy!.id;
  await exec(sql`
    insert into user_settings (user_id, time_zone, time_zone_confirmed)
    select id, case when id = ${heavyId}::int then ${HEAVY_TZ} else 'UTC' end, true
    from users where email like 'fixture-%'`);
  // Prayer ids to spread completions over (any existing prayer will do).
  await exec(sql`create temporary table bench_prayers as
    select row_number() over (order by id)::int - 1 as i, id from prayers where kind <> 'daily'`);
  // The heavy user: one completion every day for ten years, ending today, each with the zone it was
  // prayed in (decision 221): a month in New York, a month in Chicago (07:30 UTC: the same date in both).
  await exec(sql`
    insert into completions (user_id, prayer_id, local_date, source, time_zone, prayed_on, created_at)
    select ${heavyId}::int, bp.id, ${today}::date - d, 'web',
           case when (d / 30) % 2 = 0 then 'America/New_York' else 'America/Chicago' end, ${today}::date - d,
           (${today}::date - d) + time '07:30'
    from generate_series(0, ${HEAVY_DAYS - 1}::int) d
    join bench_prayers bp on bp.i = d % (select count(*) from bench_prayers)`);
  // Everyone else: a day in five over the last four months.
  await exec(sql`
    insert into completions (user_id, prayer_id, local_date, source, created_at)
    select u.id, bp.id, ${today}::date - d, 'web', (${today}::date - d) + time '08:00'
    from users u
    cross join generate_series(0, ${OTHER_DAYS - 1}::int) d
    join bench_prayers bp on bp.i = (u.id + d) % (select count(*) from bench_prayers)
    where u.email like 'fixture-%' and u.id <> ${heavyId}::int and random() < ${OTHER_RATE}`);
  // Favorites: 50 for the heavy user, 2 for everyone else.
  await exec(sql`
    insert into favorites (user_id, prayer_id)
    select u.id, bp.id from users u join bench_prayers bp
      on bp.i < case when u.id = ${heavyId}::int then 50 else 2 end
    where u.email like 'fixture-%'
    on conflict do nothing`);
  // Reflections: 300 top-level (+100 replies) for the heavy user, one for everyone else.
  await exec(sql`
    insert into reflections (user_id, prayer_id, content, is_public)
    select ${heavyId}::int, bp.id, 'Reflection ' || g, g % 2 = 0
    from generate_series(1, 300) g join bench_prayers bp on bp.i = g % (select count(*) from bench_prayers)`);
  await exec(sql`
    insert into reflections (user_id, prayer_id, parent_id, content, is_public)
    select ${heavyId}::int, r.prayer_id, r.id, 'Reply', true
    from reflections r where r.user_id = ${heavyId}::int order by r.id limit 100`);
  await exec(sql`
    insert into reflections (user_id, prayer_id, content, is_public)
    select u.id, (select id from bench_prayers where i = 0), 'Reflection', true
    from users u where u.email like 'fixture-%' and u.id <> ${heavyId}::int`);
  // Goals: three for the heavy user (one spanning all ten years), one for everyone else.
  await exec(sql`
    insert into goals (user_id, title, target_days, start_date)
    values (${heavyId}::int, 'Ten years', 3650, ${today}::date - ${HEAVY_DAYS - 1}::int),
           (${heavyId}::int, 'A hundred days', 100, ${today}::date - 60),
           (${heavyId}::int, 'Three weeks', 21, ${today}::date - 10)`);
  await exec(sql`
    insert into goals (user_id, title, target_days, start_date)
    select id, 'Three weeks', 21, ${today}::date - 30 from users where email like 'fixture-%' and id <> ${heavyId}::int`);
  await exec(sql`drop table bench_prayers`);
  // Bulk loads leave the visibility map unset and the statistics empty; production tables are
  // vacuumed and analysed by autovacuum, so measure in that state (index-only scans possible).
  await exec(sql`vacuum analyze`);
  return { heavyId };
}

