import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DbHandle } from '@dps/db/client';
import { contactMessages } from '@dps/db/schema';
import { createTestDb } from '../../test/create-test-db';
import { testCtx } from '../../test/context';
import { makeUser } from '../../test/factories';
import type { Ctx, Log } from '../context';
import { submitContactMessage } from './submit-contact-message';

let h: DbHandle;
let ctx: Ctx;
const logged: string[] = [];

beforeAll(async () => {
  h = await createTestDb();
  const record = (obj: object, msg?: string) => void logged.push(JSON.stringify(obj) + (msg ?? ''));
  const log: Log = { info: record, warn: record, error: record };
  ctx = { ...testCtx(h.db, '2026-03-10T12:00:00Z'), log };
});
afterAll(() => h.close());

const valid = { name: 'Ann', email: 'ann@example.com', subject: 'Hello', message: 'Thank you for this app.' };

describe('submitContactMessage', () => {
  it('stores the trimmed message, with the sender when signed in, and never logs its content', async () => {
    const user = await makeUser(ctx);
    const { id } = await submitContactMessage(
      ctx,
      { name: ' Ann ', email: ' ann@example.com ', subject: ' Hello ', message: ' Private words about my grief. ' },
      { userId: user.id },
    );
    const [row] = await h.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({
      userId: user.id,
      name: 'Ann',
      email: 'ann@example.com',
      subject: 'Hello',
      message: 'Private words about my grief.',
      createdAt: new Date('2026-03-10T12:00:00Z'),
    });
    expect(logged.join('\n')).not.toMatch(/grief|Hello|ann@example/);

    const anon = await submitContactMessage(ctx, valid);
    const [anonRow] = await h.db.select().from(contactMessages).where(eq(contactMessages.id, anon.id));
    expect(anonRow!.userId).toBeNull();
  });

  it('requires all four fields after trimming', async () => {
    const before = await h.db.$count(contactMessages);
    for (const key of ['name', 'email', 'subject', 'message'] as const) {
      for (const blank of ['', '   ', undefined]) {
        await expect(submitContactMessage(ctx, { ...valid, [key]: blank } as never)).rejects.toMatchObject({
          code: 'validation',
          title: 'Missing Information',
          message: 'Please fill in all fields.',
        });
      }
    }
    // A blank form with a bad email still says "Missing Information" first.
    await expect(submitContactMessage(ctx, { ...valid, email: 'nope', message: '' })).rejects.toMatchObject({
      title: 'Missing Information',
    });
    expect(await h.db.$count(contactMessages)).toBe(before);
  });

  it('refuses an email address that does not look like one', async () => {
    for (const email of ['ann', 'ann@', '@example.com', 'ann@example', 'a n@example.com', 'ann@@example.com']) {
      await expect(submitContactMessage(ctx, { ...valid, email })).rejects.toMatchObject({
        code: 'validation',
        title: 'Invalid Email',
        message: 'Please enter a valid email address.',
      });
    }
  });

  it('caps the length of each field', async () => {
    await expect(
      submitContactMessage(ctx, { ...valid, message: 'm'.repeat(5000), name: 'n'.repeat(100) }),
    ).resolves.toBeDefined();
    for (const over of [
      { name: 'n'.repeat(101) },
      { email: `${'e'.repeat(250)}@x.com` },
      { subject: 's'.repeat(201) },
      { message: 'm'.repeat(5001) },
    ]) {
      await expect(submitContactMessage(ctx, { ...valid, ...over })).rejects.toMatchObject({ code: 'validation' });
    }
  });
});
