/**
 * The session statement's rows kept on the embedded database (decision 244): PGlite in its worker
 * thread, as `npm start` runs it. A warm lookup asks the worker nothing; every write through the
 * handle (a sign-out, a name, a setting, a prayer prayed, a raw statement, a transaction) makes the
 * next lookup ask again, so it answers what the database says. PostgreSQL keeps no rows.
 */
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createDb, writeEpochOf, type DbHandle } from '@dps/db/client';
import { prayers, sessions, userSettings, users } from '@dps/db/schema';
import { seedDatabase } from '@dps/db/seed/seed';
import { createTestDb } from '../../test/create-test-db';
import { testCtx } from '../../test/context';
import { makeUser } from '../../test/factories';
import type { UserRecord } from './create-user';
import { hashToken } from './secrets';
import { createSession } from './create-session';
import { revokeAllSessions } from './revoke-all-sessions';
import { revokeSession } from './revoke-session';
import { getSession } from './sessions';

const DAY = 86_400_000;
let h: DbHandle;
let ctx: ReturnType<typeof testCtx>;
let user: UserRecord;
let prayerId: number;

beforeAll(async () => {
  h = await createDb({ dataDir: 'memory://', pgliteWorker: true });
  await seedDatabase(h.db);
  ctx = testCtx(h.db, '2026-03-10T12:00:00Z');
  user = await makeUser(ctx, { email: 'ruth@example.test', firstName: 'Ruth', timeZone: 'America/Chicago' });
  [{ id: prayerId }] = (await h.db.select({ id: prayers.id }).from(prayers).limit(1)) as [{ id: number }];
}, 180_000);
afterAll(() => h?.close());

/** The messages this process sent to the database worker while `fn` ran. */
async function sentToWorker<T>(fn: () => Promise<T>): Promise<{ value: T; sent: number }> {
  const spy = vi.spyOn(Worker.prototype, 'postMessage');
  try {
    const value = await fn();
    return { value, sent: spy.mock.calls.length };
  } finally {
    spy.mockRestore();
  }
}

describe('session rows on the embedded database', () => {
  it('answers a warm lookup without asking the worker, with the same answer', async () => {
    const { token } = await createSession(ctx, { userId: user.id });
    const first = await sentToWorker(() => getSession(ctx, { token }));
    expect(first.sent).toBe(1);
    const again = await sentToWorker(() => getSession(ctx, { token }));
    expect(again.sent).toBe(0);
    expect(again.value).toEqual(first.value);
    expect(again.value).toMatchObject({ user: { id: user.id, firstName: 'Ruth' }, timeZone: 'America/Chicago' });
    // Each caller gets its own user object: changing one does not change the kept row.
    again.value!.user.firstName = 'Changed by a caller';
    expect((await getSession(ctx, { token }))!.user.firstName).toBe('Ruth');
  });

  it('asks again after every kind of write, and shows what it changed', async () => {
    const { token } = await createSession(ctx, { userId: user.id });
    const warm = async () => {
      await getSession(ctx, { token });
      expect((await sentToWorker(() => getSession(ctx, { token }))).sent).toBe(0);
    };

    await warm();
    await h.db.update(users).set({ firstName: 'Naomi' }).where(eq(users.id, user.id));
    expect((await getSession(ctx, { token }))!.user.firstName).toBe('Naomi');

    await warm();
    await h.db.update(userSettings).set({ timeZone: 'Europe/Madrid' }).where(eq(userSettings.userId, user.id));
    expect((await getSession(ctx, { token }))!.timeZone).toBe('Europe/Madrid');

    await warm();
    const generation = (await getSession(ctx, { token }))!.generations.user;
    await h.db.execute(
      sql`insert into completions (user_id, prayer_id, local_date) values (${user.id}::int, ${prayerId}::int, '2026-03-10')`,
    );
    expect((await getSession(ctx, { token }))!.generations.user).toBeGreaterThan(generation);

    await warm();
    const content = (await getSession(ctx, { token }))!.generations.content!;
    await h.db.transaction(async (tx) => {
      await tx.update(prayers).set({ title: 'Corrected by an admin' }).where(eq(prayers.id, prayerId));
    });
    expect((await getSession(ctx, { token }))!.generations.content).toBeGreaterThan(content);

    await warm();
    await revokeSession(ctx, { token });
    expect(await getSession(ctx, { token })).toBeNull();
  });

  it('ends every session at once when the person signs out everywhere, and an expired one still expires', async () => {
    const a = await createSession(ctx, { userId: user.id });
    const b = await createSession(ctx, { userId: user.id });
    await getSession(ctx, { token: a.token });
    await getSession(ctx, { token: b.token });
    await revokeAllSessions(ctx, { userId: user.id });
    expect(await getSession(ctx, { token: a.token })).toBeNull();
    expect(await getSession(ctx, { token: b.token })).toBeNull();

    const c = await createSession(ctx, { userId: user.id });
    await getSession(ctx, { token: c.token });
    const later = testCtx(h.db, new Date(c.expiresAt.getTime() + DAY));
    expect(await getSession(later, { token: c.token })).toBeNull();
    expect(
      await h.db
        .select()
        .from(sessions)
        .where(eq(sessions.idHash, hashToken(c.token))),
    ).toEqual([]);
  });

  it('slides the expiry as before: the slide is a write, and the next lookup reads it', async () => {
    const { token, expiresAt } = await createSession(ctx, { userId: user.id });
    await getSession(ctx, { token });
    const twoDaysOn = testCtx(h.db, new Date(Date.parse('2026-03-10T12:00:00Z') + 2 * DAY));
    const slid = await getSession(twoDaysOn, { token });
    expect(slid!.expiresAt.getTime()).toBe(expiresAt.getTime() + 2 * DAY);
    expect((await getSession(twoDaysOn, { token }))!.expiresAt.getTime()).toBe(expiresAt.getTime() + 2 * DAY);
  });
});

describe('session rows elsewhere', () => {
  it('are not kept on the test database (in-process PGlite or PostgreSQL) nor in a transaction', async () => {
    const other = await createTestDb();
    try {
      expect(writeEpochOf(other.db)).toBeUndefined();
      await h.db.transaction(async (tx) => expect(writeEpochOf(tx)).toBeUndefined());
    } finally {
      await other.close();
    }
  });
});
