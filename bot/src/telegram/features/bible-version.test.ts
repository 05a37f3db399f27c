/**
 * /version in Telegram (decision 253): the account's Bible, shown and set on purpose with the same
 * words as the web's Profile; /verse follows it, a version named after a reference reads it once.
 * Through the real grammY bot and the fake Bot API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { identities, userSettings } from '@dps/db/schema';
import { getPassage } from '@dps/core/scripture/get-passage';
import { startBotHarness, type BotHarness } from '../../../test/bot-harness';
import type { TgUser } from '../../../test/fake-telegram-server';

let t: BotHarness;
beforeAll(async () => {
  t = await startBotHarness({ now: '2026-09-15T12:00:00Z' });
});
afterAll(() => t.stop());

const verse = (ref: string, version: 'web' | 'kjv' | 'rv1909') => getPassage({ ref, version }).verses[0]!.text;

async function bibleOf(u: TgUser): Promise<string | undefined> {
  const [row] = await t.db.db
    .select({ v: userSettings.bibleVersion })
    .from(identities)
    .innerJoin(userSettings, eq(userSettings.userId, identities.userId))
    .where(and(eq(identities.provider, 'telegram'), eq(identities.subject, String(u.id))));
  return row?.v;
}

describe('/version', () => {
  it('is in the private menu and in /help', async () => {
    expect(t.fake.commands.find((c) => c.command === 'version')?.description).toBe('Your Bible: /version kjv, web or rv1909');
    const { replies } = await t.say(t.fake.user({ first_name: 'Hal' }), '/help');
    expect(replies.at(-1)?.text).toContain('/version kjv — make the KJV, the WEB or the RV1909 your Bible');
  });

  it('shows a Spanish account its Bible, reads another once without changing it, and changes it on purpose', async () => {
    const ana: TgUser = { id: 731001, is_bot: false, first_name: 'Ana', language_code: 'es' };
    expect((await t.say(ana, '/version')).replies.at(-1)?.text).toBe(
      '📖 Tu Biblia es la Reina-Valera 1909 (RV1909). La búsqueda, los planes, el pasaje de Hoy, la imagen para compartir y los versículos de los chats la usan. Cámbiala con /version web, /version kjv o /version rv1909.',
    );
    // A peek at the KJV is that one answer only.
    expect((await t.say(ana, '/verse Salmos 23:1 KJV')).replies.at(-1)?.text).toContain(verse('Psalm 23:1', 'kjv'));
    expect((await t.say(ana, '/verse Salmos 23:1')).replies.at(-1)?.text).toContain(verse('Salmos 23:1', 'rv1909'));
    expect(await bibleOf(ana)).toBe('rv1909');

    expect((await t.say(ana, '/version KJV')).replies.at(-1)?.text).toBe(
      '📖 Ahora la KJV es tu Biblia. La búsqueda, los planes, el pasaje de Hoy, la imagen para compartir y los versículos de los chats la usan.',
    );
    expect(await bibleOf(ana)).toBe('kjv');
    expect((await t.say(ana, '/verse Salmos 23:1')).replies.at(-1)?.text).toContain(verse('Psalm 23:1', 'kjv'));
  });

  it('names the versions it knows when it does not know the one typed, and changes nothing', async () => {
    const ed = t.fake.user({ first_name: 'Ed' });
    expect((await t.say(ed, '/version niv')).replies.at(-1)?.text).toBe(
      'I know the WEB, the KJV and the RV1909. Choose yours with /version web, /version kjv or /version rv1909.',
    );
    expect(await bibleOf(ed)).toBe('web');
    expect((await t.say(ed, '/version rv')).replies.at(-1)?.text).toBe(
      '📖 The RV1909 is your Bible now. Search, plans, Today’s passage, the share image and the chats’ verses use it.',
    );
  });
});

describe('/verse for someone without an account', () => {
  it('reads the Bible of their Telegram app’s language: Spanish → RV1909', async () => {
    const luz: TgUser = { id: 731002, is_bot: false, first_name: 'Luz', language_code: 'es' };
    expect((await t.say(luz, '/verse Salmos 23:1')).replies.at(-1)?.text).toContain(verse('Salmos 23:1', 'rv1909'));
    expect(await bibleOf(luz)).toBeUndefined(); // reading made no account
  });
});
