/**
 * Migration 0031 on a copy of a database that had public group requests (decisions 280, 322): a
 * database built at migration 0030 with requests shared in Telegram groups and Slack channels (their
 * chat copies), one shared from a private chat and one from the web; then 0031. None of the group
 * ones stays public, each is in its group's circle, the others stay on the wall, and the notice job
 * run twice tells every author of a moved request exactly once, in their language.
 */
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createDb, migrationsFolder, queryRows, type DbHandle } from '@dps/db/client';
import { testDbConfig } from '../../../test/create-test-db';
import { adminUrl, withDatabase } from '../../../test/pg-url';
import { testCtx } from '../../../test/context';
import { tellMovedRequestAuthorsOnce } from './tell-moved-request-authors';

const LAST = '0031_circles';

/** A copy of the migrations folder up to (not with) `last`: the database as it was before circles. */
function migrationsBefore(last: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'dps-migrations-'));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalFile = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === last);
  for (const e of journal.entries.slice(at)) rmSync(join(dir, `${e.tag}.sql`));
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

async function migrate(handle: DbHandle, folder: string): Promise<void> {
  if (handle.kind === 'postgres') {
    const { migrate: run } = await import('drizzle-orm/postgres-js/migrator');
    await run(handle.db as never, { migrationsFolder: folder });
  } else {
    const { migrate: run } = await import('drizzle-orm/pglite/migrator');
    await run(handle.db as never, { migrationsFolder: folder });
  }
}

/** A new, empty database of the run's kind (PGlite: initdb in memory; PostgreSQL: a database of its own). */
async function emptyDatabase(): Promise<DbHandle> {
  const cfg = testDbConfig();
  if (cfg.kind === 'pglite') return createDb({ dataDir: 'memory://', migrate: false, template: false });
  const name = `dps_mig_${randomBytes(4).toString('hex')}`;
  const postgres = (await import('postgres')).default;
  const admin = postgres(adminUrl(cfg.url), { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const handle = await createDb({ databaseUrl: withDatabase(cfg.url, name), migrate: false, maxConnections: 2 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

let h: DbHandle;
let before: string;
const ids: Record<string, number> = {};
beforeAll(async () => {
  before = migrationsBefore(LAST);
  h = await emptyDatabase();
  await migrate(h, before);
  const db = h.db;
  const person = async (name: string, language: string) => {
    const [u] = await queryRows<{ id: number }>(db, sql`insert into users (first_name) values (${name}) returning id`);
    await db.execute(sql`insert into user_settings (user_id, language) values (${u!.id}, ${language})`);
    return u!.id;
  };
  ids.ana = await person('Ana', 'en');
  ids.bea = await person('Bea', 'es');
  ids.cy = await person('Cy', 'en');
  ids.dee = await person('Dee', 'en');
  // The groups the bots post in: a Telegram group and a subscribed Slack channel.
  await db.execute(sql`insert into telegram_chats (chat_id, type, title) values (-1001, 'supergroup', 'Home group')`);
  await db.execute(
    sql`insert into slack_channel_subscriptions (team_id, channel_id, post_time, time_zone) values ('T1', 'C1', '08:00', 'UTC')`,
  );
  const request = async (key: string, userId: number, source: string, copy?: { channel: string; chatId: string }) => {
    const [r] = await queryRows<{ id: number }>(
      db,
      sql`insert into user_prayers (user_id, title, content, date, is_public, source)
          values (${userId}, ${key}, 'words', '2026-06-01', true, ${source}) returning id`,
    );
    ids[key] = r!.id;
    if (copy) {
      await db.execute(
        sql`insert into chat_take_backs (request_id, channel, chat_id, message_id)
            values (${r!.id}, ${copy.channel}, ${copy.chatId}, ${`m${r!.id}`})`,
      );
    }
  };
  await request('anaTelegram', ids.ana, 'telegram', { channel: 'telegram', chatId: '-1001' });
  await request('anaSlack', ids.ana, 'slack', { channel: 'slack', chatId: 'T1:C1' });
  // A channel where a request was shared though it gets no daily post.
  await request('beaSlack', ids.bea, 'slack', { channel: 'slack', chatId: 'T1:C2' });
  // Shared from a private chat (Telegram) and a Slack DM: never a group's, they stay on the wall.
  await request('beaPrivate', ids.bea, 'telegram', { channel: 'telegram', chatId: '555' });
  await request('cyDm', ids.cy, 'slack', { channel: 'slack', chatId: 'T1:D0CY' });
  await request('deeWeb', ids.dee, 'web');
  // Now circles' migration, as a deployment runs it.
  await migrate(h, migrationsFolder);
}, 180_000);
afterAll(async () => {
  await h?.close();
  if (before) rmSync(before, { recursive: true, force: true });
});

describe('migration 0031 on a database with public group requests', () => {
  it('takes every group request off the wall into its own group’s circle; the others stay public', async () => {
    const rows = await queryRows<{ title: string; isPublic: boolean; moved: boolean; circles: string[] }>(
      h.db,
      sql`select p.title, p.is_public as "isPublic", p.moved_from_wall_at is not null as moved,
                 coalesce(array_agg(c.channel || ' ' || c.target order by c.target) filter (where c.id is not null), '{}') as circles
          from user_prayers p
          left join request_circles rc on rc.request_id = p.id
          left join circles c on c.id = rc.circle_id
          group by p.id order by p.id`,
    );
    expect(rows).toEqual([
      { title: 'anaTelegram', isPublic: false, moved: true, circles: ['telegram -1001'] },
      { title: 'anaSlack', isPublic: false, moved: true, circles: ['slack_channel T1:C1'] },
      { title: 'beaSlack', isPublic: false, moved: true, circles: ['slack_channel T1:C2'] },
      { title: 'beaPrivate', isPublic: true, moved: false, circles: [] },
      { title: 'cyDm', isPublic: true, moved: false, circles: [] },
      { title: 'deeWeb', isPublic: true, moved: false, circles: [] },
    ]);
    // Each author is a member of the circle they shared in (re-checked with the chat when it matters).
    const members = await queryRows<{ userId: number; target: string }>(
      h.db,
      sql`select m.user_id as "userId", c.target from circle_members m join circles c on c.id = m.circle_id
          order by c.target, m.user_id`,
    );
    expect(members).toEqual([
      { userId: ids.ana, target: '-1001' },
      { userId: ids.ana, target: 'T1:C1' },
      { userId: ids.bea, target: 'T1:C2' },
    ]);
  });

  it('tells each author of a moved request once, in their language, however often the job runs', async () => {
    const ctx = testCtx(h.db, '2026-12-07T10:00:00Z');
    expect(await tellMovedRequestAuthorsOnce(ctx)).toEqual({ told: 2 });
    expect(await tellMovedRequestAuthorsOnce(ctx)).toBeNull();
    const told = await queryRows<{ userId: number; title: string; body: string; link: string }>(
      h.db,
      sql`select user_id as "userId", title, body, link from notifications where kind = 'requests_moved' order by user_id`,
    );
    expect(told).toEqual([
      {
        userId: ids.ana,
        title: 'Your group requests now stay in your group',
        body: 'The 2 requests you shared in groups are now seen only by the people in each group, not by everyone on the prayer wall. To share one with everyone, open My Prayers.',
        link: '/my-prayers',
      },
      {
        userId: ids.bea,
        title: 'Tus peticiones de grupo ahora se quedan en tu grupo',
        body: 'La petición que compartiste en un grupo ahora solo la ven las personas de ese grupo, no todos en el muro de oración. Para compartir una con todos, abre Mis oraciones.',
        link: '/my-prayers',
      },
    ]);
  });
});
