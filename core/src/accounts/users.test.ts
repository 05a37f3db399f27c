import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { DbHandle } from '@dps/db/client';
import { users } from '@dps/db/schema';
import { createTestDb } from '../../test/create-test-db';
import { actor, testCtx } from '../../test/context';
import { makeUser } from '../../test/factories';
import { loginWithPassword } from './login';
import { registerWithPassword } from './register';
import { bootstrapAdmin } from './bootstrap-admin';
import { grantAdmin } from './grant-admin';
import { updateProfileImage } from './update-profile-image';
import { getUserById } from './get-user-by-id';

let h: DbHandle;
let ctx: ReturnType<typeof testCtx>;
beforeAll(async () => {
  h = await createTestDb({ maxConnections: 6 });
  ctx = testCtx(h.db);
});
afterAll(() => h.close());

describe('getUserById', () => {
  it('finds a person, and answers null for anyone else', async () => {
    const u = await makeUser(ctx, { firstName: 'Phoebe' });
    expect(await getUserById(ctx, u.id)).toEqual(u);
    expect(await getUserById(ctx, 999_999)).toBeNull();
    expect(await getUserById(ctx, -1)).toBeNull();
  });
});

describe('updateProfileImage', () => {
  it('stores an image URL or a JPEG data URL for the signed-in person only', async () => {
    const u = await makeUser(ctx);
    const other = await makeUser(ctx);
    const url = 'https://images.example.test/me.jpg';
    expect((await updateProfileImage(actor(ctx, u.id), { profileImageUrl: url })).profileImageUrl).toBe(url);
    const dataUrl = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ==';
    await updateProfileImage(actor(ctx, u.id), { profileImageUrl: dataUrl });
    expect((await getUserById(ctx, u.id))!.profileImageUrl).toBe(dataUrl);
    expect((await getUserById(ctx, other.id))!.profileImageUrl).toBeNull();
  });

  it('refuses a blank or non-image URL with the spec toast', async () => {
    const u = await makeUser(ctx);
    for (const profileImageUrl of ['', '   ', 'javascript:alert(1)', 'not a url', 'data:text/html;base64,PGgxPg==']) {
      await expect(updateProfileImage(actor(ctx, u.id), { profileImageUrl }), profileImageUrl).rejects.toMatchObject({
        code: 'validation',
        title: 'Invalid URL',
        message: 'Please enter a valid image URL.',
      });
    }
    expect((await getUserById(ctx, u.id))!.profileImageUrl).toBeNull();
  });
});

describe('grantAdmin', () => {
  it('makes a person admin, and says not_found for an unknown email', async () => {
    const u = await makeUser(ctx, { email: 'deborah@example.test' });
    expect((await grantAdmin(ctx, { email: 'Deborah@Example.test' })).role).toBe('admin');
    expect((await getUserById(ctx, u.id))!.role).toBe('admin');
    await expect(grantAdmin(ctx, { email: 'nobody@example.test' })).rejects.toMatchObject({ code: 'not_found' });
  });
});

describe('bootstrapAdmin', () => {
  it('creates the admin with the configured password, once', async () => {
    const first = await bootstrapAdmin(ctx, { email: 'Admin@Example.test', password: 'shepherd-staff-12' });
    expect(first.created).toBe(true);
    expect(first.user).toMatchObject({ email: 'admin@example.test', role: 'admin' });
    expect((await loginWithPassword(ctx, { email: 'admin@example.test', password: 'shepherd-staff-12' })).role).toBe('admin');
    const again = await bootstrapAdmin(ctx, { email: 'admin@example.test', password: 'shepherd-staff-12' });
    expect(again).toEqual({ user: first.user, created: false });
  });

  it("promotes an existing person and leaves their password alone", async () => {
    await registerWithPassword(ctx, { email: 'miriam@example.test', password: 'timbrel-dance-5', firstName: 'Miriam' });
    const r = await bootstrapAdmin(ctx, { email: 'miriam@example.test', password: 'config-password-6' });
    expect(r).toMatchObject({ created: false, user: { role: 'admin', firstName: 'Miriam' } });
    expect((await loginWithPassword(ctx, { email: 'miriam@example.test', password: 'timbrel-dance-5' })).role).toBe('admin');
    await expect(loginWithPassword(ctx, { email: 'miriam@example.test', password: 'config-password-6' })).rejects.toMatchObject({ code: 'unauthorized' });
  });

  it('several instances starting at once make one admin', async () => {
    const results = await Promise.all(
      Array.from({ length: 4 }, () => bootstrapAdmin(ctx, { email: 'ops@example.test', password: 'many-instances-7' })),
    );
    expect(new Set(results.map((r) => r.user.id)).size).toBe(1);
    const rows = await h.db.select().from(users).where(sql`lower(${users.email}) = 'ops@example.test'`);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.role).toBe('admin');
  });

  it('refuses a weak configured password', async () => {
    await expect(bootstrapAdmin(ctx, { email: 'weak@example.test', password: 'admin123' })).rejects.toMatchObject({ code: 'validation' });
    await expect(bootstrapAdmin(ctx, { email: 'weak@example.test', password: 'abc' })).rejects.toMatchObject({ code: 'validation' });
    expect(await h.db.select().from(users).where(eq(users.email, 'weak@example.test'))).toHaveLength(0);
  });
});
