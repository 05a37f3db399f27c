/** The 30-day question answered on the web: POST /api/user/prayers/:id/keep (decision 321). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { Browser } from './http-client';
import { signIn } from './sign-in';
import { startTestServer, type TestServer } from './start-test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ now: '2026-03-10T15:00:00Z' });
});
afterAll(() => server?.close());

const DAY = 86_400_000;

async function authorWithRequest() {
  const b = new Browser(server.url);
  const { user } = await signIn(server, b);
  const made = await b.post('/api/user/prayers', { title: 'For my mother', content: 'Heal her.' });
  return { b, id: made.body.id as number, userId: user.id };
}

describe('POST /api/user/prayers/:id/keep', () => {
  it('"still" gives the author 30 more days; "answered" marks it answered with the note; "archive" puts it away', async () => {
    const { b, id } = await authorWithRequest();
    const still = await b.post(`/api/user/prayers/${id}/keep`, { choice: 'still' });
    expect(still.status).toBe(200);
    expect(still.body).toMatchObject({
      id,
      title: 'For my mother',
      choice: 'still',
      archivedAt: null,
      answeredAt: null,
      asksAt: new Date(Date.parse('2026-03-10T15:00:00Z') + 30 * DAY).toISOString(),
    });
    const archived = await b.post(`/api/user/prayers/${id}/keep`, { choice: 'archive' });
    expect(archived.body).toMatchObject({ archivedAt: '2026-03-10T15:00:00.000Z', asksAt: null });
    const answered = await b.post(`/api/user/prayers/${id}/keep`, { choice: 'answered', note: 'She is home.' });
    expect(answered.body).toMatchObject({
      answeredAt: '2026-03-10T15:00:00.000Z',
      answeredNote: 'She is home.',
      archivedAt: null,
      asksAt: null,
    });
  });

  it('only the author: anyone else gets 404, and a stray choice is refused in the person’s language', async () => {
    const { b, id, userId } = await authorWithRequest();
    const other = new Browser(server.url);
    await signIn(server, other);
    const theirs = await other.post(`/api/user/prayers/${id}/keep`, { choice: 'archive' });
    expect(theirs.status).toBe(404);
    expect((await b.post(`/api/user/prayers/${id}/keep`, { choice: 'delete' })).body).toMatchObject({
      error: 'Please choose: still praying, answered, or archive.',
    });
    // A person who reads Spanish is answered in Spanish.
    await server.ctx.db.execute(sql`update user_settings set language = 'es' where user_id = ${userId}`);
    const es = await b.post(`/api/user/prayers/${id}/keep`, { choice: 'nada' });
    expect(es.status).toBe(400);
    expect(es.body).toMatchObject({ error: 'Elige una opción: sigo orando, respondida o archivar.' });
    expect((await b.get('/api/user/prayers')).body[0]).toMatchObject({ id, answeredAt: null });
  });
});
