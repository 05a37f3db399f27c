import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { DbHandle } from '@dps/db/client';
import { identities, userSettings, users } from '@dps/db/schema';
import { createTestDb } from '../../test/create-test-db';
import { actor, testCtx } from '../../test/context';
import { connectIdentity } from './connect-identity';
import { findOrCreateUserByIdentity } from './identities';
import { registerWithPassword } from './register';

let h: DbHandle;
let ctx: ReturnType<typeof testCtx>;
beforeAll(async () => {
  h = await createTestDb({ maxConnections: 8 });
  ctx = testCtx(h.db);
  await registerWithPassword(ctx, { email: 'martha@example.test', password: 'bethany-house-3', firstName: 'Martha' });
});
afterAll(() => h.close());

const userCount = async () => Number((await h.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n);

describe('findOrCreateUserByIdentity', () => {
  it('creates a person on first contact and finds the same person afterwards', async () => {
    const first = await findOrCreateUserByIdentity(ctx, {
      provider: 'google',
      subject: 'https://accounts.google.com|1001',
      email: 'Mary@Example.test',
      emailVerified: true,
      firstName: 'Mary',
      lastName: 'Magdala',
      timeZone: 'Europe/Paris',
    });
    expect(first.created).toBe(true);
    expect(first.user).toMatchObject({ email: 'mary@example.test', firstName: 'Mary', lastName: 'Magdala', role: 'user' });
    const [settings] = await h.db.select().from(userSettings).where(eq(userSettings.userId, first.user.id));
    expect(settings).toMatchObject({ timeZone: 'Europe/Paris', timeZoneConfirmed: true });

    const again = await findOrCreateUserByIdentity(ctx, { provider: 'google', subject: 'https://accounts.google.com|1001', firstName: 'Changed' });
    expect(again).toEqual({ user: first.user, created: false });
  });

  it('never joins an existing account by email: Google/Apple are told to sign in and connect', async () => {
    const before = await userCount();
    for (const provider of ['google', 'apple'] as const) {
      await expect(
        findOrCreateUserByIdentity(ctx, { provider, subject: `${provider}|attacker`, email: 'MARTHA@example.test', emailVerified: true }),
      ).rejects.toMatchObject({
        code: 'conflict',
        message: 'An account with this email already exists. Sign in with your password, then connect this sign-in method.',
      });
    }
    expect(await userCount()).toBe(before);
    expect(await h.db.select().from(identities).where(eq(identities.subject, 'google|attacker'))).toHaveLength(0);
  });

  it('Telegram/Slack with a taken email: a new person without an email', async () => {
    const r = await findOrCreateUserByIdentity(ctx, {
      provider: 'slack',
      subject: 'T1:U1',
      email: 'martha@example.test',
      emailVerified: true,
      firstName: 'Martha (Slack)',
    });
    expect(r.created).toBe(true);
    expect(r.user.email).toBeNull();
    const [martha] = await h.db.select().from(users).where(eq(users.email, 'martha@example.test'));
    expect(r.user.id).not.toBe(martha!.id);
  });

  it('does not put an unverified email on the account', async () => {
    const r = await findOrCreateUserByIdentity(ctx, { provider: 'google', subject: 'g|unverified', email: 'maybe@example.test', emailVerified: false });
    expect(r.user.email).toBeNull();
    const t = await findOrCreateUserByIdentity(ctx, { provider: 'telegram', subject: '4242', firstName: 'x'.repeat(300), timeZone: 'Nowhere/Land' });
    expect(t.user.firstName).toHaveLength(100);
    const [settings] = await h.db.select().from(userSettings).where(eq(userSettings.userId, t.user.id));
    expect(settings).toMatchObject({ timeZone: 'UTC', timeZoneConfirmed: false });
  });

  it('the same subject under another provider is another person', async () => {
    const a = await findOrCreateUserByIdentity(ctx, { provider: 'telegram', subject: '777' });
    const b = await findOrCreateUserByIdentity(ctx, { provider: 'slack', subject: '777' });
    expect(a.user.id).not.toBe(b.user.id);
  });

  it('simultaneous first contacts create exactly one person', async () => {
    const before = await userCount();
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        findOrCreateUserByIdentity(ctx, { provider: 'telegram', subject: '99001', firstName: 'Peter' }),
      ),
    );
    expect(new Set(results.map((r) => r.user.id)).size).toBe(1);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(await userCount()).toBe(before + 1);

    const withEmail = await Promise.all(
      Array.from({ length: 4 }, () =>
        findOrCreateUserByIdentity(ctx, { provider: 'google', subject: 'g|race', email: 'race@example.test', emailVerified: true }),
      ),
    );
    expect(new Set(withEmail.map((r) => r.user.id)).size).toBe(1);
    expect(withEmail[0]!.user.email).toBe('race@example.test');
  });
});

describe('connectIdentity', () => {
  it('connects Google to the signed-in account, after which Google sign-in finds it', async () => {
    const [martha] = await h.db.select().from(users).where(eq(users.email, 'martha@example.test'));
    const as = actor(ctx, martha!.id);
    expect(await connectIdentity(as, { provider: 'google', subject: 'g|martha', email: 'martha@example.test' })).toEqual({ connected: true });
    expect(await connectIdentity(as, { provider: 'google', subject: 'g|martha' })).toEqual({ connected: false });
    const r = await findOrCreateUserByIdentity(ctx, { provider: 'google', subject: 'g|martha', email: 'martha@example.test', emailVerified: true });
    expect(r).toMatchObject({ created: false, user: { id: martha!.id } });
  });

  it("refuses a sign-in method that belongs to someone else", async () => {
    const other = await findOrCreateUserByIdentity(ctx, { provider: 'apple', subject: 'a|other' });
    const [martha] = await h.db.select().from(users).where(eq(users.email, 'martha@example.test'));
    await expect(connectIdentity(actor(ctx, martha!.id), { provider: 'apple', subject: 'a|other' })).rejects.toMatchObject({
      code: 'conflict',
    });
    const [row] = await h.db
      .select()
      .from(identities)
      .where(and(eq(identities.provider, 'apple'), eq(identities.subject, 'a|other')));
    expect(row!.userId).toBe(other.user.id);
  });
});
