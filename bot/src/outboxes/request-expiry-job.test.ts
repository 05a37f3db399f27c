/** The scheduler's request job (decisions 321, 322): the one-time notice on its first tick, the 30-day questions every 10 minutes. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, type DbHandle } from '@dps/db/client';
import { createTestDb } from '@dps/core/test/create-test-db';
import { testCtx } from '@dps/core/test/context';
import { makeUser } from '@dps/core/test/factories';
import { createRequestExpiryJob } from './request-expiry-job';

const DAY = 86_400_000;
let h: DbHandle;
beforeAll(async () => {
  h = await createTestDb();
});
afterAll(() => h.close());

describe('the request job', () => {
  it('tells authors of moved requests once, and asks about a request 30 days old at most every 10 minutes', async () => {
    const ctx = testCtx(h.db, '2026-12-07T10:00:00Z');
    const ana = await makeUser(ctx, { firstName: 'Ana' });
    await h.db.execute(
      sql`insert into user_prayers (user_id, title, content, date, source, updated_at, moved_from_wall_at)
          values (${ana.id}, 'Moved', 'words', '2026-12-07', 'telegram', ${ctx.clock.now().toISOString()}, ${ctx.clock.now().toISOString()})`,
    );
    const job = createRequestExpiryJob({ ctx });
    expect(await job.runOnce()).toEqual({ moved: { told: 1 }, expiry: { asked: 0, archived: 0 } });
    ctx.clock.advance(30 * DAY);
    // The same process within 10 minutes: nothing; a new process: the notice is not told again.
    expect(await job.runOnce()).toEqual({ moved: null, expiry: { asked: 1, archived: 0 } });
    ctx.clock.advance(60_000);
    expect(await job.runOnce()).toEqual({ moved: null, expiry: null });
    expect(await createRequestExpiryJob({ ctx }).runOnce()).toEqual({ moved: null, expiry: { asked: 0, archived: 0 } });
    const kinds = await queryRows<{ kind: string }>(
      h.db,
      sql`select kind from notifications where user_id = ${ana.id} and kind <> 'welcome' order by id`,
    );
    expect(kinds.map((r) => r.kind)).toEqual(['requests_moved', 'request_expiry']);
  });
});
