/**
 * The admin's preview as the composition root wires it (scripts/start.ts): the web server answers
 * with the bot's own formatting, so the preview is exactly what the senders send (issue 14 item 5).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildPrayerPreview } from '@dps/bot/preview/prayer-preview';
import { dailyDeliveryHtml } from '@dps/bot/scheduler/senders/telegram';
import { channelPrayerPost, personalPrayerMessage } from '@dps/bot/slack/blocks/prayer-post';
import { wordsFor } from '@dps/bot/slack/slack-language';
import { Browser } from '../web/test/http-client';
import { signIn } from '../web/test/sign-in';
import { startTestServer, type TestServer } from '../web/test/start-test-server';
import { createApp } from '../web/server/app';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ now: '2026-03-10T12:00:00Z' });
});
afterAll(() => server?.close());

it('POST /api/admin/preview answers the Telegram HTML and Slack blocks the senders would send', async () => {
  // The same database and clock, with the preview builder the composition root gives.
  const app = createApp({
    db: server.db,
    clock: server.clock,
    log: (await import('../web/server/logger')).createLogger({ level: 'silent' }),
    config: { ...server.config },
    prayerPreview: buildPrayerPreview,
  });
  const http = await new Promise<import('node:http').Server>((r) => {
    const s = app.listen(0, '127.0.0.1', () => r(s));
  });
  try {
    const url = `http://127.0.0.1:${(http.address() as import('node:net').AddressInfo).port}`;
    const admin = new Browser(url);
    await signIn({ ...server, url }, admin, { role: 'admin' });
    const form = {
      title: 'Fear & <Trembling>',
      content: 'When I am afraid, I trust in you. *Not bold*',
      scripture: 'What time I am afraid, I will trust in thee.',
      scripture_reference: 'Psalm 56:3',
      date: '2026-03-20',
    };
    const res = await admin.post('/api/admin/preview', form);
    expect(res.status).toBe(200);
    const prayer = {
      id: 1,
      title: form.title,
      content: form.content,
      scripture: form.scripture,
      scriptureReference: form.scripture_reference,
    };
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
  } finally {
    http.closeAllConnections();
    await new Promise((r) => http.close(r));
  }
});
