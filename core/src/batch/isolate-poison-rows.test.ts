/**
 * A row is set aside only for what is wrong with it: a lost connection fails the whole batch (its
 * results are kept and written later), even when the database answers again before the rows are done.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@dps/db/client';
import { createTestDb } from '../../test/create-test-db';
import { testCtx } from '../../test/context';
import type { Ctx } from '../context';
import { isConnectionFailure, runIsolated } from './isolate-poison-rows';

let h: DbHandle;
let ctx: Ctx;

beforeAll(async () => {
  h = await createTestDb();
  ctx = testCtx(h.db);
});
afterAll(() => h?.close());

const failure = (code: string) => Object.assign(new Error(`failed (${code})`), { code });
/** The shape drizzle gives a driver's error: wrapped, the code in `cause`. */
const wrapped = (code: string) => Object.assign(new Error('Failed query'), { cause: failure(code) });

describe('runIsolated', () => {
  it('redoes a failed batch row by row and sets aside only the row the database refuses', async () => {
    const done: number[] = [];
    const r = await runIsolated(ctx, {
      event: 'test_row_unrecordable',
      batch: () => Promise.reject(wrapped('22P05')),
      keys: () => [1, 2, 3],
      one: async (k) => {
        if (k === 2) throw wrapped('22P05'); // untranslatable character: this row's own
        done.push(k);
        return k;
      },
      describe: (k) => ({ id: k }),
    });
    expect(r).toEqual({ results: [1, 3], poison: [2] });
    expect(done).toEqual([1, 3]);
  });

  it.each(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'CONNECTION_CLOSED', 'CONNECT_TIMEOUT', '08006', '57P01', '40P01'])(
    'a %s while redoing rows throws the batch error and sets nothing aside, though the database answers again',
    async (code) => {
      const batchError = wrapped('08006');
      const tried: number[] = [];
      const run = runIsolated(ctx, {
        event: 'test_row_unrecordable',
        batch: () => Promise.reject(batchError),
        keys: () => [1, 2, 3, 4],
        // The outage ends after the first row: before, rows 1 and 2 were set aside (their results lost).
        one: async (k) => {
          tried.push(k);
          if (k === 1) throw wrapped(code);
          return k;
        },
        describe: (k) => ({ id: k }),
      });
      await expect(run).rejects.toBe(batchError);
      expect(tried).toEqual([1]);
    },
  );

  it('tells a row’s own failure from the database’s', () => {
    for (const code of ['23505', '22021', '22P05', 'P0001', '55P03', '57014', 'XX001', '42703'])
      expect(isConnectionFailure(failure(code)), code).toBe(false);
    expect(isConnectionFailure(new Error('no code'))).toBe(false);
    for (const code of ['ECONNRESET', 'ETIMEDOUT', 'CONNECTION_DESTROYED', '08001', '53300', '57P03', '58030', '40001'])
      expect(isConnectionFailure(wrapped(code)), code).toBe(true);
  });
});
