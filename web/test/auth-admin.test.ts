/** `npm run admin -- grant <email>` (scripts/maintain/admin.ts): the command and the script itself. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWithPassword } from '@dps/core/accounts/register';
import { runAdmin, USAGE } from '../../scripts/maintain/admin';
import { startTestServer, type TestServer } from './start-test-server';
import { IpBrowser } from './fakes/ip-browser';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
  await registerWithPassword(s.ctx, { email: 'ezra@example.test', password: 'scribe-of-the-law', firstName: 'Ezra' });
});
afterAll(() => s.close());

describe('runAdmin', () => {
  it('grant makes an existing account an admin (email in any case); the person sees role admin', async () => {
    const b = new IpBrowser(s.url);
    expect((await b.post('/auth/login', { email: 'ezra@example.test', password: 'scribe-of-the-law' })).body.role).toBe('user');
    expect(await runAdmin(['grant', 'EZRA@example.test'], s.ctx)).toEqual({ code: 0, message: 'ezra@example.test is now an admin.' });
    expect((await b.get('/auth/user')).body.role).toBe('admin');
    // Idempotent.
    expect((await runAdmin(['grant', 'ezra@example.test'], s.ctx)).code).toBe(0);
  });

  it('an unknown email or a bad command fails with a clear line', async () => {
    expect(await runAdmin(['grant', 'nehemiah@example.test'], s.ctx)).toEqual({ code: 1, message: 'No account with this email.' });
    expect(await runAdmin(['grant', 'not-an-email'], s.ctx)).toEqual({ code: 1, message: 'Please enter a valid email address.' });
    for (const args of [[], ['grant'], ['revoke', 'ezra@example.test'], ['grant', 'a@b.c', 'extra']]) {
      expect(await runAdmin(args, s.ctx)).toEqual({ code: 2, message: USAGE });
    }
  });
});

describe('the script', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'dps-admin-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('runs against the configured database and exits non-zero when there is no such account', () => {
    const env = { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, NODE_ENV: 'development' };
    const run = (...args: string[]) =>
      spawnSync('npx', ['tsx', 'scripts/maintain/admin.ts', ...args], { cwd: join(import.meta.dirname, '..', '..'), env, encoding: 'utf8' });
    const usage = run();
    expect(usage.status).toBe(2);
    expect(usage.stderr).toContain(USAGE);
    const missing = run('grant', 'nobody@example.test');
    expect(missing.stderr).toContain('No account with this email.');
    expect(missing.status).toBe(1);
  }, 60_000);
});
