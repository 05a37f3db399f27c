/** The one line a broken database setting prints at start-up: the server, the cause, never the password. */
import { describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm';
import { describeDatabaseStartupError, isDatabaseUnavailable } from './database-errors';

const url = 'postgres://app:s3cret@db.example:6543/prayer';
const coded = (code: string, message = code) => Object.assign(new Error(message), { code });
const line = (e: unknown) =>
  describeDatabaseStartupError(new DrizzleQueryError('create schema', [], e as Error), { url, connectTimeoutMs: 2000 });

describe('describeDatabaseStartupError', () => {
  it.each([
    ['ECONNREFUSED', /^Database unreachable: db\.example:6543 refused the connection/],
    ['CONNECT_TIMEOUT', /^Database unreachable: db\.example:6543 did not answer within 2 s\./],
    ['ENOTFOUND', /^Database unreachable: the host of db\.example:6543 could not be found\./],
    ['3D000', /^Database "prayer" does not exist on db\.example:6543\. Create it or fix DATABASE_URL\.$/],
    ['28P01', /^Database refused user "app" on db\.example:6543 \(wrong password\)\./],
    ['28000', /^Database refused user "app" on db\.example:6543 \(no such role or not allowed\)\./],
  ])('%s', (code, pattern) => {
    const text = line(coded(code));
    expect(text).toMatch(pattern);
    expect(text).not.toContain('s3cret');
    expect(text).not.toContain('\n');
  });

  it('anything else: the driver’s own first line, not the wrapped query', () => {
    const text = line(coded('XX000', 'internal error\nDETAIL: more'));
    expect(text).toBe('Database error at start-up on db.example:6543: XX000 internal error');
  });
});

describe('isDatabaseUnavailable', () => {
  it('sees through drizzle to the driver', () => {
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], coded('08006')))).toBe(true);
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], coded('23505')))).toBe(false);
  });
});
