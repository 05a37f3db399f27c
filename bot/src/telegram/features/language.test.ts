/**
 * The account's language in Telegram (decision 231): taken from the user's language_code at first
 * contact, shown and changed with /language, through the real grammY bot and the fake Bot API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { identities, userSettings } from '@dps/db/schema';
import { startBotHarness, type BotHarness } from '../../../test/bot-harness';
import type { TgUser } from '../../../test/fake-telegram-server';

let t: BotHarness;
beforeAll(async () => {
  t = await startBotHarness({ now: '2026-09-15T12:00:00Z' });
});
afterAll(() => t.stop());

async function languageOf(u: TgUser): Promise<string | undefined> {
  const [row] = await t.db.db
    .select({ language: userSettings.language })
    .from(identities)
    .innerJoin(userSettings, eq(userSettings.userId, identities.userId))
    .where(and(eq(identities.provider, 'telegram'), eq(identities.subject, String(u.id))));
  return row?.language;
}

describe('/language', () => {
  it('starts a new account in Spanish when Telegram says language_code es, and /language shows it in Spanish', async () => {
    const ana: TgUser = { id: 730001, is_bot: false, first_name: 'Ana', language_code: 'es' };
    const { replies } = await t.say(ana, '/language');
    expect(await languageOf(ana)).toBe('es');
    expect(replies.at(-1)?.text).toBe(
      '🌐 Tu idioma es Español. Cámbialo con /language es (Español) o /language en (English).',
    );
    // Back to English: the answer, and everything after it, is English.
    expect((await t.say(ana, '/language en')).replies.at(-1)?.text).toBe(
      '🌐 Done: your language is English. Your daily prayer comes in English on every channel.',
    );
    expect((await t.say(ana, '/language')).replies.at(-1)?.text).toBe(
      '🌐 Your language is English. Change it with /language en (English) or /language es (Español).',
    );
  });

  it('starts in English for a language without content, and changes with /language es', async () => {
    const jo: TgUser = { id: 730002, is_bot: false, first_name: 'Jo', language_code: 'pt-br' };
    await t.say(jo, '/language');
    expect(await languageOf(jo)).toBe('en');
    const { replies } = await t.say(jo, '/language español');
    expect(replies.at(-1)?.text).toBe(
      '🌐 Listo: tu idioma es Español. Tu oración diaria llegará en español en todos tus canales.',
    );
    expect(await languageOf(jo)).toBe('es');
    // From now on Jo reads Spanish.
    const wrong = await t.say(jo, '/language klingon');
    expect(wrong.replies.at(-1)?.text).toBe(
      'Hablo English y Español. Cambia tu idioma con /language es (Español) o /language en (English).',
    );
    expect(await languageOf(jo)).toBe('es');
    const english = t.fake.user({ first_name: 'Ed' });
    expect((await t.say(english, '/language klingon')).replies.at(-1)?.text).toBe(
      'I know English and Español. Change it with /language en (English) or /language es (Español).',
    );
  });
});
