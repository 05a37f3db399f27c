import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DbHandle } from '@dps/db/client';
import { completions, favorites, linkCodes, prayers, reflections, users } from '@dps/db/schema';
import { createTestDb } from '../../test/create-test-db';
import { actor, testCtx } from '../../test/context';
import { makeUser } from '../../test/factories';
import { connectIdentity } from './connect-identity';
import { findOrCreateUserByIdentity } from './identities';
import { createLinkCode } from './create-link-code';
import { linkConfirmationText, linkSettingsText } from './link-code-words';
import { LINK_CODE_LIMITS, LINK_SETTINGS_CHOICE_NEEDED, maskEmail, type TRedeemLinkCodeInput } from './link-codes';
import { listLinkedChats } from './list-linked-chats';
import { previewLinkCode } from './preview-link-code';
import { redeemLinkCode } from './redeem-link-code';
import { getSettings } from '../settings/get-settings';
import { updateSettings } from '../settings/update-settings';
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

const invalid = {
  code: 'validation',
  message: 'That code is invalid or has expired. Get a new one from your Profile page.',
};
/** A confirmed redemption from the chat of `fromUserId` (the flow after the person saw the question). */
const redeem = (input: Omit<TRedeemLinkCodeInput, 'chat'> & { chat?: TRedeemLinkCodeInput['chat'] }) =>
  redeemLinkCode(ctx, {
    historyConfirmed: true,
    chat: { channel: 'telegram', id: `chat-${input.fromUserId}` },
    ...input,
  });
const telegramUser = async (subject: string) =>
  (await findOrCreateUserByIdentity(ctx, { provider: 'telegram', subject, firstName: 'Tg' })).user;

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
  it('joins the Telegram person into the web account that made the code, and the code is spent', async () => {
    ctx.clock.set('2026-03-10T12:00:00Z');
    const web = await registerWithPassword(ctx, {
      email: 'paul@example.test',
      password: 'road-to-damascus',
      firstName: 'Paul',
    });
    const tg = await telegramUser('6001');
    await h.db.insert(completions).values({ userId: tg.id, prayerId, localDate: '2026-03-09', source: 'telegram' });
    const { code } = await createLinkCode(actor(ctx, web.id));

    ctx.clock.advance(5 * 60_000);
    const user = await redeem({ code: ` ${code.slice(0, 4).toLowerCase()}-${code.slice(4)} `, fromUserId: tg.id });
    expect(user).toMatchObject({ id: web.id, email: 'paul@example.test', firstName: 'Paul' });
    expect(await h.db.select().from(users).where(eq(users.id, tg.id))).toHaveLength(0);
    expect(
      (await h.db.select().from(completions).where(eq(completions.userId, web.id))).map((c) => c.localDate),
    ).toEqual(['2026-03-09']);
    expect((await findOrCreateUserByIdentity(ctx, { provider: 'telegram', subject: '6001' })).user.id).toBe(web.id);

    const other = await telegramUser('6002');
    await expect(redeem({ code, fromUserId: other.id })).rejects.toMatchObject(invalid);
  });

  it('answers success without change when the chat already is that web account', async () => {
    const web = await makeUser(ctx);
    const { code } = await createLinkCode(actor(ctx, web.id));
    expect((await redeem({ code, fromUserId: web.id })).id).toBe(web.id);
    expect(await h.db.select().from(users).where(eq(users.id, web.id))).toHaveLength(1);
  });

  it('refuses an expired, unknown, malformed or replaced code', async () => {
    ctx.clock.set('2026-03-11T12:00:00Z');
    const web = await makeUser(ctx);
    const tg = await telegramUser('6003');
    const old = await createLinkCode(actor(ctx, web.id));
    const current = await createLinkCode(actor(ctx, web.id));
    await expect(redeem({ code: old.code, fromUserId: tg.id })).rejects.toMatchObject(invalid);
    await expect(redeem({ code: 'ABCDEFGH', fromUserId: tg.id })).rejects.toMatchObject(invalid);
    await expect(redeem({ code: 'short', fromUserId: tg.id })).rejects.toMatchObject(invalid);
    ctx.clock.set('2026-03-11T12:15:00Z');
    await expect(redeem({ code: current.code, fromUserId: tg.id })).rejects.toMatchObject(invalid);
    expect(await h.db.select().from(users).where(eq(users.id, tg.id))).toHaveLength(1);
  });

  it('never swallows an account that has its own web sign-in', async () => {
    ctx.clock.set('2026-03-12T12:00:00Z');
    const target = await makeUser(ctx);
    const withPassword = await registerWithPassword(ctx, {
      email: 'silas@example.test',
      password: 'philippi-jail-9',
      firstName: 'Silas',
    });
    const withGoogle = await telegramUser('6004');
    await connectIdentity(actor(ctx, withGoogle.id), { provider: 'google', subject: 'g|6004' });
    for (const from of [withPassword, withGoogle]) {
      const { code } = await createLinkCode(actor(ctx, target.id));
      await expect(redeem({ code, fromUserId: from.id })).rejects.toMatchObject({ code: 'conflict' });
      expect(await h.db.select().from(users).where(eq(users.id, from.id))).toHaveLength(1);
      // The refused attempt did not spend the code.
      const tg = await telegramUser(`ok-${from.id}`);
      expect((await redeem({ code, fromUserId: tg.id })).id).toBe(target.id);
    }
  });

  it('two chats racing with one code: exactly one is joined', async () => {
    ctx.clock.set('2026-03-13T12:00:00Z');
    const web = await makeUser(ctx);
    const a = await telegramUser('6101');
    const b = await telegramUser('6102');
    const { code } = await createLinkCode(actor(ctx, web.id));
    const results = await Promise.allSettled([redeem({ code, fromUserId: a.id }), redeem({ code, fromUserId: b.id })]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(rejected.reason).toMatchObject(invalid);
    const survivors = await h.db.select({ id: users.id }).from(users).where(eq(users.firstName, 'Tg'));
    expect(survivors.filter((s) => s.id === a.id || s.id === b.id)).toHaveLength(1);
  });
});

describe('linking asks first (decision 070)', () => {
  const chat = (id: string, name = 'Tg') => ({ channel: 'telegram' as const, id, name });

  it("a code sent to someone else cannot join their chat (and its private history) to the sender's account unseen", async () => {
    ctx.clock.set('2026-03-14T12:00:00Z');
    const mallory = await registerWithPassword(ctx, {
      email: 'mallory@example.test',
      password: 'thirty-pieces-9',
      firstName: 'Mallory',
    });
    const victim = await telegramUser('7001');
    const [secret] = await h.db
      .insert(reflections)
      .values({
        userId: victim.id,
        prayerId,
        content: 'My private prayer for my sister',
        isPublic: false,
        source: 'telegram',
      })
      .returning();
    await h.db.insert(completions).values({ userId: victim.id, prayerId, localDate: '2026-03-13', source: 'telegram' });
    const { code } = await createLinkCode(actor(ctx, mallory.id));

    // What the old one-tap /start CODE did: redeem straight away. It is refused, nothing moves.
    await expect(redeemLinkCode(ctx, { code, fromUserId: victim.id, chat: chat('7001') })).rejects.toMatchObject({
      code: 'conflict',
      message:
        'This chat has history of its own now. Send the code again to see what would join that account before you confirm.',
    });
    const [still] = await h.db.select().from(reflections).where(eq(reflections.id, secret!.id));
    expect(still!.userId).toBe(victim.id);
    expect(await h.db.select().from(users).where(eq(users.id, victim.id))).toHaveLength(1);

    // The question the victim sees instead: whose account, and that their history would go to its owner.
    const preview = await previewLinkCode(ctx, { code: code.toLowerCase(), fromUserId: victim.id, chat: chat('7001') });
    expect(preview).toEqual({
      code,
      sameAccount: false,
      into: { firstName: 'Mallory', maskedEmail: 'm***@example.test' },
      history: { prayers: 1, reflections: 1, ownPrayers: 0, favorites: 0, goals: 0 },
      hasHistory: true,
      settings: null,
    });
    expect(linkConfirmationText(preview)).toEqual({
      heading: 'Connect this chat to a web account?',
      account: 'Mallory (m***@example.test)',
      warning:
        "This chat already has history: 1 prayer prayed, 1 reflection. If you connect, all of it joins Mallory's account and whoever owns that account will see it, including your private reflections and prayers.",
      question: 'Only connect if this is your own account. If someone sent you this code or link, tap Cancel.',
    });
    // Looking did not spend the code or change anyone.
    const [row] = await h.db
      .select()
      .from(linkCodes)
      .where(eq(linkCodes.codeHash, hashToken(code)));
    expect(row!.usedAt).toBeNull();
    expect(await h.db.select().from(users).where(eq(users.id, victim.id))).toHaveLength(1);
  });

  it('a chat without history is asked too; its confirm joins, and the account owner sees which chat it was', async () => {
    ctx.clock.set('2026-03-14T13:00:00Z');
    const ruth = await makeUser(ctx, { email: 'ruth@example.test', firstName: 'Ruth' });
    const fresh = await telegramUser('7002');
    const { code } = await createLinkCode(actor(ctx, ruth.id));
    const preview = await previewLinkCode(ctx, { code, fromUserId: fresh.id, chat: chat('7002', 'Ruth M') });
    expect(preview).toMatchObject({
      sameAccount: false,
      hasHistory: false,
      into: { firstName: 'Ruth', maskedEmail: 'r***@example.test' },
    });
    expect(linkConfirmationText(preview).warning).toBeNull();
    ctx.clock.advance(60_000);
    const user = await redeemLinkCode(ctx, { code, fromUserId: fresh.id, chat: chat('7002', 'Ruth M') });
    expect(user.id).toBe(ruth.id);
    expect(await listLinkedChats(actor(ctx, ruth.id))).toEqual([
      { channel: 'telegram', name: 'Ruth M', linkedAt: new Date('2026-03-14T13:01:00Z') },
    ]);
    // Spent: a second look says so.
    await expect(previewLinkCode(ctx, { code, fromUserId: fresh.id, chat: chat('7002') })).rejects.toMatchObject(
      invalid,
    );
  });

  it('a confirmed history warning lets the history join (the person chose it)', async () => {
    ctx.clock.set('2026-03-14T14:00:00Z');
    const web = await makeUser(ctx);
    const tg = await telegramUser('7003');
    await h.db.insert(favorites).values({ userId: tg.id, prayerId });
    const { code } = await createLinkCode(actor(ctx, web.id));
    expect((await previewLinkCode(ctx, { code, fromUserId: tg.id, chat: chat('7003') })).hasHistory).toBe(true);
    await redeemLinkCode(ctx, { code, fromUserId: tg.id, chat: chat('7003'), historyConfirmed: true });
    expect((await h.db.select().from(favorites).where(eq(favorites.userId, web.id))).map((f) => f.prayerId)).toEqual([
      prayerId,
    ]);
  });

  it('previewing one’s own code answers sameAccount, and a chat with its own sign-in is refused before any question', async () => {
    ctx.clock.set('2026-03-14T15:00:00Z');
    const web = await makeUser(ctx);
    const { code } = await createLinkCode(actor(ctx, web.id));
    expect((await previewLinkCode(ctx, { code, fromUserId: web.id, chat: chat('7004') })).sameAccount).toBe(true);
    const withPassword = await registerWithPassword(ctx, {
      email: 'lois@example.test',
      password: 'grandmother-faith',
      firstName: 'Lois',
    });
    await expect(previewLinkCode(ctx, { code, fromUserId: withPassword.id, chat: chat('7005') })).rejects.toMatchObject(
      { code: 'conflict' },
    );
  });

  it('60 wrong codes in a second: stopped after 10, and then even the right code waits', async () => {
    ctx.clock.set('2026-03-15T12:00:00Z');
    const web = await makeUser(ctx);
    const guesser = await telegramUser('7100');
    const { code } = await createLinkCode(actor(ctx, web.id));
    const outcomes: string[] = [];
    for (let i = 0; i < 60; i++) {
      const guess = `ZZZZ${String(i).padStart(4, '2').replace(/[01]/g, '3')}`;
      const r = await previewLinkCode(ctx, { code: guess, fromUserId: guesser.id, chat: chat('7100') }).then(
        () => 'ok',
        (e: { code: string }) => e.code,
      );
      outcomes.push(r);
    }
    expect(outcomes.filter((o) => o === 'validation')).toHaveLength(LINK_CODE_LIMITS.perChat.limit);
    expect(outcomes.slice(LINK_CODE_LIMITS.perChat.limit).every((o) => o === 'rate_limited')).toBe(true);
    const limited = redeemLinkCode(ctx, { code, fromUserId: guesser.id, chat: chat('7100') });
    await expect(limited).rejects.toMatchObject({
      code: 'rate_limited',
      // 61 attempts are over the chat's 10 per 15 minutes and the account's 20 per hour: the longer wait.
      message: 'Too many code attempts. Please wait 60 minutes, then send the code from your Profile page again.',
      details: { retryAfterSeconds: 3600 },
    });
    expect(await h.db.select().from(users).where(eq(users.id, guesser.id))).toHaveLength(1);
    // Someone else is not held up by this guesser; and after the window the guesser may try again.
    const other = await telegramUser('7101');
    expect((await previewLinkCode(ctx, { code, fromUserId: other.id, chat: chat('7101') })).sameAccount).toBe(false);
    ctx.clock.advance(15 * 60_000);
    await expect(previewLinkCode(ctx, { code, fromUserId: guesser.id, chat: chat('7100') })).rejects.toMatchObject({
      code: 'rate_limited',
    });
    ctx.clock.advance(45 * 60_000);
    const fresh = await createLinkCode(actor(ctx, web.id));
    expect(
      (await previewLinkCode(ctx, { code: fresh.code, fromUserId: guesser.id, chat: chat('7100') })).sameAccount,
    ).toBe(false);
  });

  it('an account guessing from several chats is stopped per account too', async () => {
    ctx.clock.set('2026-03-16T12:00:00Z');
    const guesser = await telegramUser('7200');
    const tryFrom = (chatId: string) =>
      previewLinkCode(ctx, { code: 'WRONGCDE', fromUserId: guesser.id, chat: chat(chatId) }).then(
        () => 'ok',
        (e: { code: string }) => e.code,
      );
    const codes: string[] = [];
    for (const c of ['a', 'b']) for (let i = 0; i < 10; i++) codes.push(await tryFrom(`7200-${c}`));
    expect(codes.every((c) => c === 'validation')).toBe(true);
    expect(await tryFrom('7200-c')).toBe('rate_limited');
  });

  it('masks an email to its first letter and domain', () => {
    expect(maskEmail('ruth@example.com')).toBe('r***@example.com');
    expect(maskEmail('a@b.co')).toBe('a***@b.co');
    expect(maskEmail(null)).toBeNull();
  });
});

describe('linking never rewrites a zone or reminder time quietly (decision 190)', () => {
  const settingsOf = async (userId: number) => {
    const s = await getSettings(actor(ctx, userId));
    return { timeZone: s.timeZone, dailyReminders: s.dailyReminders, reminderTime: s.reminderTime };
  };

  /** A web account in New York with the prayer at 08:00, and a chat person in Berlin at 07:17. */
  async function twoSides(subject: string) {
    const web = await makeUser(ctx, { timeZone: 'America/New_York' });
    await updateSettings(actor(ctx, web.id), {
      timeZone: 'America/New_York',
      dailyReminders: true,
      reminderTime: '08:00',
    });
    const tg = await telegramUser(subject);
    await updateSettings(actor(ctx, tg.id), { timeZone: 'berlin', dailyReminders: true, reminderTime: '7:17' });
    return { web, tg };
  }

  it('the question names both sides of each setting that differs, and the two choices', async () => {
    const { web, tg } = await twoSides('set-1');
    const { code } = await createLinkCode(actor(ctx, web.id));
    const preview = await previewLinkCode(ctx, { code, fromUserId: tg.id, chat: { channel: 'telegram', id: 'set-1' } });
    expect(preview.settings).toEqual({
      chat: { timeZone: 'Europe/Berlin', reminderTime: '07:17' },
      web: { timeZone: 'America/New_York', reminderTime: '08:00' },
      zoneDiffers: true,
      reminderDiffers: true,
    });
    expect(linkSettingsText(preview)).toEqual({
      intro: 'Your settings differ. Choose which to keep; the other is replaced everywhere:',
      lines: [
        'Time zone: Europe/Berlin here, America/New_York on the web account.',
        'Daily prayer: at 7:17 am here, at 8:00 am on the web account.',
      ],
      keepChat: "Connect, keep this chat's (Berlin, 7:17 am)",
      keepWeb: "Connect, keep the web's (New York, 8:00 am)",
    });
    // A confirm that does not say which to keep links nothing.
    await expect(redeem({ code, fromUserId: tg.id })).rejects.toMatchObject({
      code: 'conflict',
      message: LINK_SETTINGS_CHOICE_NEEDED,
    });
    expect(await settingsOf(web.id)).toEqual({
      timeZone: 'America/New_York',
      dailyReminders: true,
      reminderTime: '08:00',
    });
  });

  it("keeping this chat's settings: the joined account has Berlin and 07:17", async () => {
    const { web, tg } = await twoSides('set-2');
    const { code } = await createLinkCode(actor(ctx, web.id));
    await redeem({ code, fromUserId: tg.id, keep: 'chat' });
    expect(await settingsOf(web.id)).toEqual({
      timeZone: 'Europe/Berlin',
      dailyReminders: true,
      reminderTime: '07:17',
    });
  });

  it("keeping the web's settings: New York and 08:00 stay", async () => {
    const { web, tg } = await twoSides('set-3');
    const { code } = await createLinkCode(actor(ctx, web.id));
    await redeem({ code, fromUserId: tg.id, keep: 'web' });
    expect(await settingsOf(web.id)).toEqual({
      timeZone: 'America/New_York',
      dailyReminders: true,
      reminderTime: '08:00',
    });
  });

  it("the other way round: the web's reminder off, the chat's on at 07:17; keeping the web's keeps it off", async () => {
    const web = await makeUser(ctx, { timeZone: 'Europe/Berlin' });
    const tg = await telegramUser('set-4');
    await updateSettings(actor(ctx, tg.id), { dailyReminders: true, reminderTime: '07:17' });
    const { code } = await createLinkCode(actor(ctx, web.id));
    const preview = await previewLinkCode(ctx, { code, fromUserId: tg.id, chat: { channel: 'telegram', id: 'set-4' } });
    expect(linkSettingsText(preview)!.lines).toEqual(['Daily prayer: at 7:17 am here, off on the web account.']);
    await redeem({ code, fromUserId: tg.id, keep: 'web' });
    expect(await settingsOf(web.id)).toMatchObject({ dailyReminders: false });
  });

  it('settings that agree ask nothing more', async () => {
    const web = await makeUser(ctx);
    const tg = await telegramUser('set-5');
    const { code } = await createLinkCode(actor(ctx, web.id));
    const preview = await previewLinkCode(ctx, { code, fromUserId: tg.id, chat: { channel: 'telegram', id: 'set-5' } });
    expect(preview.settings).toBeNull();
    expect(linkSettingsText(preview)).toBeNull();
  });
});
