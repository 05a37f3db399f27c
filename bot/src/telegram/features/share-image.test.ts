/**
 * 🖼 Image in Telegram (decision 214), through the real grammY bot against the fake Bot
 * API: the 📤 Share reply of today's prayer offers the passage as a photo (a multipart sendPhoto
 * upload of the 1080×1080 PNG), in the person's Bible version, with a link to read it in context
 * and a button for the other theme; forged or unreadable buttons answer in words and send nothing.
 */
import sharp from 'sharp';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identities, prayers } from '@dps/db/schema';
import { updateSettings } from '@dps/core/settings/update-settings';
import { admitShareImage, SHARE_IMAGE_LIMITS } from '@dps/core/scripture/admit-share-image';
import { actor } from '@dps/core/test/context';
import { startBotHarness, buttonData, buttons, type BotHarness } from '../../../test/bot-harness';
import type { Exchange } from '../../../test/bot-harness';
import type { TgMessage, TgUser, UploadedFile } from '../../../test/fake-telegram-server';
import { wordsFor } from '../words';
import { shareImageButton } from './share-image';

let t: BotHarness;
beforeAll(async () => {
  t = await startBotHarness({ now: '2026-09-15T12:00:00Z' });
  await t.db.db.insert(prayers).values({
    kind: 'daily',
    date: '2026-09-15',
    title: 'The Shepherd',
    content: 'Lord, lead me beside still waters today.',
    scripture: 'Yahweh is my shepherd; I shall lack nothing.',
    scriptureReference: 'Psalm 23:1-4 (WEB)',
  });
});
afterAll(() => t.stop());

/** The photo the bot sent in an exchange, as Telegram answered it, and the file it uploaded. */
function photoOf(ex: Exchange): { message: TgMessage; upload: UploadedFile } {
  const calls = ex.calls.filter((c) => c.ok && c.method === 'sendPhoto');
  expect(calls).toHaveLength(1);
  return { message: calls[0]!.result as TgMessage, upload: calls[0]!.params.photo as UploadedFile };
}

async function sizeOf(png: Buffer): Promise<string> {
  const m = await sharp(png).metadata();
  return `${m.format} ${m.width}x${m.height}`;
}

describe('🖼 Image', () => {
  let ana: TgUser;
  let share: TgMessage;
  let light: { message: TgMessage; upload: UploadedFile };

  it('is offered under the 📤 Share reply of a prayer that quotes a passage', async () => {
    ana = t.fake.user({ first_name: 'Ana' });
    await t.say(ana, '/timezone Europe/Madrid');
    const today = (await t.say(ana, '/today')).replies[0]!;
    share = (await t.press(ana, today, buttonData(today, '📤 Share'))).replies[0]!;
    expect(buttons(share)).toEqual(['📤 Share on Telegram', '🖼 Image']);
  });

  it('sends the passage as a 1080×1080 PNG photo with its reference, version and a link to read it', async () => {
    const ex = await t.press(ana, share, buttonData(share, '🖼 Image'));
    light = photoOf(ex);
    expect(ex.answer).toEqual({ callback_query_id: expect.any(String) });
    expect(light.upload.filename).toBe('psalm-23-1-4-web-light.png');
    expect(await sizeOf(light.upload.data)).toBe('png 1080x1080');
    const { message } = light;
    expect((message.photo as { width: number }[]).at(-1)).toMatchObject({ width: 1080, height: 1080 });
    expect(message.caption).toBe('Psalm 23:1-4 · World English Bible\nRead it in context');
    expect(message.caption_entities).toEqual([
      { type: 'bold', offset: 0, length: 'Psalm 23:1-4'.length },
      {
        type: 'text_link',
        offset: (message.caption as string).indexOf('Read'),
        length: 'Read it in context'.length,
        url: 'https://prayer.example/bible?ref=Psalm%2023%3A1-4&v=web',
      },
    ]);
    expect(buttons(message)).toEqual(['🌙 Dark']);
  });

  it('🌙 Dark sends the dark image, which offers ☀️ Light back', async () => {
    const ex = await t.press(ana, light.message, buttonData(light.message, '🌙 Dark'));
    const dark = photoOf(ex);
    expect(dark.upload.filename).toBe('psalm-23-1-4-web-dark.png');
    expect(await sizeOf(dark.upload.data)).toBe('png 1080x1080');
    expect(dark.upload.data.equals(light.upload.data)).toBe(false);
    expect(buttons(dark.message)).toEqual(['☀️ Light']);
  });

  it('uses the person’s Bible version, the same setting as on the web', async () => {
    const [identity] = await t.db.db
      .select()
      .from(identities)
      .where(and(eq(identities.provider, 'telegram'), eq(identities.subject, String(ana.id))));
    await updateSettings(actor(t.ctx, identity!.userId, 'Europe/Madrid'), { bibleVersion: 'kjv' });
    const { message, upload } = photoOf(await t.press(ana, share, buttonData(share, '🖼 Image')));
    expect(message.caption).toBe('Psalm 23:1-4 · King James Version\nRead it in context');
    expect(upload.filename).toBe('psalm-23-1-4-kjv-light.png');
  });

  it('draws any passage from a passage button, in its version and theme', async () => {
    const button = shareImageButton(wordsFor('en'), 'Juan 3:16', 'rv1909')!;
    expect(button).toEqual({ text: '🖼 Image', callback_data: 'img:r:rv1909:l:Juan 3:16' });
    const { message, upload } = photoOf(await t.press(ana, share, 'img:r:rv1909:d:Juan 3:16'));
    expect(message.caption).toBe('Juan 3:16 · Reina-Valera 1909\nRead it in context');
    expect(upload.filename).toBe('juan-3-16-rv1909-dark.png');
    // A long chapter: the image and the caption name the verses it holds (decision 275).
    const chapter = photoOf(await t.press(ana, share, 'img:r:kjv:l:Psalm 119')).message;
    expect(chapter.caption).toBe(
      'Psalm 119:1-8 · King James Version\nThe image holds the first 8 of the 176 verses of Psalm 119.\nRead it in context',
    );
    expect((chapter.caption_entities as unknown[])[0]).toEqual({ type: 'bold', offset: 0, length: 'Psalm 119:1-8'.length });
    expect(buttons(chapter)).toEqual(['🌙 Dark', '➡️ Next: Psalm 119:9-176']);
  });

  it('a psalm that does not fit says which verses it holds, and the next button draws the rest', async () => {
    const psalm = photoOf(await t.press(ana, share, 'img:r:rv1909:l:Salmos 23'));
    expect(psalm.upload.filename).toBe('salmo-23-1-5-rv1909-light.png');
    expect(psalm.message.caption).toBe(
      'Salmo 23:1-5 · Reina-Valera 1909\nThe image holds the first 5 of the 6 verses of Salmo 23.\nRead it in context',
    );
    expect(buttonData(psalm.message, '➡️ Next: Salmo 23:6')).toBe('img:r:rv1909:l:Salmo 23:6');
    const rest = photoOf(await t.press(ana, psalm.message, buttonData(psalm.message, '➡️ Next: Salmo 23:6')));
    expect(rest.message.caption).toBe('Salmo 23:6 · Reina-Valera 1909\nRead it in context');
    expect(buttons(rest.message)).toEqual(['🌙 Dark']);
  });

  it('a person who has made many images lately is told to wait, and nothing is drawn (decision 276)', async () => {
    const [identity] = await t.db.db
      .select()
      .from(identities)
      .where(and(eq(identities.provider, 'telegram'), eq(identities.subject, String(ana.id))));
    for (let i = 0; i < SHARE_IMAGE_LIMITS.perPerson.limit; i++)
      // Her renders above count too: the count runs past the limit here, refused, as it does for her.
      await admitShareImage(t.ctx, { userId: identity!.userId }).catch(() => undefined);
    const ex = await t.press(ana, share, 'img:r:web:d:John 1:1');
    expect(ex.calls.filter((c) => c.method === 'sendPhoto')).toEqual([]);
    expect(String(ex.answer?.text)).toMatch(/^Too many attempts/);
    expect(ex.answer?.show_alert).toBe(true);
    // An image already drawn still comes.
    photoOf(await t.press(ana, share, 'img:r:rv1909:l:Salmo 23:6'));
  });

  it.each([
    ['img:p:2147483647', 'Prayer not found.'],
    ['img:r:web:l:Jude 5:1', 'Jude has only 1 chapter: there is no chapter 5.'],
    ['img:r:web:l:Genesis', '“Genesis” is a whole book. Ask for a chapter, such as Genesis 1.'],
  ])('%s answers with a popup and sends no photo', async (data, popup) => {
    const ex = await t.press(ana, share, data);
    expect(ex.calls.filter((c) => c.method === 'sendPhoto')).toEqual([]);
    expect(String(ex.answer?.text)).toContain(popup);
    expect(ex.answer?.show_alert).toBe(true);
  });

  it('is not offered for a prayer that quotes no passage', async () => {
    const [plain] = await t.db.db
      .insert(prayers)
      .values({ kind: 'library', title: 'Quiet', content: 'Be still.' })
      .returning();
    const ex = await t.press(ana, share, `share:${plain!.id}`);
    expect(ex.replies).toHaveLength(1);
    expect(buttons(ex.replies[0])).toEqual(['📤 Share on Telegram']);
  });
});
