/**
 * The plan filter's options over HTTP (decision 269): anyone may ask which topics and lengths have
 * plans in a language; the answer follows the seeded library, and a language it lacks is refused in words.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFiveDayPlans, seedFixturePlans } from '@dps/core/plans/plan-test-helpers';
import { Browser } from './http-client';
import { startTestServer, type TestServer } from './start-test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ now: '2026-03-10T05:00:00Z' });
  await seedFixturePlans(server.db.db);
  await seedFiveDayPlans(server.db.db);
});
afterAll(() => server?.close());

describe('GET /api/plans/filters', () => {
  it('answers the topics and lengths of the language’s plans, not every tag', async () => {
    const anyone = new Browser(server.url);
    const es = await anyone.get('/api/plans/filters?language=es');
    expect(es.status).toBe(200);
    expect(es.body).toEqual({ topics: [{ tag: 'gratitude', lengths: ['short'] }], lengths: ['short'] });
    const en = await anyone.get('/api/plans/filters');
    expect(en.body.topics.map((t: { tag: string }) => t.tag)).toEqual(['gratitude', 'rest', 'bible', 'gospels', 'psalms']);
    const fr = await anyone.get('/api/plans/filters?language=fr');
    expect(fr.status).toBe(400);
  });
});
