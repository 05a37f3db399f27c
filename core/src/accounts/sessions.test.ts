import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DbHandle } from '@dps/db/client';
import { sessions, users } from '@dps/db/schema';
import { createTestDb } from '../../test/create-test-db';
import { testCtx } from '../../test/context';
import { makeUser } from '../../test/factories';
import type { UserRecord } from './create-user';
import { hashToken } from './secrets';
import { createSession } from './create-session';
import { revokeAllSessions } from './revoke-all-sessions';
import { revokeSession } from './revoke-session';
import { getSession, getSessionUser } from './sessions';

const DAY = 86_400_000;
let h: DbHandle;
let ctx: ReturnType<typeof testCtx>;
let user: UserRecord;
beforeAll(async () => {
  h = await createTestDb();
  ctx = testCtx(h.db, '2026-03-10T12:00:00Z');
  user = await makeUser(ctx, { email: 'hannah@example.test', firstName: 'Hannah', timeZone: 'America/Chicago' });
});
afterAll(() => h.close());

const storedExpiry = async (token: string) =>
  (await h.db.select().from(sessions).where(eq(sessions.idHash, hashToken(token))))[0]?.expiresAt ?? null;

describe('sessions', () => {
  it('hands out a random token, stores only its sha256, and finds the person by it', async () => {
    ctx.clock.set('2026-03-10T12:00:00Z');
    const { token, expiresAt } = await createSession(ctx, { userId: user.id });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(expiresAt.toISOString()).toBe('2026-04-09T12:00:00.000Z');
    const rows = await h.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows.map((r) => r.idHash)).toContain(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(await getSessionUser(ctx, { token })).toEqual(user);
    expect(await getSession(ctx, { token })).toMatchObject({ user, timeZone: 'America/Chicago', createdAt: new Date('2026-03-10T12:00:00Z') });
    const second = await createSession(ctx, { userId: user.id });
    expect(second.token).not.toBe(token);
  });

  it('knows nothing of an unknown or malformed token', async () => {
    expect(await getSessionUser(ctx, { token: 'x'.repeat(43) })).toBeNull();
    expect(await getSessionUser(ctx, { token: '' })).toBeNull();
    expect(await getSessionUser(ctx, { token: null })).toBeNull();
    expect(await getSessionUser(ctx, { token: 'a'.repeat(5000) })).toBeNull();
  });

  it('expires after 30 days unused, and the expired row is removed', async () => {
    ctx.clock.set('2026-03-10T12:00:00Z');
    const { token } = await createSession(ctx, { userId: user.id });
    ctx.clock.set('2026-04-09T11:59:59Z');
    expect(await getSessionUser(ctx, { token })).not.toBeNull();
    ctx.clock.set('2026-05-09T12:00:00Z'); // 30 days after that last use
    expect(await getSessionUser(ctx, { token })).toBeNull();
    expect(await storedExpiry(token)).toBeNull();
  });

  it('slides: use keeps it alive, but the row is written at most about once a day', async () => {
    ctx.clock.set('2026-06-01T08:00:00Z');
    const { token } = await createSession(ctx, { userId: user.id });
    const initial = (await storedExpiry(token))!.getTime();

    ctx.clock.advance(3 * 3_600_000); // 3 hours later: still valid, no write
    const s1 = await getSession(ctx, { token });
    expect(s1!.user.id).toBe(user.id);
    expect((await storedExpiry(token))!.getTime()).toBe(initial);

    ctx.clock.advance(22 * 3_600_000); // 25 hours after creation: extended to now + 30 days
    const s2 = await getSession(ctx, { token });
    expect(s2!.expiresAt.getTime()).toBe(ctx.clock.now().getTime() + 30 * DAY);
    expect((await storedExpiry(token))!.getTime()).toBe(ctx.clock.now().getTime() + 30 * DAY);

    // Someone who comes back every 20 days is never signed out.
    for (let i = 0; i < 6; i++) {
      ctx.clock.advance(20 * DAY);
      expect(await getSessionUser(ctx, { token }), `visit ${i}`).not.toBeNull();
    }
    expect(s2!.createdAt.toISOString()).toBe('2026-06-01T08:00:00.000Z');
  });

  it('revokes one session, or all but the current one', async () => {
    ctx.clock.set('2026-03-10T12:00:00Z');
    const other = await makeUser(ctx);
    const a = await createSession(ctx, { userId: user.id });
    const b = await createSession(ctx, { userId: user.id });
    const c = await createSession(ctx, { userId: user.id });
    const theirs = await createSession(ctx, { userId: other.id });

    await revokeSession(ctx, { token: a.token });
    expect(await getSessionUser(ctx, { token: a.token })).toBeNull();
    expect(await getSessionUser(ctx, { token: b.token })).not.toBeNull();

    const ended = await revokeAllSessions(ctx, { userId: user.id, exceptToken: c.token });
    expect(ended).toBeGreaterThanOrEqual(1);
    expect(await getSessionUser(ctx, { token: b.token })).toBeNull();
    expect(await getSessionUser(ctx, { token: c.token })).not.toBeNull();
    expect(await getSessionUser(ctx, { token: theirs.token })).not.toBeNull();

    await revokeAllSessions(ctx, { userId: user.id });
    expect(await getSessionUser(ctx, { token: c.token })).toBeNull();
    expect(await getSessionUser(ctx, { token: theirs.token })).not.toBeNull();
  });

  it('ends with the person: deleting a user deletes their sessions', async () => {
    const gone = await makeUser(ctx);
    const { token } = await createSession(ctx, { userId: gone.id });
    await h.db.delete(users).where(eq(users.id, gone.id));
    expect(await getSessionUser(ctx, { token })).toBeNull();
  });
});
