/** Profile self-service: name, email (confirmed by link), password, and disconnecting a way in. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DbHandle } from '@dps/db/client';
import { emailChangeTokens, identities, sessions, telegramChats, users } from '@dps/db/schema';
import { createTestDb } from '../../test/create-test-db';
import { actor, testCtx } from '../../test/context';
import { makeUser } from '../../test/factories';
import { registerTelegramChat } from '../delivery/register-telegram-chat';
import { changePassword } from './change-password';
import { confirmEmailChange } from './confirm-email-change';
import { requestEmailChange } from './request-email-change';
import { connectIdentity } from './connect-identity';
import { findOrCreateUserByIdentity } from './identities';
import { loginWithPassword } from './login';
import { registerWithPassword } from './register';
import { hashToken } from './secrets';
import { createSession } from './create-session';
import { getSessionUser } from './sessions';
import { disconnectSignInMethod } from './disconnect-sign-in-method';
import { LAST_WAY_IN, listSignInMethods } from './sign-in-methods';
import { updateName } from './update-name';
import { requestEmailConfirmation } from './request-email-confirmation';
import { listSecurityEvents } from './security-events';
import { undoEmailChange } from './undo-email-change';

let h: DbHandle;
let ctx: ReturnType<typeof testCtx>;
beforeAll(async () => {
  h = await createTestDb();
  ctx = testCtx(h.db, '2026-03-10T12:00:00Z');
});
afterAll(() => h.close());

let n = 0;
const register = (password = 'mustard-seed-41') =>
  registerWithPassword(ctx, { email: `self-${++n}@example.test`, password, firstName: 'Dorcas' });

describe('updateName', () => {
  it('changes the name, trimmed; a first name is required', async () => {
    const u = await makeUser(ctx);
    const me = actor(ctx, u.id);
    expect(await updateName(me, { firstName: '  Tabitha ', lastName: ' of Joppa ' })).toMatchObject({
      firstName: 'Tabitha',
      lastName: 'of Joppa',
    });
    await expect(updateName(me, { firstName: '  ', lastName: 'x' })).rejects.toMatchObject({
      code: 'validation',
      message: 'Please enter your first name.',
    });
    await expect(updateName(me, { firstName: 'a'.repeat(101) })).rejects.toMatchObject({ code: 'validation' });
  });
});

describe('confirming an address (decision 279)', () => {
  const confirmedAt = async (id: number) =>
    (await h.db.select({ at: users.emailConfirmedAt }).from(users).where(eq(users.id, id)))[0]!.at;

  it('a registered address is not confirmed until its link is followed; Google’s verified one is at once', async () => {
    const u = await register();
    expect(await confirmedAt(u.id)).toBeNull();
    expect((await listSignInMethods(actor(ctx, u.id))).emailConfirmed).toBe(false);
    const asked = (await requestEmailConfirmation(ctx, { userId: u.id }))!;
    expect(asked.email).toBe(u.email);
    const done = await confirmEmailChange(ctx, { token: asked.token });
    expect(done.undo).toBeNull(); // the same address: nothing to undo, nobody else to tell
    expect(await confirmedAt(u.id)).toEqual(new Date('2026-03-10T12:00:00Z'));
    expect(await requestEmailConfirmation(ctx, { userId: u.id })).toBeNull();
    expect((await listSecurityEvents(actor(ctx, u.id))).map((e) => e.kind)).toEqual(['email_confirmed']);

    const { user: g } = await findOrCreateUserByIdentity(ctx, {
      provider: 'google',
      subject: `g|${++n}`,
      email: `verified-${n}@example.test`,
      emailVerified: true,
    });
    expect(await confirmedAt(g.id)).not.toBeNull();
  });

  it('a change tells the old address, which can undo it for a week: the old address back, everyone signed out', async () => {
    const u = await register();
    await confirmEmailChange(ctx, { token: (await requestEmailConfirmation(ctx, { userId: u.id }))!.token });
    await createSession(ctx, { userId: u.id });
    const r = await requestEmailChange(actor(ctx, u.id), {
      newEmail: `thief-${n}@example.test`,
      password: 'mustard-seed-41',
    });
    const changed = await confirmEmailChange(ctx, { token: r.token });
    expect(changed.undo).toMatchObject({ oldEmail: u.email });
    const log = await listSecurityEvents(actor(ctx, u.id));
    expect(log[0]).toMatchObject({ kind: 'email_changed', fromEmail: u.email, toEmail: `thief-${n}@example.test` });

    ctx.clock.advance(6 * 24 * 60 * 60 * 1000); // six days later
    expect(await undoEmailChange(ctx, { token: changed.undo!.token })).toEqual({ email: u.email });
    expect((await h.db.select().from(users).where(eq(users.id, u.id)))[0]!.email).toBe(u.email);
    expect(await h.db.select().from(sessions).where(eq(sessions.userId, u.id))).toEqual([]);
    expect((await listSecurityEvents(actor(ctx, u.id)))[0]).toMatchObject({
      kind: 'email_change_undone',
      toEmail: u.email,
    });
    await expect(undoEmailChange(ctx, { token: changed.undo!.token })).rejects.toMatchObject({ code: 'validation' });
    ctx.clock.set('2026-03-10T12:00:00Z');
  });

  it('an undo link older than a week does nothing', async () => {
    const u = await register();
    const r = await requestEmailChange(actor(ctx, u.id), {
      newEmail: `later-${n}@example.test`,
      password: 'mustard-seed-41',
    });
    const changed = await confirmEmailChange(ctx, { token: r.token });
    ctx.clock.advance(7 * 24 * 60 * 60 * 1000 + 1);
    await expect(undoEmailChange(ctx, { token: changed.undo!.token })).rejects.toMatchObject({
      code: 'validation',
      message: 'This undo link is invalid, was used already, or is more than a week old.',
    });
    expect((await h.db.select().from(users).where(eq(users.id, u.id)))[0]!.email).toBe(`later-${n}@example.test`);
    ctx.clock.set('2026-03-10T12:00:00Z');
  });

  it('a password change is in the security log', async () => {
    const u = await register();
    await changePassword(actor(ctx, u.id), { currentPassword: 'mustard-seed-41', newPassword: 'lamp-unto-my-feet-9' });
    expect((await listSecurityEvents(actor(ctx, u.id))).map((e) => e.kind)).toEqual(['password_changed']);
  });
});

describe('changing email', () => {
  it('changes only when the link sent to the new address is followed, once', async () => {
    const u = await register();
    const me = actor(ctx, u.id);
    const r = await requestEmailChange(me, { newEmail: ' New.Dorcas@Example.test ', password: 'mustard-seed-41' });
    expect(r.newEmail).toBe('new.dorcas@example.test');
    // Nothing has changed yet: the old address still signs in.
    expect((await loginWithPassword(ctx, { email: u.email!, password: 'mustard-seed-41' })).id).toBe(u.id);
    const [row] = await h.db
      .select()
      .from(emailChangeTokens)
      .where(eq(emailChangeTokens.tokenHash, hashToken(r.token)));
    expect(row!.userId).toBe(u.id);
    const changed = await confirmEmailChange(ctx, { token: r.token });
    expect(changed.user.email).toBe('new.dorcas@example.test');
    expect((await loginWithPassword(ctx, { email: 'new.dorcas@example.test', password: 'mustard-seed-41' })).id).toBe(
      u.id,
    );
    await expect(confirmEmailChange(ctx, { token: r.token })).rejects.toMatchObject({
      code: 'validation',
      message: 'This email confirmation link is invalid or has expired.',
    });
  });

  it('asks the current password, refuses an address in use, and lets the link expire after a day', async () => {
    const u = await register();
    const other = await register();
    const me = actor(ctx, u.id);
    await expect(
      requestEmailChange(me, { newEmail: 'x1@example.test', password: 'wrong-password' }),
    ).rejects.toMatchObject({
      code: 'validation',
      message: 'Your current password is incorrect.',
    });
    await expect(requestEmailChange(me, { newEmail: other.email!, password: 'mustard-seed-41' })).rejects.toMatchObject(
      { code: 'conflict' },
    );
    await expect(requestEmailChange(me, { newEmail: u.email!, password: 'mustard-seed-41' })).rejects.toMatchObject({
      code: 'validation',
    });
    await expect(
      requestEmailChange(me, { newEmail: 'not an email', password: 'mustard-seed-41' }),
    ).rejects.toMatchObject({ code: 'validation' });
    const r = await requestEmailChange(me, { newEmail: 'x2@example.test', password: 'mustard-seed-41' });
    ctx.clock.advance(24 * 60 * 60 * 1000 + 1);
    await expect(confirmEmailChange(ctx, { token: r.token })).rejects.toMatchObject({ code: 'validation' });
    ctx.clock.set('2026-03-10T12:00:00Z');
  });

  it('refuses the link when someone else took the address meanwhile', async () => {
    const u = await register();
    const r = await requestEmailChange(actor(ctx, u.id), {
      newEmail: 'raced@example.test',
      password: 'mustard-seed-41',
    });
    await registerWithPassword(ctx, { email: 'raced@example.test', password: 'mustard-seed-41', firstName: 'Quick' });
    await expect(confirmEmailChange(ctx, { token: r.token })).rejects.toMatchObject({ code: 'conflict' });
  });

  it('an account without a password needs a recent sign-in instead', async () => {
    const { user } = await findOrCreateUserByIdentity(ctx, { provider: 'google', subject: `g|${++n}`, email: null });
    await expect(requestEmailChange(actor(ctx, user.id), { newEmail: 'g1@example.test' })).rejects.toMatchObject({
      code: 'forbidden',
    });
    const r = await requestEmailChange(actor(ctx, user.id), { newEmail: 'g1@example.test', recentSignIn: true });
    expect((await confirmEmailChange(ctx, { token: r.token })).user.email).toBe('g1@example.test');
  });

  it('stops guessing at the current password after five tries', async () => {
    const u = await register();
    const me = actor(ctx, u.id);
    for (let i = 0; i < 5; i++) {
      await expect(
        requestEmailChange(me, { newEmail: 'y@example.test', password: `guess-${i}` }),
      ).rejects.toMatchObject({ code: 'validation' });
    }
    await expect(
      requestEmailChange(me, { newEmail: 'y@example.test', password: 'mustard-seed-41' }),
    ).rejects.toMatchObject({ code: 'rate_limited' });
  });
});

describe('changePassword', () => {
  it('asks the current password, signs out every other session and keeps this one', async () => {
    const u = await register();
    const me = actor(ctx, u.id);
    const here = await createSession(ctx, { userId: u.id });
    const elsewhere = await createSession(ctx, { userId: u.id });
    await expect(
      changePassword(me, { currentPassword: 'nope-nope', newPassword: 'olive-press-92' }),
    ).rejects.toMatchObject({
      code: 'validation',
      message: 'Your current password is incorrect.',
    });
    await expect(changePassword(me, { currentPassword: 'mustard-seed-41', newPassword: '123' })).rejects.toMatchObject({
      code: 'validation',
    });
    const r = await changePassword(me, {
      currentPassword: 'mustard-seed-41',
      newPassword: 'olive-press-92',
      keepSessionToken: here.token,
    });
    expect(r.signedOutSessions).toBe(1);
    expect(await getSessionUser(ctx, { token: here.token })).not.toBeNull();
    expect(await getSessionUser(ctx, { token: elsewhere.token })).toBeNull();
    expect((await loginWithPassword(ctx, { email: u.email!, password: 'olive-press-92' })).id).toBe(u.id);
    await expect(loginWithPassword(ctx, { email: u.email!, password: 'mustard-seed-41' })).rejects.toMatchObject({
      code: 'unauthorized',
    });
  });

  it('tells a person without a password how to set one', async () => {
    const u = await makeUser(ctx);
    await expect(
      changePassword(actor(ctx, u.id), { currentPassword: 'x', newPassword: 'olive-press-92' }),
    ).rejects.toMatchObject({
      code: 'validation',
      message: expect.stringContaining('Forgot password?'),
    });
  });
});

describe('sign-in methods', () => {
  it('lists them and disconnects a chat; the chat stops being this account', async () => {
    const u = await register();
    const me = actor(ctx, u.id);
    await connectIdentity(me, { provider: 'telegram', subject: '5550001' });
    await registerTelegramChat(ctx, { chatId: 5550001, type: 'private', userId: u.id });
    const list = await listSignInMethods(me);
    expect(list.hasPassword).toBe(true);
    expect(list.methods.map((m) => m.provider)).toEqual(['telegram']);
    expect(await disconnectSignInMethod(me, { identityId: list.methods[0]!.id })).toEqual({ provider: 'telegram' });
    expect((await listSignInMethods(me)).methods).toEqual([]);
    const [chat] = await h.db.select().from(telegramChats).where(eq(telegramChats.chatId, 5550001));
    expect(chat).toMatchObject({ userId: null, isActive: false });
    // The chat's next message is a new person.
    const { user: next, created } = await findOrCreateUserByIdentity(ctx, { provider: 'telegram', subject: '5550001' });
    expect(created).toBe(true);
    expect(next.id).not.toBe(u.id);
  });

  it("refuses to disconnect the last way in, and another person's", async () => {
    const { user } = await findOrCreateUserByIdentity(ctx, { provider: 'slack', subject: 'T1:U77' });
    const me = actor(ctx, user.id);
    await expect(disconnectSignInMethod(me, { provider: 'slack', subject: 'T1:U77' })).rejects.toMatchObject({
      code: 'conflict',
      message: LAST_WAY_IN,
    });
    expect(await h.db.select().from(identities).where(eq(identities.userId, user.id))).toHaveLength(1);
    const stranger = await register();
    await expect(
      disconnectSignInMethod(actor(ctx, stranger.id), { provider: 'slack', subject: 'T1:U77' }),
    ).rejects.toMatchObject({ code: 'not_found' });
  });

  it('with two chats and no password, one may go but not the second', async () => {
    const { user } = await findOrCreateUserByIdentity(ctx, { provider: 'telegram', subject: '5550002' });
    const me = actor(ctx, user.id);
    await connectIdentity(me, { provider: 'slack', subject: 'T1:U88' });
    await disconnectSignInMethod(me, { provider: 'telegram', subject: '5550002' });
    await expect(disconnectSignInMethod(me, { provider: 'slack', subject: 'T1:U88' })).rejects.toMatchObject({
      code: 'conflict',
    });
  });
});
