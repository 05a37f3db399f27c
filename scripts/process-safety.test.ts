/**
 * The process-level safety nets: a database or platform that is unreachable for a while is a
 * warning and the app serves on; anything else unhandled exits 1 for the supervisor to restart.
 */
import { describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm';
import { isTransient, onUncaughtException, onUnhandledRejection } from './process-safety';

function spyDeps() {
  const warnings: object[] = [];
  const fatals: object[] = [];
  const exits: number[] = [];
  return {
    warnings,
    fatals,
    exits,
    deps: {
      log: () => ({ warn: (o: object) => void warnings.push(o), fatal: (o: object) => void fatals.push(o) }),
      exit: (code: number) => void exits.push(code),
    },
  };
}

const coded = (code: string, message = code) => Object.assign(new Error(message), { code });
/** What drizzle throws when postgres.js fails a query: the driver's error as `cause`. */
const wrapped = (cause: Error) => new DrizzleQueryError('select 1', [], cause);

describe('isTransient', () => {
  it.each([
    ['a refused connection, wrapped by drizzle', wrapped(coded('ECONNREFUSED'))],
    ['a connection postgres.js saw close', coded('CONNECTION_CLOSED')],
    ['a backend terminated by an administrator', wrapped(coded('57P01', 'terminating connection'))],
    ['a connect timeout', coded('CONNECT_TIMEOUT')],
    ['a statement timeout', wrapped(coded('57014', 'canceling statement due to statement timeout'))],
    ['too many clients', coded('53300')],
    ['our watchdog giving up on a silent database', coded('DATABASE_UNREACHABLE')],
    ["node's happy-eyeballs AggregateError", Object.assign(new AggregateError([coded('ECONNREFUSED')]), {})],
    ["grammY's network error", Object.assign(new Error('Network request failed'), { name: 'HttpError' })],
    ["Slack's request error", coded('slack_webapi_request_error')],
  ])('%s is transient', (_name, error) => {
    expect(isTransient(error)).toBe(true);
  });

  it.each([
    ['a TypeError', new TypeError("Cannot read properties of null (reading 'write')")],
    ['a unique violation', wrapped(coded('23505', 'duplicate key'))],
    ['a syntax error', wrapped(coded('42601'))],
    ['a string', 'boom'],
    ['undefined', undefined],
  ])('%s is not', (_name, error) => {
    expect(isTransient(error)).toBe(false);
  });
});

describe('the safety nets', () => {
  it('a transient unhandled rejection is a warning and the process goes on', () => {
    const s = spyDeps();
    onUnhandledRejection(wrapped(coded('57P01')), s.deps);
    expect(s.exits).toEqual([]);
    expect(s.warnings).toEqual([{ event: 'unhandled_rejection', transient: true, code: '57P01' }]);
  });

  it('any other unhandled rejection exits 1, logged with its name and code', () => {
    const s = spyDeps();
    onUnhandledRejection(wrapped(coded('23505')), s.deps);
    expect(s.exits).toEqual([1]);
    expect(s.fatals).toMatchObject([{ event: 'unhandled_rejection', err: { code: '23505' } }]);
  });

  it('an uncaught exception exits 1, even a transient-looking one', () => {
    const s = spyDeps();
    onUncaughtException(coded('ECONNRESET'), 'uncaughtException', s.deps);
    expect(s.exits).toEqual([1]);
    expect(s.fatals).toMatchObject([{ event: 'uncaught_exception', origin: 'uncaughtException' }]);
  });
});
