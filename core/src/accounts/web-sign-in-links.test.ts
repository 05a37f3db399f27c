import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DbHandle } from '@dps/db/client';
import { identities, users, webSignInLinks } from '@dps/db/schema';
import { createTestDb } from '../../test/create-test-db';
import { actor, testCtx } from '../../test/context';
import { makeUser } from '../../test/factories';
import { addEmailPassword, ALREADY_HAS_EMAIL_PASSWORD } from './add-email-password';
import { findOrCreateUserByIdentity } from './identities';
import { loginWithPassword } from './login';
import { hashToken } from './secrets';
import { createWebSignInLink } from './create-web-sign-in-link';
import { previewWebSignInLink } from './preview-web-sign-in-link';
import { redeemWebSignInLink } from './redeem-web-sign-in-link';
import { revokeWebSignInLinks } from './revoke-web-sign-in-links';
import { safeNextPath, WEB_SIGN_IN_LINK_LIMIT, WEB_SIGN_IN_LINK_TTL_MS, webSignInUrl } from './web-sign-in-links';

let h: DbHandle;
let ctx: ReturnType<typeof testCtx>;
beforeAll(async () => {
  h = await createTestDb();
  ctx = testCtx(h.db, '2026-03-10T12:00:00Z');
});
afterAll(() => h.close());

const invalid = { code: 'validation', message: 'This sign-in link has expired or was already used. Ask the bot for a new one (/web in Telegram, /prayer web in Slack).' };
let seq = 0;
const chatPerson = async (firstName = 'Tom') => {
  const subject = String(9_000_000 + ++seq);
  const { user } = await findOrCreateUserByIdentity(ctx, { provider: 'telegram', subject, firstName, lastName: '' });
  return { user, subject };
};

describe('safeNextPath: only same-origin relative paths', () => {
  it.each([
    ['/wall', '/wall'],
    ['/prayers/12?from=bot', '/prayers/12?from=bot'],
    ['/', '/'],
    ['//evil.example/wall', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['wall', '/'],
    ['/wall\nSet-Cookie: x', '/'],
    ['/@evil.example', '/'],
    ['/signin-link', '/'],
    [`/${'a'.repeat(300)}`, '/'],
    [null, '/'],
  ])('%j -> %j', (raw, expected) => expect(safeNextPath(raw)).toBe(expected));
});

describe('web sign-in links', () => {
  it('signs in the chat person once, lands on the named page, and keeps only a hash', async () => {
    const { user, subject } = await chatPerson('Tom');
    const link = await createWebSignInLink(ctx, { provider: 'telegram', subject, next: '/wall' });
    expect(link.next).toBe('/wall');
    expect(webSignInUrl('https://prayer.example/', link.token)).toBe(
      `https://prayer.example/signin-link#${link.token}`,
    );
    const stored = await h.db.select().from(webSignInLinks).where(eq(webSignInLinks.userId, user.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).toBe(hashToken(link.token));
    expect(JSON.stringify(stored)).not.toContain(link.token);

    // Looking does not spend it (a chat app's link preview, the confirmation page).
    expect(await previewWebSignInLink(ctx, { token: link.token })).toMatchObject({
      firstName: 'Tom',
      channel: 'telegram',
      next: '/wall',
    });
    expect(await previewWebSignInLink(ctx, { token: link.token })).toMatchObject({ firstName: 'Tom' });
    expect(await redeemWebSignInLink(ctx, { token: link.token })).toEqual({ userId: user.id, next: '/wall' });
    await expect(redeemWebSignInLink(ctx, { token: link.token })).rejects.toMatchObject(invalid);
    await expect(previewWebSignInLink(ctx, { token: link.token })).rejects.toMatchObject(invalid);
  });

  it('expires after ten minutes (pinned clock)', async () => {
    const { subject } = await chatPerson();
    const link = await createWebSignInLink(ctx, { provider: 'telegram', subject, next: '/profile' });
    ctx.clock.advance(WEB_SIGN_IN_LINK_TTL_MS - 1000);
    await expect(previewWebSignInLink(ctx, { token: link.token })).resolves.toMatchObject({ next: '/profile' });
    ctx.clock.advance(1000);
    await expect(redeemWebSignInLink(ctx, { token: link.token })).rejects.toMatchObject(invalid);
  });

  it('a newer link replaces the older one; revoking ends them all; unsafe pages become Today', async () => {
    const { user, subject } = await chatPerson();
    const first = await createWebSignInLink(ctx, { provider: 'telegram', subject, next: '//evil.example' });
    expect(first.next).toBe('/');
    const second = await createWebSignInLink(ctx, { provider: 'telegram', subject, next: '/wall' });
    await expect(redeemWebSignInLink(ctx, { token: first.token })).rejects.toMatchObject(invalid);
    expect(await revokeWebSignInLinks(ctx, { userId: user.id })).toBe(1);
    await expect(redeemWebSignInLink(ctx, { token: second.token })).rejects.toMatchObject(invalid);
  });

  it('a link stops working when its chat no longer belongs to the account', async () => {
    const { user, subject } = await chatPerson();
    const link = await createWebSignInLink(ctx, { provider: 'telegram', subject });
    const other = await makeUser(ctx, { firstName: 'Other' });
    await h.db.update(identities).set({ userId: other.id }).where(eq(identities.userId, user.id));
    await expect(redeemWebSignInLink(ctx, { token: link.token })).rejects.toMatchObject(invalid);
  });

  it('garbage tokens are simply invalid links', async () => {
    for (const token of ['', 'short', 'x'.repeat(500), 12 as unknown as string, undefined as unknown as string]) {
      await expect(redeemWebSignInLink(ctx, { token })).rejects.toMatchObject(invalid);
    }
  });

  it('minting is limited per chat identity', async () => {
    const { subject } = await chatPerson();
    for (let i = 0; i < WEB_SIGN_IN_LINK_LIMIT.limit; i++)
      await createWebSignInLink(ctx, { provider: 'telegram', subject });
    await expect(createWebSignInLink(ctx, { provider: 'telegram', subject })).rejects.toMatchObject({
      code: 'rate_limited',
      message: 'You asked for many sign-in links. Please wait 60 minutes and try again.',
    });
    // Another person is not held by it.
    const other = await chatPerson();
    await expect(createWebSignInLink(ctx, { provider: 'telegram', subject: other.subject })).resolves.toBeDefined();
  });

  it('an unknown chat identity gets no link', async () => {
    await expect(createWebSignInLink(ctx, { provider: 'slack', subject: 'T0:U0NOBODY' })).rejects.toMatchObject({
      code: 'not_found',
    });
  });
});

describe('addEmailPassword', () => {
  it('a chat-made account adds an email and password and can then sign in with them', async () => {
    const { user } = await chatPerson('Ivy');
    const saved = await addEmailPassword(actor(ctx, user.id), {
      email: ' Ivy@Example.com ',
      password: 'lamp-of-my-feet',
    });
    expect(saved).toMatchObject({ id: user.id, email: 'ivy@example.com' });
    const signedIn = await loginWithPassword(ctx, { email: 'ivy@example.com', password: 'lamp-of-my-feet' });
    expect(signedIn.id).toBe(user.id);
    // A second time (or a stolen link trying to replace it): refused.
    await expect(
      addEmailPassword(actor(ctx, user.id), { email: 'ivy2@example.com', password: 'another-long-one' }),
    ).rejects.toMatchObject({ code: 'conflict', message: ALREADY_HAS_EMAIL_PASSWORD });
  });

  it('refuses a taken email, a bad email and a short password with the spec messages', async () => {
    await makeUser(ctx, { email: 'taken@example.com' });
    const { user } = await chatPerson();
    const a = actor(ctx, user.id);
    await expect(
      addEmailPassword(a, { email: 'TAKEN@example.com', password: 'lamp-of-my-feet' }),
    ).rejects.toMatchObject({
      code: 'conflict',
      message: 'An account with this email already exists.',
    });
    await expect(addEmailPassword(a, { email: 'nope', password: 'lamp-of-my-feet' })).rejects.toMatchObject({
      code: 'validation',
      message: 'Please enter a valid email address.',
    });
    await expect(addEmailPassword(a, { email: 'ok@example.com', password: '123' })).rejects.toMatchObject({
      code: 'validation',
    });
    const [row] = await h.db.select({ email: users.email }).from(users).where(eq(users.id, user.id));
    expect(row!.email).toBeNull();
  });
});
