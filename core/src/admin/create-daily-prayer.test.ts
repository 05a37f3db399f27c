import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DbHandle } from '@dps/db/client';
import { prayers, topics, users } from '@dps/db/schema';
import { createTestDb } from '../../test/create-test-db';
import { actor, testCtx } from '../../test/context';
import { makeUser } from '../../test/factories';
import type { ActorCtx } from '../context';
import { createDailyPrayer } from './create-daily-prayer';

let h: DbHandle;
let admin: ActorCtx;
let member: ActorCtx;
let hope: { id: number; name: string };

const form = () => ({
  title: 'Morning Hope',
  content: 'Lord, renew my hope.\n\nAmen.',
  scripture:
    'Now may the God of hope fill you with all joy and peace in believing, that you may abound in hope in the power of the Holy Spirit.',
  scripture_reference: 'Romans 15:13',
  topic_id: String(hope.id),
  date: '2026-03-15',
  is_daily: true as const,
});

beforeAll(async () => {
  h = await createTestDb();
  const ctx = testCtx(h.db);
  admin = actor(ctx, (await makeUser(ctx, { role: 'admin' })).id);
  member = actor(ctx, (await makeUser(ctx)).id);
  hope = (await h.db.select({ id: topics.id, name: topics.name }).from(topics).where(eq(topics.name, 'Hope')))[0]!;
});
afterAll(() => h.close());

describe('createDailyPrayer', () => {
  it("schedules a daily prayer from the admin form's snake_case payload", async () => {
    const created = await createDailyPrayer(admin, form());
    expect(created).toEqual({
      id: expect.any(Number),
      title: 'Morning Hope',
      content: 'Lord, renew my hope.\n\nAmen.',
      scripture:
        'Now may the God of hope fill you with all joy and peace in believing, that you may abound in hope in the power of the Holy Spirit.',
      scriptureReference: 'Romans 15:13',
      topicId: hope.id,
      topicName: 'Hope',
      language: 'en',
      date: '2026-03-15',
    });
    const [row] = await h.db.select().from(prayers).where(eq(prayers.id, created.id));
    expect(row).toMatchObject({ kind: 'daily', date: '2026-03-15', createdBy: admin.userId, topicId: hope.id });
  });

  it('accepts camelCase fields, trims, and leaves scripture and reference optional', async () => {
    const created = await createDailyPrayer(admin, {
      title: '  Quiet ',
      content: ' Be still. ',
      scripture: '  ',
      topicId: hope.id,
      date: '2026-03-16',
    });
    expect(created).toMatchObject({
      title: 'Quiet',
      content: 'Be still.',
      scripture: null,
      scriptureReference: null,
      topicId: hope.id,
    });
    const viaCamel = await createDailyPrayer(admin, {
      ...form(),
      date: '2026-03-17',
      scripture: '',
      scripture_reference: undefined,
      scriptureReference: 'Psalm 46:10',
    } as never);
    expect(viaCamel.scriptureReference).toBe('Psalm 46:10');
  });

  it('is for admins only, checked against the database, whatever the payload', async () => {
    const before = await h.db.$count(prayers);
    for (const payload of [form(), {}]) {
      await expect(createDailyPrayer(member, payload as never)).rejects.toMatchObject({
        code: 'forbidden',
        message: "You don't have permission to access this page.",
      });
    }
    // A demoted admin loses access at once.
    const former = actor(admin, (await makeUser(admin, { role: 'admin' })).id);
    await h.db.update(users).set({ role: 'user' }).where(eq(users.id, former.userId));
    await expect(createDailyPrayer(former, form())).rejects.toMatchObject({ code: 'forbidden' });
    expect(await h.db.$count(prayers)).toBe(before);
  });

  it('requires title, content, topic and date', async () => {
    for (const missing of ['title', 'content', 'topic_id', 'date'] as const) {
      for (const blank of ['', '   ', undefined, null]) {
        await expect(createDailyPrayer(admin, { ...form(), [missing]: blank } as never)).rejects.toMatchObject({
          code: 'validation',
          title: 'Validation Error',
          message: 'Please fill in all required fields',
        });
      }
    }
  });

  it('refuses a date that is not a real yyyy-MM-dd date, and an unknown topic', async () => {
    for (const date of ['2026-02-30', '15/03/2026', '2026-3-5', 'tomorrow']) {
      await expect(createDailyPrayer(admin, { ...form(), date })).rejects.toMatchObject({
        code: 'validation',
        message: expect.stringContaining('valid date'),
      });
    }
    await expect(createDailyPrayer(admin, { ...form(), topic_id: 9_999_999 })).rejects.toMatchObject({
      code: 'validation',
      message: 'Please choose a valid topic.',
    });
    await expect(createDailyPrayer(admin, { ...form(), is_daily: false } as never)).rejects.toMatchObject({
      code: 'validation',
    });
  });
});
