/** The admin calendar over HTTP (decision 165): calendar, replace-asks, live dates, edit, delete, import, preview. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { topics } from '@dps/db/schema';
import { Browser } from './http-client';
import { signIn } from './sign-in';
import { startTestServer, type TestServer } from './start-test-server';

let server: TestServer;
let admin: Browser;
let user: Browser;
let hopeId: number;

beforeAll(async () => {
  // 12:00 UTC on the 10th: the 11th has begun in Kiritimati (UTC+14), so dates up to the 11th are live.
  server = await startTestServer({ now: '2026-03-10T12:00:00Z' });
  admin = new Browser(server.url);
  user = new Browser(server.url);
  await signIn(server, admin, { role: 'admin' });
  await signIn(server, user);
  hopeId = (await server.db.db.select({ id: topics.id }).from(topics).where(eq(topics.name, 'Hope')))[0]!.id;
});
afterAll(() => server?.close());

const form = (date: string, title = `For ${date}`) => ({ title, content: 'Lord, be near.', topic_id: hopeId, date });

describe('GET /api/admin/calendar', () => {
  it('lists 30 days back to 90 ahead with each date’s prayer and source; admins only', async () => {
    const res = await admin.get('/api/admin/calendar');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ today: '2026-03-10', latestLiveDate: '2026-03-11' });
    expect(res.body.days).toHaveLength(121);
    expect(res.body.days[0]).toMatchObject({
      date: '2026-02-08',
      source: 'library',
      live: true,
      prayer: { id: expect.any(Number) },
    });
    expect((await user.get('/api/admin/calendar')).status).toBe(403);
    expect((await new Browser(server.url).get('/api/admin/calendar')).status).toBe(401);
    expect((await admin.get('/api/admin/calendar?from=2026-13-01')).status).toBe(400);
  });
});

describe('scheduling', () => {
  it('a second prayer for a date answers 409 "Replace it?"; replace: true swaps it', async () => {
    expect((await admin.post('/api/admin/daily-prayer', form('2026-03-20', 'First'))).status).toBe(200);
    const again = await admin.post('/api/admin/daily-prayer', form('2026-03-20', 'Second'));
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      title: 'Already Scheduled',
      error: '2026-03-20 already has a scheduled prayer, “First”. Replace it?',
      key: 'replaceQuestion',
    });
    const replaced = await admin.post('/api/admin/daily-prayer', { ...form('2026-03-20', 'Second'), replace: true });
    expect(replaced.status).toBe(200);
    const day = (await admin.get('/api/admin/calendar')).body.days.find(
      (d: { date: string }) => d.date === '2026-03-20',
    );
    expect(day).toMatchObject({ source: 'scheduled', live: false, prayer: { id: replaced.body.id, title: 'Second' } });
  });

  it('a live date is refused for a new prayer; a scheduled one is corrected in place, never moved or deleted', async () => {
    const live = await admin.post('/api/admin/daily-prayer', form('2026-03-11'));
    expect(live.status).toBe(409);
    expect(live.body.title).toBe('Date Already Begun');
    // One scheduled before the day began:
    server.clock.set('2026-03-01T00:00:00Z');
    const made = (await admin.post('/api/admin/daily-prayer', form('2026-03-11', 'Tpyo'))).body;
    server.clock.set('2026-03-10T12:00:00Z');
    const fixed = await admin.put(`/api/admin/daily-prayers/${made.id}`, form('2026-03-11', 'Typo fixed'));
    expect(fixed.status).toBe(200);
    expect(fixed.body).toMatchObject({ id: made.id, title: 'Typo fixed', date: '2026-03-11' });
    const moved = await admin.put(`/api/admin/daily-prayers/${made.id}`, form('2026-04-11', 'Typo fixed'));
    expect(moved.status).toBe(409);
    expect(moved.body.title).toBe('Date Already Begun');
    expect((await admin.delete(`/api/admin/daily-prayers/${made.id}`)).status).toBe(409);
  });

  it('deleting a future date falls back to the library prayer', async () => {
    const made = (await admin.post('/api/admin/daily-prayer', form('2026-04-20'))).body;
    const res = await admin.delete(`/api/admin/daily-prayers/${made.id}`);
    expect(res.status).toBe(200);
    const day = (await admin.get('/api/admin/calendar')).body.days.find(
      (d: { date: string }) => d.date === '2026-04-20',
    );
    expect(day.source).toBe('library');
    expect((await admin.delete(`/api/admin/daily-prayers/${made.id}`)).status).toBe(404);
    expect((await admin.delete('/api/admin/daily-prayers/abc')).status).toBe(404);
    expect((await user.delete(`/api/admin/daily-prayers/${made.id}`)).status).toBe(403);
  });
});

describe('POST /api/admin/daily-prayers/import', () => {
  it('answers 422 with the per-row report and imports nothing when a row is invalid; 200 when all are valid', async () => {
    const csv = 'date,title,content,topic\n2026-05-01,May first,Text,Hope\n2026-05-02,,Text,Hope\n';
    const bad = await admin.post('/api/admin/daily-prayers/import', { format: 'csv', text: csv });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({
      title: 'Nothing Imported',
      error: '1 of 2 rows need fixing; nothing was imported.',
      report: {
        imported: 0,
        rows: [
          { row: 1, status: 'new', errors: [] },
          { row: 2, status: 'invalid', errors: ['Please fill in all required fields'] },
        ],
      },
    });
    // The same refusal to an admin whose language is Spanish (decision 241), and one row of one.
    const rosa = new Browser(server.url);
    await signIn(server, rosa, { role: 'admin' });
    expect((await rosa.put('/api/user/settings', { language: 'es' })).status).toBe(200);
    const es = await rosa.post('/api/admin/daily-prayers/import', { format: 'csv', text: csv });
    expect(es.status).toBe(422);
    expect(es.body).toMatchObject({
      title: 'No se importó nada',
      error: '1 de 2 filas necesitan corrección; no se importó nada.',
    });
    const one = await admin.post('/api/admin/daily-prayers/import', {
      format: 'csv',
      text: 'date,title,content,topic\n2026-05-02,,Text,Hope\n',
    });
    expect(one.body.error).toBe('1 of 1 row needs fixing; nothing was imported.');
    const days = (await admin.get('/api/admin/calendar')).body.days;
    expect(days.find((d: { date: string }) => d.date === '2026-05-01').source).toBe('library');
    const ok = await admin.post('/api/admin/daily-prayers/import', {
      format: 'csv',
      text: csv.replace('2026-05-02,,Text', '2026-05-02,May second,Text'),
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ imported: 2, invalid: 0 });
    expect((await user.post('/api/admin/daily-prayers/import', { format: 'csv', text: csv })).status).toBe(403);
  });

  it('writes each row’s errors in the admin’s language, English word for word as before (decision 247)', async () => {
    // 2026-05-01 holds “May first” from the import above; 2026-03-11 has begun in Kiritimati.
    const csv = [
      'date,title,content,topic',
      '2026-05-01,Again,Text,Hope',
      '2026-05-03,Third,Text,Gratitudee',
      '2026-05-04,Four,Text,Hope',
      '2026-05-04,Four again,Text,Hope',
      '2026-03-11,Live,Text,Hope',
      '2026-05-06,,Text,Hope',
    ].join('\n');
    const errorsOf = (body: { report: { rows: { errors: string[] }[] } }) => body.report.rows.map((r) => r.errors);
    const en = await admin.request(
      'POST',
      '/api/admin/daily-prayers/import',
      { format: 'csv', text: csv },
      { 'Accept-Language': 'es' },
    );
    expect(en.status).toBe(422);
    // The admin's own setting (English) wins over the browser's.
    expect(errorsOf(en.body)).toEqual([
      ['2026-05-01 already has a scheduled prayer, “May first”. Tick “Replace” to overwrite it.'],
      ['Unknown topic “Gratitudee”.'],
      [],
      ['2026-05-04 appears twice in the file (rows 3 and 4).'],
      ["2026-03-11 has already begun somewhere in the world; its prayer can't be replaced."],
      ['Please fill in all required fields'],
    ]);
    const rosa = new Browser(server.url);
    await signIn(server, rosa, { role: 'admin' });
    expect((await rosa.put('/api/user/settings', { language: 'es' })).status).toBe(200);
    const es = await rosa.post('/api/admin/daily-prayers/import', { format: 'csv', text: csv });
    expect(es.status).toBe(422);
    expect(es.body.error).toBe('5 de 6 filas necesitan corrección; no se importó nada.');
    expect(errorsOf(es.body)).toEqual([
      [
        'La fecha 2026-05-01 ya tiene una oración programada, “May first”. Marca la casilla para sobrescribir y reemplazarla.',
      ],
      ['No hay ningún tema llamado “Gratitudee”.'],
      [],
      ['La fecha 2026-05-04 aparece dos veces en el archivo (filas 3 y 4).'],
      ['El día 2026-03-11 ya comenzó en alguna parte del mundo; su oración no se puede reemplazar.'],
      ['Completa todos los campos obligatorios'],
    ]);
  });

  it('takes a file larger than the ordinary 100 KB body limit from an admin only', async () => {
    const rows = Array.from({ length: 300 }, (_, i) => {
      const d = new Date(Date.UTC(2026, 5, 1) + i * 86_400_000).toISOString().slice(0, 10);
      return `${d},Prayer ${i},"${'Lord, hear our prayer. '.repeat(20)}",Hope`;
    });
    const text = `date,title,content,topic\n${rows.join('\n')}`;
    expect(text.length).toBeGreaterThan(100 * 1024);
    const res = await admin.post('/api/admin/daily-prayers/import', { format: 'csv', text });
    expect(res.status).toBe(200);
    expect(res.body.imported).toBe(300);
    expect((await user.post('/api/admin/daily-prayers/import', { format: 'csv', text })).status).toBe(413);
  });
});

describe('POST /api/admin/preview', () => {
  it('answers 501 when the server was built without the bots’ formatters, 403 for non-admins', async () => {
    expect((await admin.post('/api/admin/preview', { title: 'T', content: 'C', date: '2026-05-01' })).status).toBe(501);
    expect((await user.post('/api/admin/preview', { title: 'T', content: 'C', date: '2026-05-01' })).status).toBe(403);
  });
});
