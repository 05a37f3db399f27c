import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DbHandle } from '@dps/db/client';
import { knownDevices } from '@dps/db/schema';
import { createTestDb } from '../../test/create-test-db';
import { testCtx } from '../../test/context';
import { makeUser } from '../../test/factories';
import { isKnownDevice, KNOWN_DEVICE_TTL_MS, KNOWN_DEVICES_PER_USER } from './known-devices';
import { rememberDevice } from './remember-device';
import { requestPasswordReset } from './request-password-reset';
import { resetPassword } from './reset-password';
import { registerWithPassword } from './register';

let h: DbHandle;
let ctx: ReturnType<typeof testCtx>;
beforeAll(async () => {
  h = await createTestDb();
  ctx = testCtx(h.db, '2026-03-10T12:00:00Z');
});
afterAll(() => h.close());

describe('known devices', () => {
  it('a remembered browser is known for its own account only (email case-insensitive), stored hashed', async () => {
    const ann = await makeUser(ctx, { email: 'ann@example.test' });
    await makeUser(ctx, { email: 'bea@example.test' });
    const { token, expiresAt } = await rememberDevice(ctx, { userId: ann.id });
    expect(expiresAt.getTime() - ctx.clock.now().getTime()).toBe(KNOWN_DEVICE_TTL_MS);
    expect(await isKnownDevice(ctx, { token, email: 'ANN@example.test' })).toBe(true);
    expect(await isKnownDevice(ctx, { token, email: 'bea@example.test' })).toBe(false);
    expect(await isKnownDevice(ctx, { token: 'x'.repeat(43), email: 'ann@example.test' })).toBe(false);
    expect(await isKnownDevice(ctx, { token: 'x'.repeat(5000), email: 'ann@example.test' })).toBe(false);
    expect(JSON.stringify(await h.db.select().from(knownDevices))).not.toContain(token);
  });

  it('signing in again on the same browser refreshes it; a year unused forgets it', async () => {
    const cid = await makeUser(ctx, { email: 'cid@example.test' });
    const first = await rememberDevice(ctx, { userId: cid.id });
    ctx.clock.advance(KNOWN_DEVICE_TTL_MS - 1000);
    expect((await rememberDevice(ctx, { userId: cid.id, token: first.token })).token).toBe(first.token);
    ctx.clock.advance(KNOWN_DEVICE_TTL_MS - 1000);
    expect(await isKnownDevice(ctx, { token: first.token, email: 'cid@example.test' })).toBe(true);
    ctx.clock.advance(2000);
    expect(await isKnownDevice(ctx, { token: first.token, email: 'cid@example.test' })).toBe(false);
    // Another person's cookie in this browser: a new token, not theirs.
    const dan = await makeUser(ctx, { email: 'dan@example.test' });
    expect((await rememberDevice(ctx, { userId: dan.id, token: first.token })).token).not.toBe(first.token);
    // A malformed cookie is simply replaced.
    expect((await rememberDevice(ctx, { userId: dan.id, token: 'y'.repeat(5000) })).token).toMatch(/^[\w-]{43}$/);
  });

  it(`keeps the ${KNOWN_DEVICES_PER_USER} most recently used per person`, async () => {
    const eve = await makeUser(ctx, { email: 'eve@example.test' });
    const tokens: string[] = [];
    for (let i = 0; i < KNOWN_DEVICES_PER_USER + 3; i++) {
      ctx.clock.advance(1000);
      tokens.push((await rememberDevice(ctx, { userId: eve.id })).token);
    }
    expect(await h.db.select().from(knownDevices).where(eq(knownDevices.userId, eve.id))).toHaveLength(KNOWN_DEVICES_PER_USER);
    expect(await isKnownDevice(ctx, { token: tokens[0]!, email: 'eve@example.test' })).toBe(false);
    expect(await isKnownDevice(ctx, { token: tokens.at(-1)!, email: 'eve@example.test' })).toBe(true);
  });

  it('a password reset forgets every browser of the person', async () => {
    const fay = await registerWithPassword(ctx, { email: 'fay@example.test', password: 'old-password-99', firstName: 'Fay' });
    const { token } = await rememberDevice(ctx, { userId: fay.id });
    const reset = await requestPasswordReset(ctx, { email: 'fay@example.test' });
    await resetPassword(ctx, { token: reset.token!, newPassword: 'new-password-99' });
    expect(await isKnownDevice(ctx, { token, email: 'fay@example.test' })).toBe(false);
  });
});
