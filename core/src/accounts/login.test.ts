import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { hash } from '@node-rs/argon2';
import type { DbHandle } from '@dps/db/client';
import { users } from '@dps/db/schema';
import { createTestDb } from '../../test/create-test-db';
import { testCtx } from '../../test/context';
import { makeUser } from '../../test/factories';
import { loginWithPassword } from './login';
import { registerWithPassword } from './register';

let h: DbHandle;
let ctx: ReturnType<typeof testCtx>;
let ruthId: number;
beforeAll(async () => {
  h = await createTestDb();
  ctx = testCtx(h.db);
  ruthId = (await registerWithPassword(ctx, { email: 'ruth@example.test', password: 'gleaning-barley', firstName: 'Ruth' })).id;
});
afterAll(() => h.close());

const invalid = { code: 'unauthorized', message: 'Invalid email or password' };

describe('loginWithPassword', () => {
  it('signs in with the right password; the email is case- and space-insensitive', async () => {
    const user = await loginWithPassword(ctx, { email: '  RUTH@Example.test ', password: 'gleaning-barley' });
    expect(user).toEqual({ id: ruthId, email: 'ruth@example.test', firstName: 'Ruth', lastName: '', profileImageUrl: null, role: 'user' });
  });

  it('asks for both fields', async () => {
    for (const input of [{ email: '', password: 'x' }, { email: 'ruth@example.test', password: '' }, { email: '  ' }, {}]) {
      await expect(loginWithPassword(ctx, input as never)).rejects.toMatchObject({
        code: 'validation',
        title: 'Missing information',
        message: 'Please enter both email and password',
      });
    }
  });

  it('answers a wrong password and an unknown email identically', async () => {
    await expect(loginWithPassword(ctx, { email: 'ruth@example.test', password: 'gleaning-wheat' })).rejects.toMatchObject(invalid);
    await expect(loginWithPassword(ctx, { email: 'orpah@example.test', password: 'gleaning-barley' })).rejects.toMatchObject(invalid);
    await expect(loginWithPassword(ctx, { email: 'ruth@example.test', password: 'x'.repeat(5000) })).rejects.toMatchObject(invalid);
  });

  it('takes comparable time for an unknown email as for a wrong password (argon2 runs either way)', async () => {
    const time = async (email: string) => {
      const t0 = performance.now();
      await loginWithPassword(ctx, { email, password: 'not-it-at-all' }).catch(() => {});
      return performance.now() - t0;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      known.push(await time('ruth@example.test'));
      unknown.push(await time(`nobody-${i}@example.test`));
    }
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[2]!;
    // Without the dummy verification an unknown email answers ~10x faster; allow generous noise.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.4);
  });

  it('refuses a person who has no password (provider-only) the same way', async () => {
    const u = await makeUser(ctx, { email: 'google-only@example.test' });
    await expect(loginWithPassword(ctx, { email: 'google-only@example.test', password: 'anything-123' })).rejects.toMatchObject(invalid);
    expect(u.id).toBeGreaterThan(0);
  });

  it('upgrades a hash made with weaker parameters after a successful sign-in', async () => {
    const weak = await hash('gleaning-barley', { memoryCost: 4096, timeCost: 1, parallelism: 1 });
    await h.db.update(users).set({ passwordHash: weak }).where(eq(users.id, ruthId));
    await loginWithPassword(ctx, { email: 'ruth@example.test', password: 'gleaning-barley' });
    const [row] = await h.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, ruthId));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await loginWithPassword(ctx, { email: 'ruth@example.test', password: 'gleaning-barley' })).id).toBe(ruthId);
  });
});
