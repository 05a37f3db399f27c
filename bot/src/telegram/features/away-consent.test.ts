/**
 * "May your group's leaders see when you've been away?" in a member's private Telegram chat with
 * "Yes, they may" / "No" (decisions 312, 330): a tap sets the same setting `/away` does, for the
 * person who taps; someone the app never knew is told it was not for them. The real grammY bot and
 * the real outbox sender against the fake Bot API, on a real database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api } from 'grammy';
import { and, eq } from 'drizzle-orm';
import { identities, userSettings } from '@dps/db/schema';
import { addNotification } from '@dps/core/notifications/add-notification';
import { coreText } from '@dps/core/i18n/core-text';
import { startBotHarness, APP_URL, buttons, type BotHarness } from '../../../test/bot-harness';
import type { TgUser } from '../../../test/fake-telegram-server';
import { createNotificationOutbox, type NotificationOutbox } from '../../outboxes/notification-outbox';

let t: BotHarness;
let outbox: NotificationOutbox;
beforeAll(async () => {
  t = await startBotHarness({ now: '2026-12-13T12:00:00Z' });
  outbox = createNotificationOutbox({
    ctx: t.ctx,
    telegram: new Api(t.fake.token, { apiRoot: t.fake.apiRoot }),
    appUrl: APP_URL,
    pauseMs: 0,
  });
});
afterAll(() => t.stop());

async function userOf(u: TgUser): Promise<number> {
  const [row] = await t.db.db
    .select()
    .from(identities)
    .where(and(eq(identities.provider, 'telegram'), eq(identities.subject, String(u.id))));
  return row!.userId;
}

const consent = async (userId: number) =>
  (await t.db.db.select().from(userSettings).where(eq(userSettings.userId, userId)))[0]?.awayVisibleToLeaders ?? false;

/** The question as the weekly outbox asks it, then sent to the person's chat. */
async function asked(u: TgUser, language: 'en' | 'es' = 'en') {
  const { t: say } = coreText.for(language);
  await addNotification(t.ctx, {
    userId: await userOf(u),
    kind: 'away_consent',
    title: say('weekly.consent.title'),
    body: say('weekly.consent.body'),
    link: '/profile',
    refKey: 'away-consent',
    onRepeat: 'keep',
    fromUserId: null,
  });
  await outbox.runOnce();
  return t.fake.messages(u.id).at(-1)!;
}

describe('the away question in Telegram', () => {
  it('comes with two buttons; "Yes, they may" says yes for the one who taps, and the buttons go', async () => {
    const ana = t.fake.user({ first_name: 'Ana' });
    await t.say(ana, '/start');
    const message = await asked(ana);
    expect(message.text).toContain('🔔 May your group’s leaders see when you’ve been away?\n');
    expect(message.text).toContain('tap a button below in Telegram or Slack');
    expect(message.reply_markup?.inline_keyboard).toEqual([
      [{ text: 'Yes, they may', callback_data: 'away:yes' }],
      [{ text: 'No', callback_data: 'away:no' }],
      [{ text: 'Open', url: `${APP_URL}/profile` }],
    ]);
    const tap = await t.press(ana, message, 'away:yes');
    expect(tap.replies.map((m) => m.text)).toEqual([
      'Thank you. Your groups’ leaders may see when you’ve been away for two weeks.',
    ]);
    expect(buttons(tap.edits[0])).toEqual([]);
    expect(await consent(await userOf(ana))).toBe(true);
    // The command still works, and "No" from the buttons turns it off again.
    expect((await t.say(ana, '/away')).replies[0]!.text).toMatch(/^Leaders may see when you’ve been away\./);
    const again = await asked(ana);
    await t.press(ana, again, 'away:no');
    expect(await consent(await userOf(ana))).toBe(false);
  });

  it('in Spanish for a Spanish chat; someone unknown who taps is told it was not for them', async () => {
    const eva = t.fake.user({ first_name: 'Eva', language_code: 'es' });
    await t.say(eva, '/start');
    const me = await userOf(eva);
    await t.db.db.update(userSettings).set({ language: 'es' }).where(eq(userSettings.userId, me));
    const message = await asked(eva, 'es');
    expect(message.text).toContain('toca un botón abajo en Telegram o Slack');
    expect(buttons(message)).toEqual(['Sí, pueden', 'No', expect.any(String)]);
    const tap = await t.press(eva, message, 'away:yes');
    expect(tap.replies.map((m) => m.text)).toEqual([
      'Gracias. Los líderes de tus grupos podrán ver cuándo llevas dos semanas ausente.',
    ]);
    expect(await consent(me)).toBe(true);

    const stranger = t.fake.user({ first_name: 'Zed' });
    const forged = await t.press(stranger, message, 'away:yes');
    expect(forged.answer?.text).toBe('This question was for someone else, so nothing changed.');
    expect(forged.replies).toEqual([]);
  });
});
