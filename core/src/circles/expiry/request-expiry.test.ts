import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { notifications, userPrayers, userSettings } from '@dps/db/schema';
import type { DbHandle } from '@dps/db/client';
import { createTestDb } from '../../../test/create-test-db';
import { actor, testCtx } from '../../../test/context';
import { makeUser } from '../../../test/factories';
import { createUserPrayer } from '../../user-prayers/create-user-prayer';
import { claimNotificationSends } from '../../notifications/notification-outbox';
import { notificationButtons } from '../../notifications/notification-buttons';
import { keepRequest } from './keep-request';
import { runRequestExpiry } from './request-expiry';

const DAY = 86_400_000;
const START = '2026-10-01T09:00:00Z';

let h: DbHandle;
beforeAll(async () => {
  h = await createTestDb();
});
afterAll(() => h.close());

/** A request's last word is its making, on the test's clock (the column's default is the database's). */
const madeNow = (id: number) => h.db.execute(sql`update user_prayers set updated_at = created_at where id = ${id}`);

async function setup(language: 'en' | 'es' = 'en') {
  const ctx = testCtx(h.db, START);
  // Each test counts its own requests: the ones an earlier test left open are put away.
  await h.db.execute(sql`update user_prayers set archived_at = now() where archived_at is null`);
  const ana = await makeUser(ctx, { firstName: 'Ana' });
  await h.db.update(userSettings).set({ language }).where(eq(userSettings.userId, ana.id));
  // Her private Telegram chat, where she is told by default (decision 196).
  const chatId = 7_000_000 + ana.id;
  await h.db.execute(
    sql`insert into telegram_chats (chat_id, type, user_id, language) values (${chatId}, 'private', ${ana.id}, ${language})`,
  );
  const req = await createUserPrayer(actor(ctx, ana.id), { title: 'For my mother’s surgery', content: 'Heal her.' });
  await madeNow(req.id);
  const asks = () =>
    h.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, ana.id), eq(notifications.kind, 'request_expiry')));
  const row = async () => (await h.db.select().from(userPrayers).where(eq(userPrayers.id, req.id)))[0]!;
  return { ctx, ana, req, asks, row, chatId };
}

describe('30 days without a word: the author is asked, then it is archived', () => {
  it('day 29 nothing; day 30 asked once (bell and chat, with three buttons); day 37 archived', async () => {
    const { ctx, req, asks, row, chatId } = await setup();
    ctx.clock.advance(29 * DAY);
    expect(await runRequestExpiry(ctx)).toEqual({ asked: 0, archived: 0 });
    expect(await asks()).toEqual([]);

    ctx.clock.advance(DAY);
    expect(await runRequestExpiry(ctx)).toEqual({ asked: 1, archived: 0 });
    expect(await runRequestExpiry(ctx)).toEqual({ asked: 0, archived: 0 });
    const [n] = await asks();
    expect(n).toMatchObject({
      title: 'Are you still praying for this?',
      body: '“For my mother’s surgery” has had no update for 30 days. Still praying, answered, or archive? If we hear nothing, it will be archived in 7 days.',
      link: '/my-prayers',
      aboutKind: 'prayer',
      aboutId: req.id,
    });
    expect((await row()).expiryAskedAt).toEqual(ctx.clock.now());
    const sends = (await claimNotificationSends(ctx)).filter((s) => s.target === String(chatId));
    expect(sends).toHaveLength(1);
    expect(notificationButtons({ kind: sends[0]!.kind!, aboutId: sends[0]!.aboutId ?? null })).toEqual([
      { labelKey: 'keep.still', action: 'keep', value: `still:${req.id}` },
      { labelKey: 'keep.answered', action: 'keep', value: `answered:${req.id}` },
      { labelKey: 'keep.archive', action: 'keep', value: `archive:${req.id}` },
    ]);

    ctx.clock.advance(6 * DAY);
    expect((await runRequestExpiry(ctx)).archived).toBe(0);
    ctx.clock.advance(DAY);
    expect(await runRequestExpiry(ctx)).toEqual({ asked: 0, archived: 1 });
    expect((await row()).archivedAt).toEqual(ctx.clock.now());
    expect(await asks()).toHaveLength(1);
  });

  it('"still praying" gives it 30 more days from the answer, and it is asked again then', async () => {
    const { ctx, ana, req, asks, row } = await setup();
    ctx.clock.advance(30 * DAY);
    await runRequestExpiry(ctx);
    ctx.clock.advance(3 * DAY);
    const kept = await keepRequest(actor(ctx, ana.id), { requestId: req.id, choice: 'still' });
    expect(kept).toMatchObject({ id: req.id, archivedAt: null, answeredAt: null });
    expect(kept.asksAt).toEqual(new Date(ctx.clock.now().getTime() + 30 * DAY));
    expect(await row()).toMatchObject({ updatedAt: ctx.clock.now(), expiryAskedAt: null });
    // The question answered leaves the unread count.
    expect((await asks())[0]!.readAt).toEqual(ctx.clock.now());

    ctx.clock.advance(7 * DAY);
    expect(await runRequestExpiry(ctx)).toEqual({ asked: 0, archived: 0 });
    ctx.clock.advance(22 * DAY);
    expect((await runRequestExpiry(ctx)).asked).toBe(0);
    ctx.clock.advance(DAY);
    expect((await runRequestExpiry(ctx)).asked).toBe(1);
    expect(await asks()).toHaveLength(2);
  });

  it('"answered" and "archive" end the questions; an answered or archived request is never asked', async () => {
    const { ctx, ana, req, row } = await setup();
    const other = await createUserPrayer(actor(ctx, ana.id), { title: 'Work', content: 'A job.' });
    await madeNow(other.id);
    ctx.clock.advance(30 * DAY);
    expect((await runRequestExpiry(ctx)).asked).toBe(2);
    const answered = await keepRequest(actor(ctx, ana.id), {
      requestId: req.id,
      choice: 'answered',
      note: 'She is home.',
    });
    expect(answered).toMatchObject({ answeredNote: 'She is home.', asksAt: null, archivedAt: null });
    expect((await row()).answeredAt).toEqual(ctx.clock.now());
    const archived = await keepRequest(actor(ctx, ana.id), { requestId: other.id, choice: 'archive' });
    expect(archived).toMatchObject({ archivedAt: ctx.clock.now(), asksAt: null });
    ctx.clock.advance(60 * DAY);
    expect(await runRequestExpiry(ctx)).toEqual({ asked: 0, archived: 0 });
  });

  it('only the author: anyone else is told it is not found, and a stray choice is refused', async () => {
    const { ctx, req, row } = await setup();
    const bob = await makeUser(ctx, { firstName: 'Bob' });
    await expect(keepRequest(actor(ctx, bob.id), { requestId: req.id, choice: 'archive' })).rejects.toMatchObject({
      code: 'not_found',
    });
    await expect(
      keepRequest(actor(ctx, bob.id), { requestId: req.id, choice: 'delete' as never }),
    ).rejects.toMatchObject({ code: 'validation' });
    expect((await row()).archivedAt).toBeNull();
  });

  it('asks in the author’s language', async () => {
    const { ctx, asks } = await setup('es');
    ctx.clock.advance(30 * DAY);
    await runRequestExpiry(ctx);
    expect((await asks())[0]).toMatchObject({
      title: '¿Sigues orando por esto?',
      body: '«For my mother’s surgery» lleva 30 días sin novedades. ¿Sigues orando, fue respondida o la archivamos? Si no sabemos nada, se archivará en 7 días.',
    });
  });
});
