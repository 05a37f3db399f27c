/** The one-time reference check as the maintainer runs it (decision 257): what it prints and its exit code. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DbHandle } from '@dps/db/client';
import { prayers, topics } from '@dps/db/schema';
import { createTestDb } from '../../core/test/create-test-db';
import { testCtx } from '../../core/test/context';
import { runReferenceCheck, USAGE } from './check-daily-prayer-references';

let h: DbHandle;
beforeAll(async () => {
  h = await createTestDb();
});
afterAll(() => h.close());

it('passes a database whose scheduled prayers all resolve, then reports and withdraws one that does not', async () => {
  const ctx = testCtx(h.db, '2026-03-10T12:00:00Z');
  const hopeId = (await h.db.select({ id: topics.id }).from(topics).where(eq(topics.name, 'Hope')))[0]!.id;
  const add = (date: string, scriptureReference: string, language = 'en') =>
    h.db
      .insert(prayers)
      .values({
        kind: 'daily',
        title: 'Old',
        content: 'Text',
        scriptureReference,
        topicId: hopeId,
        date,
        language,
        createdAt: new Date(),
      })
      .returning({ id: prayers.id })
      .then((r) => r[0]!.id);
  await add('2026-04-01', 'John 3:16 (WEB)');
  await add('2026-04-01', 'Juan 3:16 (RV1909)', 'es');
  expect(await runReferenceCheck([], ctx)).toEqual({
    code: 0,
    lines: ['All 2 scheduled prayers resolve in their Bible.'],
  });

  const bad = await add('2026-04-02', 'Jhn 99:1');
  const dry = await runReferenceCheck([], ctx);
  expect(dry).toEqual({
    code: 1,
    lines: [
      `#${bad} 2026-04-02 en “Jhn 99:1”: John has 21 chapters: there is no chapter 99. (would be withdrawn with --withdraw)`,
      '1 of 3 scheduled prayers fail the check.',
    ],
  });
  const run = await runReferenceCheck(['--withdraw'], ctx);
  expect(run.lines).toEqual([
    `#${bad} 2026-04-02 en “Jhn 99:1”: John has 21 chapters: there is no chapter 99. WITHDRAWN`,
    '1 of 3 scheduled prayers fail the check; 1 withdrawn.',
  ]);
  expect(await runReferenceCheck([], ctx)).toEqual({
    code: 0,
    lines: ['All 2 scheduled prayers resolve in their Bible.'],
  });
  expect(await runReferenceCheck(['--fix'], ctx)).toEqual({ code: 2, lines: [USAGE] });
});
