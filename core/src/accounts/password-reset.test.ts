import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DbHandle } from '@dps/db/client';
import { passwordResetTokens } from '@dps/db/schema';
import { createTestDb } from '../../test/create-test-db';
import { testCtx } from '../../test/context';
import { makeUser } from '../../test/factories';
import { loginWithPassword } from './login';
import { requestPasswordReset } from './request-password-reset';
import { resetPassword } from './reset-password';
import { registerWithPassword } from './register';
import { hashToken } from './secrets';
import { createSession } from './create-session';
import { getSessionUser } from './sessions';

let h: DbHandle;
let ctx: ReturnType<typeof testCtx>;
beforeAll(async () => {
  h = await createTestDb({ maxConnections: 6 });
  ctx = testCtx(h.db, '2026-03-10T12:00:00Z');
  await registerWithPassword(ctx, { email: 'lydia@example.test', password: 'purple-cloth-77', firstName: 'Lydia' });
});
afterAll(() => h.close());

const invalidLink = { code: 'validation', message: 'This password reset link is invalid or has expired.' };

describe('requestPasswordReset', () => {
  it('needs an email', async () => {
    await expect(requestPasswordReset(ctx, { email: '   ' })).rejects.toMatchObject({ code: 'validation' });
  });

  it('answers an unknown email with nothing (the caller shows the same screen)', async () => {
    expect(await requestPasswordReset(ctx, { email: 'nobody@example.test' })).toEqual({ token: null, user: null, expiresAt: null });
  });

  it('makes a one-hour link whose token is stored only as sha256', async () => {
    ctx.clock.set('2026-03-10T12:00:00Z');
    const r = await requestPasswordReset(ctx, { email: ' LYDIA@example.test ' });
    expect(r.user).toMatchObject({ email: 'lydia@example.test', firstName: 'Lydia' });
    expect(r.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await h.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.tokenHash, hashToken(r.token!)));
    expect(row!.expiresAt.toISOString()).toBe('2026-03-10T13:00:00.000Z');
    expect(JSON.stringify(await h.db.select().from(passwordResetTokens))).not.toContain(r.token!);
  });
});

describe('resetPassword', () => {
  it('sets the new password, signs the person out everywhere, and works only once', async () => {
    ctx.clock.set('2026-03-10T12:00:00Z');
    const user = await loginWithPassword(ctx, { email: 'lydia@example.test', password: 'purple-cloth-77' });
    const s1 = await createSession(ctx, { userId: user.id });
    const s2 = await createSession(ctx, { userId: user.id });
    const { token } = await requestPasswordReset(ctx, { email: 'lydia@example.test' });

    ctx.clock.advance(10 * 60_000);
    const done = await resetPassword(ctx, { token: token!, newPassword: 'thyatira-dye-88' });
    expect(done.id).toBe(user.id);
    expect((await loginWithPassword(ctx, { email: 'lydia@example.test', password: 'thyatira-dye-88' })).id).toBe(user.id);
    await expect(loginWithPassword(ctx, { email: 'lydia@example.test', password: 'purple-cloth-77' })).rejects.toMatchObject({ code: 'unauthorized' });
    expect(await getSessionUser(ctx, { token: s1.token })).toBeNull();
    expect(await getSessionUser(ctx, { token: s2.token })).toBeNull();

    await expect(resetPassword(ctx, { token: token!, newPassword: 'another-new-one-9' })).rejects.toMatchObject(invalidLink);
    expect((await loginWithPassword(ctx, { email: 'lydia@example.test', password: 'thyatira-dye-88' })).id).toBe(user.id);
  });

  it('refuses an expired link (after one hour) and an unknown one', async () => {
    ctx.clock.set('2026-03-11T12:00:00Z');
    const { token } = await requestPasswordReset(ctx, { email: 'lydia@example.test' });
    ctx.clock.set('2026-03-11T13:00:01Z');
    await expect(resetPassword(ctx, { token: token!, newPassword: 'too-late-now-1' })).rejects.toMatchObject(invalidLink);
    await expect(resetPassword(ctx, { token: 'A'.repeat(43), newPassword: 'too-late-now-1' })).rejects.toMatchObject(invalidLink);
    await expect(resetPassword(ctx, { token: '', newPassword: 'too-late-now-1' })).rejects.toMatchObject(invalidLink);
  });

  it('a newer link replaces an older unused one', async () => {
    ctx.clock.set('2026-03-12T12:00:00Z');
    const first = await requestPasswordReset(ctx, { email: 'lydia@example.test' });
    const second = await requestPasswordReset(ctx, { email: 'lydia@example.test' });
    await expect(resetPassword(ctx, { token: first.token!, newPassword: 'first-link-pw-1' })).rejects.toMatchObject(invalidLink);
    await resetPassword(ctx, { token: second.token!, newPassword: 'second-link-pw-2' });
    expect((await loginWithPassword(ctx, { email: 'lydia@example.test', password: 'second-link-pw-2' })).firstName).toBe('Lydia');
  });

  it('applies the password rules, and a refused password leaves the link usable', async () => {
    ctx.clock.set('2026-03-13T12:00:00Z');
    const { token } = await requestPasswordReset(ctx, { email: 'lydia@example.test' });
    await expect(resetPassword(ctx, { token: token!, newPassword: 'abc' })).rejects.toMatchObject({
      code: 'validation',
      title: 'Password Too Short',
      message: 'Password must be at least 6 characters long',
    });
    await expect(resetPassword(ctx, { token: token!, newPassword: 'Password123' })).rejects.toMatchObject({
      code: 'validation',
      message: 'This password is too common. Please choose a less common one.',
    });
    await resetPassword(ctx, { token: token!, newPassword: 'still-works-55' });
  });

  it('two simultaneous uses of one link: exactly one succeeds', async () => {
    ctx.clock.set('2026-03-14T12:00:00Z');
    const { token } = await requestPasswordReset(ctx, { email: 'lydia@example.test' });
    const results = await Promise.allSettled([
      resetPassword(ctx, { token: token!, newPassword: 'racer-one-111' }),
      resetPassword(ctx, { token: token!, newPassword: 'racer-two-222' }),
      resetPassword(ctx, { token: token!, newPassword: 'racer-three-333' }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toMatchObject(invalidLink);
  });

  it('lets a person without a password (provider-only) set one', async () => {
    ctx.clock.set('2026-03-15T12:00:00Z');
    const u = await makeUser(ctx, { email: 'apple-only@example.test' });
    const { token } = await requestPasswordReset(ctx, { email: 'apple-only@example.test' });
    await resetPassword(ctx, { token: token!, newPassword: 'fresh-start-31' });
    expect((await loginWithPassword(ctx, { email: 'apple-only@example.test', password: 'fresh-start-31' })).id).toBe(u.id);
  });
});
