/**
 * The admin's references over HTTP (decisions 257, 258): the form, an edit and the import refuse a
 * reference the bundled Bible does not have, in the admin's language; what is saved is the
 * normalised reference with the Bible's text; and "Replace it?" is recognisable by its key in Spanish too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { topics } from '@dps/db/schema';
import { Browser } from './http-client';
import { signIn } from './sign-in';
import { startTestServer, type TestServer } from './start-test-server';

const JOHN_3_16 =
  'For God so loved the world, that he gave his only born Son, that whoever believes in him should not perish, but have eternal life.';

let server: TestServer;
let admin: Browser;
let rosa: Browser;
let hopeId: number;
beforeAll(async () => {
  server = await startTestServer({ now: '2026-03-10T12:00:00Z' });
  admin = new Browser(server.url);
  rosa = new Browser(server.url);
  await signIn(server, admin, { role: 'admin' });
  await signIn(server, rosa, { role: 'admin' });
  expect((await rosa.put('/api/user/settings', { language: 'es' })).status).toBe(200);
  hopeId = (await server.db.db.select({ id: topics.id }).from(topics).where(eq(topics.name, 'Hope')))[0]!.id;
});
afterAll(() => server?.close());

const form = (date: string, over: Record<string, unknown> = {}) => ({
  title: 'Loved',
  content: 'Lord, thank you.',
  scripture: '',
  scripture_reference: 'Jhn 3:16',
  topic_id: hopeId,
  date,
  is_daily: true as const,
  ...over,
});

describe('POST and PUT /api/admin/daily-prayer(s)', () => {
  it('saves "Jhn 3:16" as "John 3:16" with the WEB text, and it is the day’s prayer as saved', async () => {
    const res = await admin.post('/api/admin/daily-prayer', form('2026-04-01'));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ scriptureReference: 'John 3:16', scripture: JOHN_3_16 });
    const day = (await admin.get('/api/admin/calendar?from=2026-04-01&to=2026-04-01')).body.days[0];
    expect(day.prayer).toMatchObject({ scriptureReference: 'John 3:16', scripture: JOHN_3_16 });
  });

  it('answers 400 with the parser’s precise words, in the admin’s language, and saves nothing', async () => {
    const before = (await admin.get('/api/admin/daily-prayers')).body.length;
    const en = await admin.post('/api/admin/daily-prayer', form('2026-04-02', { scripture_reference: 'Hezekiah 4:2' }));
    expect(en.status).toBe(400);
    expect(en.body).toEqual({ error: 'Hezekiah is not a book of the Bible.', title: 'Passage not found' });
    const es = await rosa.post(
      '/api/admin/daily-prayer',
      form('2026-04-02', { scripture_reference: 'Mateo 29:1', language: 'es' }),
    );
    expect(es.body).toEqual({
      error: 'Mateo tiene 28 capítulos: no hay capítulo 29.',
      title: 'No se encontró el pasaje',
    });
    const differs = await admin.post(
      '/api/admin/daily-prayer',
      form('2026-04-02', { scripture_reference: 'John 3:16', scripture: 'For God so loved the world.' }),
    );
    expect(differs.status).toBe(400);
    expect(differs.body.title).toBe('Scripture Differs');
    expect(differs.body.error).toContain('You wrote “…the world.” where it says “…the world, that he gave his only…”');
    expect((await admin.get('/api/admin/daily-prayers')).body).toHaveLength(before);
  });

  it('an edit is refused the same way and keeps the prayer as it was', async () => {
    const created = (await admin.post('/api/admin/daily-prayer', form('2026-04-03'))).body;
    const refused = await admin.put(
      `/api/admin/daily-prayers/${created.id}`,
      form('2026-04-03', { scripture_reference: 'John 22:1' }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('John has 21 chapters: there is no chapter 22.');
    const day = (await admin.get('/api/admin/calendar?from=2026-04-03&to=2026-04-03')).body.days[0];
    expect(day.prayer.scriptureReference).toBe('John 3:16');
  });

  it('"Replace it?" carries its key, so the Spanish answer is recognised as well as the English', async () => {
    await admin.post(
      '/api/admin/daily-prayer',
      form('2026-04-04', { language: 'es', scripture_reference: 'Juan 3:16' }),
    );
    const es = await rosa.post(
      '/api/admin/daily-prayer',
      form('2026-04-04', { language: 'es', scripture_reference: 'Juan 3:16' }),
    );
    expect(es.status).toBe(409);
    expect(es.body).toMatchObject({ key: 'replaceQuestion', error: expect.stringContaining('¿Reemplazarla?') });
    const en = await admin.post(
      '/api/admin/daily-prayer',
      form('2026-04-04', { language: 'es', scripture_reference: 'Juan 3:16' }),
    );
    expect(en.body).toMatchObject({ key: 'replaceQuestion', title: 'Already Scheduled' });
  });
});

describe('POST /api/admin/daily-prayers/import', () => {
  it('reports each bad reference in the admin’s language and imports nothing', async () => {
    const csv = [
      'date,title,content,scripture_reference,topic',
      '2026-05-01,One,Text,Jhn 3:16,Hope',
      '2026-05-02,Two,Text,Hezekiah 4:2,Hope',
    ].join('\n');
    const es = await rosa.post('/api/admin/daily-prayers/import', { format: 'csv', text: csv });
    expect(es.status).toBe(422);
    expect(es.body.report.rows.map((r: { errors: string[] }) => r.errors)).toEqual([
      [],
      ['Hezekiah no es un libro de la Biblia.'],
    ]);
    const ok = await admin.post('/api/admin/daily-prayers/import', {
      format: 'csv',
      text: csv.replace('Hezekiah', 'Ezekiel'),
    });
    expect(ok.status).toBe(200);
    const day = (await admin.get('/api/admin/calendar?from=2026-05-02&to=2026-05-02')).body.days[0];
    expect(day.prayer).toMatchObject({
      scriptureReference: 'Ezekiel 4:2',
      scripture: expect.stringMatching(/^Lay siege against it/),
    });
  });
});
