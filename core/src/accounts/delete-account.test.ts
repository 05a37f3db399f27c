import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { DbHandle } from '@dps/db/client';
import { queryRows } from '@dps/db/client';
import { completions, contactMessages, favorites, prayers, reflections, users } from '@dps/db/schema';
import { createTestDb } from '../../test/create-test-db';
import { actor, testCtx } from '../../test/context';
import { makeUser } from '../../test/factories';
import { deleteAccount } from './delete-account';
import { findOrCreateUserByIdentity } from './identities';
import { registerWithPassword } from './register';
import { createSession, getSessionUser } from './sessions';

let h: DbHandle;
let ctx: ReturnType<typeof testCtx>;
let prayerId: number;
beforeAll(async () => {
  h = await createTestDb();
  ctx = testCtx(h.db);
  const [p] = await h.db.insert(prayers).values({ kind: 'topic', title: 'Delete prayer', content: 'c' }).returning();
  prayerId = p!.id;
});
afterAll(() => h.close());

/** Every row anywhere that still points at this person. */
async function traces(userId: number): Promise<number> {
  const refs = await queryRows<{ tbl: string; col: string }>(
    h.db,
    sql`select cl.relname as tbl, a.attname as col
        from pg_constraint c
        join pg_class cl on cl.oid = c.conrelid
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
        where c.contype = 'f' and c.confrelid = 'users'::regclass`,
  );
  let n = 0;
  for (const r of refs) {
    const [row] = await queryRows<{ n: number }>(h.db, sql`select count(*)::int as n from ${sql.identifier(r.tbl)} where ${sql.identifier(r.col)} = ${userId}`);
    n += row!.n;
  }
  return n;
}

async function giveHistory(userId: number) {
  await h.db.insert(completions).values({ userId, prayerId, localDate: '2026-03-01' });
  await h.db.insert(favorites).values({ userId, prayerId });
  await h.db.insert(reflections).values({ userId, prayerId, content: 'a thought' });
  await h.db.insert(contactMessages).values({ userId, name: 'N', email: `writer-${userId}@example.test`, subject: 's', message: 'm' });
}

describe('deleteAccount', () => {
  it('needs the password from a person who has one', async () => {
    const me = await registerWithPassword(ctx, { email: 'dorcas@example.test', password: 'good-works-joppa', firstName: 'Dorcas' });
    await giveHistory(me.id);
    for (const password of ['wrong-password', '', undefined]) {
      await expect(deleteAccount(actor(ctx, me.id), { password, recentSignIn: true })).rejects.toMatchObject({
        code: 'unauthorized',
        message: 'Incorrect password.',
      });
    }
    expect(await h.db.select().from(users).where(eq(users.id, me.id))).toHaveLength(1);
  });

  it('deletes the person and every row of theirs; others keep theirs; admin content stays authorless', async () => {
    const me = await registerWithPassword(ctx, { email: 'tabitha@example.test', password: 'good-works-joppa', firstName: 'Tabitha' });
    const other = await makeUser(ctx);
    await giveHistory(me.id);
    await giveHistory(other.id);
    const [daily] = await h.db.insert(prayers).values({ kind: 'daily', date: '2026-04-01', title: 'd', content: 'c', createdBy: me.id }).returning();
    const { token } = await createSession(ctx, { userId: me.id });
    const otherBefore = await traces(other.id);
    expect(await traces(me.id)).toBeGreaterThan(5);

    expect(await deleteAccount(actor(ctx, me.id), { password: 'good-works-joppa' })).toEqual({ deleted: true });
    expect(await traces(me.id)).toBe(0);
    expect(await h.db.select().from(users).where(eq(users.id, me.id))).toHaveLength(0);
    expect(await getSessionUser(ctx, { token })).toBeNull();
    expect(await traces(other.id)).toBe(otherBefore);
    const [kept] = await h.db.select().from(prayers).where(eq(prayers.id, daily!.id));
    expect(kept!.createdBy).toBeNull();
    expect(await h.db.select().from(contactMessages).where(eq(contactMessages.userId, other.id))).toHaveLength(1);
    // Their contact messages are personal data too: gone, not merely orphaned.
    expect(await h.db.select().from(contactMessages).where(eq(contactMessages.email, `writer-${me.id}@example.test`))).toHaveLength(0);
  });

  it('a provider-only person must have signed in recently', async () => {
    const { user } = await findOrCreateUserByIdentity(ctx, { provider: 'telegram', subject: '8001' });
    await giveHistory(user.id);
    await expect(deleteAccount(actor(ctx, user.id), {})).rejects.toMatchObject({ code: 'unauthorized' });
    await expect(deleteAccount(actor(ctx, user.id), { recentSignIn: false })).rejects.toMatchObject({ code: 'unauthorized' });
    expect(await traces(user.id)).toBeGreaterThan(0);
    await deleteAccount(actor(ctx, user.id), { recentSignIn: true });
    expect(await traces(user.id)).toBe(0);
    // The Telegram identity is free again: the next contact is a new person.
    const again = await findOrCreateUserByIdentity(ctx, { provider: 'telegram', subject: '8001' });
    expect(again.created).toBe(true);
  });
});
