/**
 * A request 30 days without its author's word: the question reaches the author's private Telegram
 * chat with three buttons, in the chat's language, and a tap answers it (decision 321): the real
 * grammY bot and the real outbox sender against the fake Bot API, on a real database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api } from 'grammy';
import { and, eq, sql } from 'drizzle-orm';
import { identities, userPrayers } from '@dps/db/schema';
import { createUserPrayer } from '@dps/core/user-prayers/create-user-prayer';
import { runRequestExpiry } from '@dps/core/circles/expiry/request-expiry';
import type { ActorCtx } from '@dps/core/context';
import { startBotHarness, APP_URL, buttons, type BotHarness } from '../../../test/bot-harness';
import type { TgUser } from '../../../test/fake-telegram-server';
import { createNotificationOutbox, type NotificationOutbox } from '../../outboxes/notification-outbox';

const DAY = 86_400_000;
let t: BotHarness;
let outbox: NotificationOutbox;
beforeAll(async () => {
  t = await startBotHarness({ now: '2026-09-16T12:00:00Z' });
  outbox = createNotificationOutbox({
    ctx: t.ctx,
    telegram: new Api(t.fake.token, { apiRoot: t.fake.apiRoot }),
    appUrl: APP_URL,
    pauseMs: 0,
  });
});
afterAll(() => t.stop());

async function actorOf(u: TgUser): Promise<ActorCtx> {
  const [row] = await t.db.db
    .select()
    .from(identities)
    .where(and(eq(identities.provider, 'telegram'), eq(identities.subject, String(u.id))));
  return { ...t.ctx, userId: row!.userId, timeZone: 'UTC' };
}

/** A request of `u`'s, made now on the test's clock, and its 30-day question sent to their chat. */
async function askedAbout(u: TgUser, title: string) {
  const req = await createUserPrayer(await actorOf(u), { title, content: 'Words only she reads.' });
  await t.db.db.execute(sql`update user_prayers set updated_at = created_at where id = ${req.id}`);
  t.ctx.clock.advance(30 * DAY);
  expect((await runRequestExpiry(t.ctx)).asked).toBeGreaterThanOrEqual(1);
  await outbox.runOnce();
  return { req, message: t.fake.messages(u.id).at(-1)! };
}

const row = async (id: number) => (await t.db.db.select().from(userPrayers).where(eq(userPrayers.id, id)))[0]!;

describe('the 30-day question in Telegram', () => {
  it('comes with "Still praying", "Answered" and "Archive"; "Still praying" gives it 30 more days', async () => {
    const ana = t.fake.user({ first_name: 'Ana' });
    await t.say(ana, '/start');
    const { req, message } = await askedAbout(ana, 'For my mother’s surgery');
    expect(message.text).toBe(
      '🔔 Are you still praying for this?\n“For my mother’s surgery” has had no update for 30 days. Still praying, answered, or archive? If we hear nothing, it will be archived in 7 days.\n/notify off stops these.',
    );
    expect(message.reply_markup?.inline_keyboard).toEqual([
      [{ text: '🙏 Still praying', callback_data: `keep:still:${req.id}` }],
      [{ text: '✅ Answered', callback_data: `keep:answered:${req.id}` }],
      [{ text: '🗂 Archive', callback_data: `keep:archive:${req.id}` }],
      [{ text: 'Open', url: `${APP_URL}/my-prayers` }],
    ]);

    const tap = await t.press(ana, message, `keep:still:${req.id}`);
    expect(tap.replies.map((m) => m.text)).toEqual(['Still praying: we will ask again in 30 days.']);
    expect(buttons(tap.edits[0])).toEqual([]);
    expect(await row(req.id)).toMatchObject({ updatedAt: t.ctx.clock.now(), expiryAskedAt: null, archivedAt: null });
  });

  it('"Archive" archives it; someone else tapping forged data is told it is not found', async () => {
    const bea = t.fake.user({ first_name: 'Bea' });
    const cy = t.fake.user({ first_name: 'Cy' });
    await t.say(bea, '/start');
    await t.say(cy, '/start');
    const { req, message } = await askedAbout(bea, 'Work');
    const cyMessage = t.fake.messages(cy.id).at(-1)!;
    const forged = await t.press(cy, cyMessage, `keep:archive:${req.id}`);
    expect(forged.answer?.text).toBe('Prayer request not found.');
    expect((await row(req.id)).archivedAt).toBeNull();

    const tap = await t.press(bea, message, `keep:archive:${req.id}`);
    expect(tap.replies.map((m) => m.text)).toEqual(['Archived. Only you can see it now, in My Prayers.']);
    expect((await row(req.id)).archivedAt).toEqual(t.ctx.clock.now());
  });

  it('in Spanish for a Spanish chat, and "Respondida" marks it answered', async () => {
    const eva = t.fake.user({ first_name: 'Eva', language_code: 'es' });
    await t.say(eva, '/start');
    const me = await actorOf(eva);
    await t.db.db.execute(sql`update user_settings set language = 'es' where user_id = ${me.userId}`);
    await t.db.db.execute(sql`update telegram_chats set language = 'es' where chat_id = ${eva.id}`);
    const { req, message } = await askedAbout(eva, 'Por mi hermano');
    expect(message.text).toBe(
      '🔔 ¿Sigues orando por esto?\n«Por mi hermano» lleva 30 días sin novedades. ¿Sigues orando, fue respondida o la archivamos? Si no sabemos nada, se archivará en 7 días.\n' +
        message.text!.split('\n').at(-1),
    );
    expect(buttons(message)).toEqual(['🙏 Sigo orando', '✅ Respondida', '🗂 Archivar', expect.any(String)]);
    const tap = await t.press(eva, message, `keep:answered:${req.id}`);
    expect(tap.replies.map((m) => m.text)).toEqual(['Marcada como respondida. ¡Gracias a Dios!']);
    expect((await row(req.id)).answeredAt).toEqual(t.ctx.clock.now());
  });
});
