import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DbHandle } from '@dps/db/client';
import { completions, linkCodes, prayers, users } from '@dps/db/schema';
import { createTestDb } from '../../test/create-test-db';
import { actor, testCtx } from '../../test/context';
import { makeUser } from '../../test/factories';
import { connectIdentity } from './connect-identity';
import { findOrCreateUserByIdentity } from './identities';
import { createLinkCode, redeemLinkCode } from './link-codes';
import { registerWithPassword } from './register';
import { hashToken } from './secrets';

let h: DbHandle;
let ctx: ReturnType<typeof testCtx>;
let prayerId: number;
beforeAll(async () => {
  h = await createTestDb({ maxConnections: 6 });
  ctx = testCtx(h.db, '2026-03-10T12:00:00Z');
  const [p] = await h.db.insert(prayers).values({ kind: 'topic', title: 'Link prayer', content: 'Amen.' }).returning();
  prayerId = p!.id;
});
afterAll(() => h.close());

const invalid = { code: 'validation', message: 'That code is invalid or has expired. Get a new one from your Profile page.' };
const telegramUser = async (subject: string) => (await findOrCreateUserByIdentity(ctx, { provider: 'telegram', subject, firstName: 'Tg' })).user;

describe('createLinkCode', () => {
  it('gives 8 unambiguous characters, valid 15 minutes, stored only hashed', async () => {
    const web = await makeUser(ctx);
    const seen = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const { code, expiresAt } = await createLinkCode(actor(ctx, web.id));
      expect(code).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
      expect(code).not.toMatch(/[01OIL]/);
      expect(expiresAt.toISOString()).toBe('2026-03-10T12:15:00.000Z');
      seen.add(code);
    }
    expect(seen.size).toBe(40);
    const rows = await h.db.select().from(linkCodes).where(eq(linkCodes.userId, web.id));
    expect(rows).toHaveLength(1); // each new code replaced the previous unused one
    expect(rows[0]!.codeHash).toBe(hashToken([...seen].at(-1)!));
  });
});

describe('redeemLinkCode', () => {
  it("joins the Telegram person into the web account that made the code, and the code is spent", async () => {
    ctx.clock.set('2026-03-10T12:00:00Z');
    const web = await registerWithPassword(ctx, { email: 'paul@example.test', password: 'road-to-damascus', firstName: 'Paul' });
    const tg = await telegramUser('6001');
    await h.db.insert(completions).values({ userId: tg.id, prayerId, localDate: '2026-03-09', source: 'telegram' });
    const { code } = await createLinkCode(actor(ctx, web.id));

    ctx.clock.advance(5 * 60_000);
    const user = await redeemLinkCode(ctx, { code: ` ${code.slice(0, 4).toLowerCase()}-${code.slice(4)} `, fromUserId: tg.id });
    expect(user).toMatchObject({ id: web.id, email: 'paul@example.test', firstName: 'Paul' });
    expect(await h.db.select().from(users).where(eq(users.id, tg.id))).toHaveLength(0);
    expect((await h.db.select().from(completions).where(eq(completions.userId, web.id))).map((c) => c.localDate)).toEqual(['2026-03-09']);
    expect((await findOrCreateUserByIdentity(ctx, { provider: 'telegram', subject: '6001' })).user.id).toBe(web.id);

    const other = await telegramUser('6002');
    await expect(redeemLinkCode(ctx, { code, fromUserId: other.id })).rejects.toMatchObject(invalid);
  });

  it('answers success without change when the chat already is that web account', async () => {
    const web = await makeUser(ctx);
    const { code } = await createLinkCode(actor(ctx, web.id));
    expect((await redeemLinkCode(ctx, { code, fromUserId: web.id })).id).toBe(web.id);
    expect(await h.db.select().from(users).where(eq(users.id, web.id))).toHaveLength(1);
  });

  it('refuses an expired, unknown, malformed or replaced code', async () => {
    ctx.clock.set('2026-03-11T12:00:00Z');
    const web = await makeUser(ctx);
    const tg = await telegramUser('6003');
    const old = await createLinkCode(actor(ctx, web.id));
    const current = await createLinkCode(actor(ctx, web.id));
    await expect(redeemLinkCode(ctx, { code: old.code, fromUserId: tg.id })).rejects.toMatchObject(invalid);
    await expect(redeemLinkCode(ctx, { code: 'ABCDEFGH', fromUserId: tg.id })).rejects.toMatchObject(invalid);
    await expect(redeemLinkCode(ctx, { code: 'short', fromUserId: tg.id })).rejects.toMatchObject(invalid);
    ctx.clock.set('2026-03-11T12:15:00Z');
    await expect(redeemLinkCode(ctx, { code: current.code, fromUserId: tg.id })).rejects.toMatchObject(invalid);
    expect(await h.db.select().from(users).where(eq(users.id, tg.id))).toHaveLength(1);
  });

  it('never swallows an account that has its own web sign-in', async () => {
    ctx.clock.set('2026-03-12T12:00:00Z');
    const target = await makeUser(ctx);
    const withPassword = await registerWithPassword(ctx, { email: 'silas@example.test', password: 'philippi-jail-9', firstName: 'Silas' });
    const withGoogle = await telegramUser('6004');
    await connectIdentity(actor(ctx, withGoogle.id), { provider: 'google', subject: 'g|6004' });
    for (const from of [withPassword, withGoogle]) {
      const { code } = await createLinkCode(actor(ctx, target.id));
      await expect(redeemLinkCode(ctx, { code, fromUserId: from.id })).rejects.toMatchObject({ code: 'conflict' });
      expect(await h.db.select().from(users).where(eq(users.id, from.id))).toHaveLength(1);
      // The refused attempt did not spend the code.
      const tg = await telegramUser(`ok-${from.id}`);
      expect((await redeemLinkCode(ctx, { code, fromUserId: tg.id })).id).toBe(target.id);
    }
  });

  it('two chats racing with one code: exactly one is joined', async () => {
    ctx.clock.set('2026-03-13T12:00:00Z');
    const web = await makeUser(ctx);
    const a = await telegramUser('6101');
    const b = await telegramUser('6102');
    const { code } = await createLinkCode(actor(ctx, web.id));
    const results = await Promise.allSettled([
      redeemLinkCode(ctx, { code, fromUserId: a.id }),
      redeemLinkCode(ctx, { code, fromUserId: b.id }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(rejected.reason).toMatchObject(invalid);
    const survivors = await h.db.select({ id: users.id }).from(users).where(eq(users.firstName, 'Tg'));
    expect(survivors.filter((s) => s.id === a.id || s.id === b.id)).toHaveLength(1);
  });
});
