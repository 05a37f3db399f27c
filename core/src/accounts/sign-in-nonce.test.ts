import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import type { DbHandle } from '@dps/db/client';
import { createTestDb } from '../../test/create-test-db';
import { testCtx } from '../../test/context';
import { consumeSignInNonce } from './consume-sign-in-nonce';
import { issueSignInNonce, SIGN_IN_NONCE_TTL_SECONDS } from './sign-in-nonce';

let h: DbHandle;
let ctx: ReturnType<typeof testCtx>;
beforeAll(async () => {
  h = await createTestDb();
  ctx = testCtx(h.db, '2026-03-10T12:00:00Z');
});
afterAll(() => h.close());

describe('sign-in nonces', () => {
  it('are random, handed to the provider as their sha256 (hex), and usable once', async () => {
    const a = await issueSignInNonce(ctx, { provider: 'apple' });
    const b = await issueSignInNonce(ctx, { provider: 'apple' });
    expect(a.nonce).not.toBe(b.nonce);
    expect(a.nonce).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.hashed).toBe(createHash('sha256').update(a.nonce).digest('hex'));
    expect(await consumeSignInNonce(ctx, { provider: 'apple', nonce: a.nonce })).toBe(true);
    expect(await consumeSignInNonce(ctx, { provider: 'apple', nonce: a.nonce })).toBe(false);
    expect(await consumeSignInNonce(ctx, { provider: 'apple', nonce: b.nonce })).toBe(true);
  });

  it('an unknown nonce is refused however often it is presented (presenting it never issues it)', async () => {
    const made = 'x'.repeat(43);
    for (let i = 0; i < 3; i++) expect(await consumeSignInNonce(ctx, { provider: 'apple', nonce: made })).toBe(false);
    expect(await consumeSignInNonce(ctx, { provider: 'apple', nonce: '' })).toBe(false);
  });

  it('a nonce is refused after ten minutes', async () => {
    const { nonce } = await issueSignInNonce(ctx, { provider: 'apple' });
    ctx.clock.advance(SIGN_IN_NONCE_TTL_SECONDS * 1000 + 1000);
    expect(await consumeSignInNonce(ctx, { provider: 'apple', nonce })).toBe(false);
  });
});
