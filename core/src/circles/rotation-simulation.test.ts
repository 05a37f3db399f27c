import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@dps/db/client';
import { createTestDb } from '../../test/create-test-db';
import { testCtx } from '../../test/context';
import { simulateRotation } from './rotation/simulate-rotation';

/**
 * No request left unprayed (decisions 301, 303): a 10-member group with 20 open requests, about
 * six new ones a week, members praying on 60% of days through their daily message, eight measured
 * weeks after one of warm-up. Prints its figures for the closing note.
 */
describe('the rotation in a 10-member group', () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await createTestDb();
  });
  afterAll(() => h.close());

  it('gives 95% of new requests 3 prayers within 24 hours, and none waits 48 hours for its first', async () => {
    const ctx = testCtx(h.db, '2027-01-01T00:00:00Z');
    const figures = await simulateRotation(ctx, {
      members: 10,
      openRequests: 20,
      prayingShare: 0.6,
      // About 0.85 new requests a day: 0 on 35% of days, 1 on 45%, 2 on 20%.
      arrivals: [0.35, 0.45, 0.2],
      warmupDays: 7,
      measuredDays: 56,
      seed: 20261207,
      start: '2027-01-04',
      target: '-100900',
    });
    console.info(
      `rotation: ${figures.measured} new requests, ${(figures.shareWithThreeIn24h * 100).toFixed(1)}% with 3+ prayers in 24 h ` +
        `(median ${figures.medianPrayersIn24h}), longest first wait ${figures.longestFirstWaitHours} h, ${figures.prayers} prayers in ${figures.days} days`,
    );
    expect(figures.measured).toBeGreaterThan(30);
    expect(figures.shareWithThreeIn24h).toBeGreaterThanOrEqual(0.95);
    expect(figures.longestFirstWaitHours).toBeLessThanOrEqual(48);
  }, 600_000);
});
