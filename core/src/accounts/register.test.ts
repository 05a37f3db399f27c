import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DbHandle } from '@dps/db/client';
import { userSettings, users } from '@dps/db/schema';
import { createTestDb } from '../../test/create-test-db';
import { testCtx } from '../../test/context';
import { loginWithPassword } from './login';
import { registerWithPassword } from './register';

let h: DbHandle;
let ctx: ReturnType<typeof testCtx>;
beforeAll(async () => {
  h = await createTestDb();
  ctx = testCtx(h.db);
});
afterAll(() => h.close());

const good = { email: 'Ruth@Example.test', password: 'whither-thou-goest', firstName: 'Ruth' };

describe('registerWithPassword', () => {
  it('creates the account with a lower-cased email, and the person can sign in with it', async () => {
    const user = await registerWithPassword(ctx, { ...good, lastName: 'Moab', timeZone: 'America/Chicago' });
    expect(user).toMatchObject({ email: 'ruth@example.test', firstName: 'Ruth', lastName: 'Moab', role: 'user', profileImageUrl: null });
    const [row] = await h.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.passwordHash).not.toContain(good.password);
    const [settings] = await h.db.select().from(userSettings).where(eq(userSettings.userId, user.id));
    expect(settings).toMatchObject({ timeZone: 'America/Chicago', timeZoneConfirmed: true });
    expect((await loginWithPassword(ctx, { email: 'RUTH@example.test', password: good.password })).id).toBe(user.id);
  });

  it('refuses an email already registered, in any case', async () => {
    await expect(registerWithPassword(ctx, { ...good, email: 'ruth@EXAMPLE.test' })).rejects.toMatchObject({
      code: 'conflict',
      message: 'An account with this email already exists.',
    });
  });

  it('keeps the last name optional and ignores an unknown time zone (UTC, unconfirmed)', async () => {
    const user = await registerWithPassword(ctx, { ...good, email: 'naomi@example.test', timeZone: 'Mars/Olympus' });
    expect(user.lastName).toBe('');
    const [settings] = await h.db.select().from(userSettings).where(eq(userSettings.userId, user.id));
    expect(settings).toMatchObject({ timeZone: 'UTC', timeZoneConfirmed: false });
  });

  it('asks for every required field, after trimming', async () => {
    for (const over of [{ email: '' }, { email: '   ' }, { password: '' }, { firstName: '  ' }, { firstName: undefined }]) {
      await expect(registerWithPassword(ctx, { ...good, email: 'x@example.test', ...over } as never), JSON.stringify(over)).rejects.toMatchObject({
        code: 'validation',
        message: 'Please fill in all required fields',
      });
    }
  });

  it('refuses a malformed email', async () => {
    for (const email of ['ruth', 'ruth@', 'ruth@example', 'ru th@example.test', `${'a'.repeat(250)}@example.test`]) {
      await expect(registerWithPassword(ctx, { ...good, email }), email).rejects.toMatchObject({
        code: 'validation',
        message: 'Please enter a valid email address.',
      });
    }
  });

  it('refuses a password under 6 characters with the spec toast', async () => {
    await expect(registerWithPassword(ctx, { ...good, email: 'p@example.test', password: 'a1b2c' })).rejects.toMatchObject({
      code: 'validation',
      title: 'Password too short',
      message: 'Password must be at least 6 characters long',
    });
  });

  it('refuses a common password, whatever its case', async () => {
    for (const password of ['password', 'Password1', 'ILOVEYOU', 'qwerty123']) {
      await expect(registerWithPassword(ctx, { ...good, email: 'c@example.test', password }), password).rejects.toMatchObject({
        code: 'validation',
        message: 'This password is too common. Please choose a less common one.',
      });
    }
  });

  it('caps lengths: names 100, password 200', async () => {
    await expect(registerWithPassword(ctx, { ...good, email: 'l1@example.test', firstName: 'a'.repeat(101) })).rejects.toMatchObject({ code: 'validation' });
    await expect(registerWithPassword(ctx, { ...good, email: 'l2@example.test', lastName: 'a'.repeat(101) })).rejects.toMatchObject({ code: 'validation' });
    await expect(registerWithPassword(ctx, { ...good, email: 'l3@example.test', password: 'x'.repeat(201) })).rejects.toMatchObject({ code: 'validation' });
    const ok = await registerWithPassword(ctx, { ...good, email: 'l4@example.test', firstName: 'a'.repeat(100), password: 'x'.repeat(199) + 'y' });
    expect(ok.firstName).toHaveLength(100);
    expect(await h.db.select().from(users).where(eq(users.email, 'l1@example.test'))).toHaveLength(0);
  });
});
