/**
 * Contact messages with SMTP configured: mailed to the info address over real SMTP (a local server),
 * and in both modes the log says only that a message arrived, never its words.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@dps/db/client';
import { createTestDb } from '@dps/core/test/create-test-db';
import { createLogger } from '../server/logger';
import { startSmtpCapture, type SmtpCapture } from './fakes/smtp-capture';
import { Browser } from './http-client';
import { startTestServer, type TestServer } from './start-test-server';

let db: DbHandle;
let smtp: SmtpCapture;
let withSmtp: TestServer;
let devMode: TestServer;
const logLines: string[] = [];
const log = createLogger({
  level: 'debug',
  destination: new Writable({
    write(chunk, _enc, cb) {
      logLines.push(String(chunk));
      cb();
    },
  }),
});

beforeAll(async () => {
  // One database for the file, two servers on it: with SMTP, and in dev mode.
  db = await createTestDb();
  smtp = await startSmtpCapture();
  withSmtp = await startTestServer({ db, log, config: { devMode: false, smtpUrl: smtp.url } });
  devMode = await startTestServer({ db, log, config: { devMode: true } });
});
afterAll(async () => {
  await withSmtp?.close();
  await devMode?.close();
  await smtp?.close();
  await db?.close();
});

const SECRET = 'My very private words about my brother';
const form = { name: 'Naomi', email: 'naomi@example.test', subject: 'About my family', message: SECRET };

describe('contact with SMTP configured', () => {
  it('mails the message to the info address, replying to the sender, and answers devMode false', async () => {
    const res = await new Browser(withSmtp.url).post('/api/contact', form);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: "Thanks! Your message has been sent. We'll get back to you soon.",
      devMode: false,
    });
    const mail = await smtp.waitFor((m) => m.parsed.subject?.includes('About my family') ?? false);
    expect(mail.to).toEqual(['info@dailyprayer.example']);
    expect(mail.parsed.subject).toBe('[Daily Prayer & Scripture] About my family');
    expect(mail.parsed.replyTo?.text).toBe('naomi@example.test');
    expect(mail.parsed.text).toContain(SECRET);
    expect(mail.parsed.text).toContain('Naomi <naomi@example.test>');
    // The web shows the thanks as it comes: in the language of the screens (decision 247).
    const es = await new Browser(withSmtp.url).request('POST', '/api/contact', form, { 'Accept-Language': 'es' });
    expect(es.body).toEqual({ message: '¡Gracias! Tu mensaje se envió. Te responderemos pronto.', devMode: false });
  });

  it('never writes the message, subject, name or email to the log (SMTP or dev mode)', async () => {
    const res = await new Browser(devMode.url).post('/api/contact', form);
    expect(res.body.devMode).toBe(true);
    // The SMTP send finishes in the background: wait for its log line.
    for (let i = 0; i < 100 && !logLines.join('').includes('"mail_sent"'); i++)
      await new Promise((r) => setTimeout(r, 20));
    const all = logLines.join('');
    expect(all).toMatch(/"event":"contact_received","contactMessageId":\d+/);
    expect(all).toMatch(/"event":"mail_sent","kind":"contact"/);
    for (const s of [SECRET, 'About my family', 'naomi@example.test', 'Naomi']) expect(all).not.toContain(s);
  });
});
