/**
 * The admin's preview as the composition root wires it (scripts/start.ts): the web server answers
 * with the bot's own formatting, so the preview is exactly what the senders send (decision 165),
 * with the bots' words around the prayer in the language being scheduled, else the admin's (decision 246).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildPrayerPreview } from '@dps/bot/preview/prayer-preview';
import { dailyDeliveryHtml } from '@dps/bot/telegram/daily-message';
import { channelPrayerPost, personalPrayerMessage } from '@dps/bot/slack/blocks/prayer-post';
import { wordsFor } from '@dps/bot/slack/slack-language';
import { Browser } from '../../web/test/http-client';
import { signIn } from '../../web/test/sign-in';
import { startTestServer, type TestServer } from '../../web/test/start-test-server';
import { createApp } from '../../web/server/app';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ now: '2026-03-10T12:00:00Z' });
});
afterAll(() => server?.close());

/** The app as the composition root builds it (same database and clock, the bot's preview builder), listening. */
async function withPreviewApp(use: (url: string) => Promise<void>): Promise<void> {
  const app = createApp({
    db: server.db,
    clock: server.clock,
    log: (await import('../../web/server/logger')).createLogger({ level: 'silent' }),
    config: { ...server.config },
    prayerPreview: buildPrayerPreview,
  });
  const http = await new Promise<import('node:http').Server>((r) => {
    const s = app.listen(0, '127.0.0.1', () => r(s));
  });
  try {
    await use(`http://127.0.0.1:${(http.address() as import('node:net').AddressInfo).port}`);
  } finally {
    http.closeAllConnections();
    await new Promise((r) => http.close(r));
  }
}

const form = {
  title: 'Fear & <Trembling>',
  content: 'When I am afraid, I trust in you. *Not bold*',
  scripture: 'When I am afraid, I will put my trust in you.',
  scripture_reference: 'Psalm 56:3',
  date: '2026-03-20',
};
const prayer = {
  id: 1,
  title: form.title,
  content: form.content,
  scripture: form.scripture,
  scriptureReference: form.scripture_reference,
};

it('POST /api/admin/preview answers the Telegram HTML and Slack blocks the senders would send', async () => {
  await withPreviewApp(async (url) => {
    const admin = new Browser(url);
    await signIn({ ...server, url }, admin, { role: 'admin' });
    const res = await admin.post('/api/admin/preview', form);
    expect(res.status).toBe(200);
    expect(res.body.telegram.privateChat).toBe(dailyDeliveryHtml({ localDate: '2026-03-20', prayer, target: '1' }));
    expect(res.body.telegram.privateChat).toContain('Fear &amp; &lt;Trembling&gt;');
    expect(res.body.telegram.group).toContain('it counts for you');
    expect(res.body.slack.dm.blocks).toEqual(
      JSON.parse(JSON.stringify(personalPrayerMessage(wordsFor('en'), prayer, '2026-03-20').blocks)),
    );
    expect(res.body.slack.channel.blocks).toEqual(
      JSON.parse(JSON.stringify(channelPrayerPost(wordsFor('en'), prayer, '2026-03-20', 0).blocks)),
    );
    expect(res.body.web).toMatchObject({ title: form.title, date: '2026-03-20', scriptureReference: 'Psalm 56:3' });
    expect((await admin.post('/api/admin/preview', { ...form, date: 'soon' })).status).toBe(400);
    expect((await admin.post('/api/admin/preview', { ...form, title: 'x'.repeat(201) })).status).toBe(400);
    expect((await admin.post('/api/admin/preview', { ...form, language: 'de' })).status).toBe(400);
  });
});

/** Without scripture: the words around a prayer do not depend on it, and a Spanish prayer quotes the RV1909. */
const plain = { ...form, scripture: '', scripture_reference: '' };
const plainPrayer = { ...prayer, scripture: null, scriptureReference: null };

it("the words around the prayer are in the admin's language, or in the language they schedule in", async () => {
  await withPreviewApp(async (url) => {
    const rosa = new Browser(url);
    await signIn({ ...server, url }, rosa, { role: 'admin' });
    expect((await rosa.put('/api/user/settings', { language: 'es' })).status).toBe(200);

    // Her own language when the preview names none.
    const es = await rosa.post('/api/admin/preview', plain);
    expect(es.status).toBe(200);
    expect(es.body.telegram.privateChat).toBe(
      dailyDeliveryHtml({ localDate: '2026-03-20', prayer: plainPrayer, target: '1', language: 'es' }),
    );
    expect(es.body.telegram.privateChat).toMatch(/^🙏 <b>Oración del día<\/b> · viernes, 20 de marzo de 2026\n\n/);
    expect(es.body.telegram.group).toContain('<i>Toca 🙏 Orar cuando hayas orado; cuenta para ti.</i>');
    expect(es.body.telegram.group).not.toContain('it counts for you');
    expect(es.body.slack.dm.blocks).toEqual(
      JSON.parse(JSON.stringify(personalPrayerMessage(wordsFor('es'), plainPrayer, '2026-03-20').blocks)),
    );
    const buttonsOf = (m: { blocks: { type: string; elements?: { text: { text: string } }[] }[] }) =>
      m.blocks.filter((b) => b.type === 'actions').flatMap((b) => b.elements!.map((e) => e.text.text));
    expect(buttonsOf(es.body.slack.dm)).toEqual(['🙏 Orar', '❤️ Guardar', '✍️ Reflexionar']);
    expect(buttonsOf(es.body.slack.channel)).toEqual(['🙏 Orar', '❤️ Guardar', '✍️ Reflexionar', '🌐 English']);
    expect(es.body.slack.channel.text).toBe('🙏 Oración del día: Fear &amp; &lt;Trembling&gt;');

    // Scheduling an English prayer, she previews what English readers get.
    const en = await rosa.post('/api/admin/preview', { ...plain, language: 'en' });
    expect(en.body.telegram.privateChat).toBe(
      dailyDeliveryHtml({ localDate: '2026-03-20', prayer: plainPrayer, target: '1' }),
    );
    expect(buttonsOf(en.body.slack.dm)).toEqual(['🙏 Pray', '❤️ Save', '✍️ Reflect']);

    // An English admin scheduling a Spanish prayer sees the Spanish words.
    const john = new Browser(url);
    await signIn({ ...server, url }, john, { role: 'admin' });
    const forSpanish = await john.post('/api/admin/preview', { ...plain, language: 'es' });
    expect(forSpanish.body.telegram.group).toBe(es.body.telegram.group);
    expect(forSpanish.body.slack.channel.blocks).toEqual(es.body.slack.channel.blocks);
  });
});

it('the preview fills the verse text from the Bible and shows the normalised reference on every channel (decision 257)', async () => {
  await withPreviewApp(async (url) => {
    const admin = new Browser(url);
    await signIn({ ...server, url }, admin, { role: 'admin' });
    const res = await admin.post('/api/admin/preview', { ...form, scripture: '', scripture_reference: 'ps 56:3' });
    expect(res.status).toBe(200);
    expect(res.body.web).toMatchObject({ scripture: form.scripture, scriptureReference: 'Psalm 56:3' });
    expect(res.body.telegram.privateChat).toBe(dailyDeliveryHtml({ localDate: '2026-03-20', prayer, target: '1' }));
    expect(res.body.slack.dm.blocks).toEqual(
      JSON.parse(JSON.stringify(personalPrayerMessage(wordsFor('en'), prayer, '2026-03-20').blocks)),
    );
    const refused = await admin.post('/api/admin/preview', { ...form, scripture_reference: 'Hezekiah 4:2' });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('Hezekiah is not a book of the Bible.');
  });
});
