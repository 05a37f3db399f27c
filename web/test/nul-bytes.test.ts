import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from './http-client';
import { startTestServer, type TestServer } from './start-test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('text PostgreSQL cannot store (U+0000)', () => {
  it('is refused with a clear 400 on every route, /auth included, and creates nothing', async () => {
    const b = new Browser(server.url);
    const reg = await b.post('/auth/register', { email: 'nul@example.test', password: 'a long pass\u0000word', firstName: 'N' });
    expect(reg.status).toBe(400);
    expect(reg.body.error).toBe('The text contains a character that cannot be saved.');
    const login = await b.post('/auth/login', { email: 'nul\u0000@example.test', password: 'whatever123' });
    expect(login.status).toBe(400);
    const contact = await b.post('/api/contact', { name: 'A', email: 'a@b.co', subject: 's', message: { deep: ['x\u0000'] } });
    expect(contact.status).toBe(400);
    const again = await b.post('/auth/login', { email: 'nul@example.test', password: 'a long password' });
    expect(again.status).toBe(401); // the register above never created the account
  });
});
