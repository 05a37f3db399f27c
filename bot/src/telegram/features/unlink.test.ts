/** /unlink through the real grammY client against the fake Bot API: asks, then disconnects; never the last way in. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { identities, telegramChats } from '@dps/db/schema';
import { connectIdentity } from '@dps/core/accounts/connect-identity';
import { registerWithPassword } from '@dps/core/accounts/register';
import { LAST_WAY_IN } from '@dps/core/accounts/sign-in-methods';
import { buttonData, buttons, startBotHarness, type BotHarness } from '../../../test/bot-harness';

let t: BotHarness;
beforeAll(async () => {
  t = await startBotHarness({ now: '2026-09-16T12:00:00Z' });
});
afterAll(() => t.stop());

const identityOf = async (telegramId: number) =>
  (
    await t.db.db
      .select()
      .from(identities)
      .where(and(eq(identities.provider, 'telegram'), eq(identities.subject, String(telegramId))))
  )[0];

describe('/unlink', () => {
  it('asks with a button, then takes the chat out of the web account', async () => {
    const web = await registerWithPassword(t.ctx, {
      email: 'lois@example.test',
      password: 'mustard-seed-41',
      firstName: 'Lois',
    });
    const lois = t.fake.user({ first_name: 'Lois' });
    await connectIdentity(
      { ...t.ctx, userId: web.id, timeZone: 'UTC' },
      { provider: 'telegram', subject: String(lois.id) },
    );
    const asked = (await t.say(lois, '/unlink')).replies[0]!;
    expect(asked.text).toContain('Disconnect this Telegram chat from your account?');
    expect(buttons(asked)).toEqual(['🔌 Disconnect', '✖️ Keep it']);
    // Nothing happened yet.
    expect((await identityOf(lois.id))?.userId).toBe(web.id);

    const done = await t.press(lois, asked, buttonData(asked, '🔌 Disconnect'));
    expect(done.answer?.text).toBe('Disconnected');
    expect(done.edits[0]!.text).toMatch(/^🔌 Disconnected\. This chat is no longer part of your account\./);
    expect(await identityOf(lois.id)).toBeUndefined();
    const [chat] = await t.db.db.select().from(telegramChats).where(eq(telegramChats.chatId, lois.id));
    expect(chat?.userId ?? null).toBeNull();
  });

  it('“Keep it” changes nothing', async () => {
    const web = await registerWithPassword(t.ctx, {
      email: 'eunice@example.test',
      password: 'mustard-seed-41',
      firstName: 'Eunice',
    });
    const eunice = t.fake.user({ first_name: 'Eunice' });
    await connectIdentity(
      { ...t.ctx, userId: web.id, timeZone: 'UTC' },
      { provider: 'telegram', subject: String(eunice.id) },
    );
    const asked = (await t.say(eunice, '/unlink')).replies[0]!;
    const kept = await t.press(eunice, asked, buttonData(asked, '✖️ Keep it'));
    expect(kept.edits[0]!.text).toBe('Nothing changed: this chat is still connected to your account.');
    expect((await identityOf(eunice.id))?.userId).toBe(web.id);
  });

  it('refuses when the chat is the only way into the account, with the reason', async () => {
    const tim = t.fake.user({ first_name: 'Tim' });
    const asked = (await t.say(tim, '/unlink')).replies[0]!;
    const refused = await t.press(tim, asked, buttonData(asked, '🔌 Disconnect'));
    expect(String(refused.answer?.text)).toContain(LAST_WAY_IN);
    expect(await identityOf(tim.id)).toBeDefined();
  });
});
