import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { DbHandle } from '@dps/db/client';
import { queryRows } from '@dps/db/client';
import {
  completions,
  contactMessages,
  favorites,
  goals,
  identities,
  prayers,
  reflectionLikes,
  reflections,
  sessions,
  slackChannelSubscriptions,
  telegramChats,
  userPrayers,
  userSettings,
  users,
} from '@dps/db/schema';
import { createTestDb } from '../../test/create-test-db';
import { testCtx } from '../../test/context';
import { makeUser } from '../../test/factories';
import { findOrCreateUserByIdentity } from './identities';
import { mergeUsers, USER_REFERENCES } from './merge-users';
import { createSession } from './create-session';
import { getSessionUser } from './sessions';

let h: DbHandle;
let ctx: ReturnType<typeof testCtx>;
let p: number[];
beforeAll(async () => {
  h = await createTestDb();
  ctx = testCtx(h.db);
  const rows = await h.db
    .insert(prayers)
    .values([1, 2, 3].map((i) => ({ kind: 'topic' as const, title: `Merge prayer ${i}`, content: 'Lord, hear us.' })))
    .returning({ id: prayers.id });
  p = rows.map((r) => r.id);
});
afterAll(() => h.close());

/** Rows per table owned by a person (the user-facing things a merge must not lose). */
async function owned(userId: number) {
  const n = async (q: Promise<unknown[]>) => (await q).length;
  return {
    completions: await n(h.db.select().from(completions).where(eq(completions.userId, userId))),
    favorites: await n(h.db.select().from(favorites).where(eq(favorites.userId, userId))),
    reflections: await n(h.db.select().from(reflections).where(eq(reflections.userId, userId))),
    reflectionLikes: await n(h.db.select().from(reflectionLikes).where(eq(reflectionLikes.userId, userId))),
    userPrayers: await n(h.db.select().from(userPrayers).where(eq(userPrayers.userId, userId))),
    goals: await n(h.db.select().from(goals).where(eq(goals.userId, userId))),
    identities: await n(h.db.select().from(identities).where(eq(identities.userId, userId))),
    telegramChats: await n(h.db.select().from(telegramChats).where(eq(telegramChats.userId, userId))),
    contactMessages: await n(h.db.select().from(contactMessages).where(eq(contactMessages.userId, userId))),
    slackChannelSubscriptions: await n(
      h.db.select().from(slackChannelSubscriptions).where(eq(slackChannelSubscriptions.createdBy, userId)),
    ),
    prayers: await n(h.db.select().from(prayers).where(eq(prayers.createdBy, userId))),
  };
}

const prayedDays = async (userId: number) =>
  (await h.db.select({ d: completions.localDate }).from(completions).where(eq(completions.userId, userId)))
    .map((r) => r.d)
    .sort();

describe('mergeUsers', () => {
  it('moves everything of a Telegram person into the web account, dropping only exact duplicates', async () => {
    const web = await makeUser(ctx, { email: 'web@example.test', firstName: '', lastName: '', timeZone: 'UTC' });
    await h.db.update(userSettings).set({ timeZoneConfirmed: false }).where(eq(userSettings.userId, web.id));
    const tg = (
      await findOrCreateUserByIdentity(ctx, { provider: 'telegram', subject: '5001', firstName: 'Thomas', lastName: 'Didymus' })
    ).user;
    await h.db
      .update(userSettings)
      .set({ timeZone: 'America/Chicago', timeZoneConfirmed: true, dailyReminders: true, reminderTime: '07:15' })
      .where(eq(userSettings.userId, tg.id));
    const stranger = await makeUser(ctx);

    // Streak history: web prayed 1st-3rd, Telegram 3rd-6th (the 3rd twice for the same prayer).
    await h.db.insert(completions).values([
      { userId: web.id, prayerId: p[0]!, localDate: '2026-03-01' },
      { userId: web.id, prayerId: p[0]!, localDate: '2026-03-02' },
      { userId: web.id, prayerId: p[0]!, localDate: '2026-03-03' },
      { userId: tg.id, prayerId: p[0]!, localDate: '2026-03-03', source: 'telegram' }, // exact duplicate
      { userId: tg.id, prayerId: p[1]!, localDate: '2026-03-03', source: 'telegram' }, // same day, other prayer: kept
      { userId: tg.id, prayerId: p[0]!, localDate: '2026-03-04', source: 'telegram' },
      { userId: tg.id, prayerId: p[0]!, localDate: '2026-03-05', source: 'telegram' },
      { userId: tg.id, prayerId: p[0]!, localDate: '2026-03-06', source: 'telegram' },
    ]);
    await h.db.insert(favorites).values([
      { userId: web.id, prayerId: p[0]! },
      { userId: tg.id, prayerId: p[0]! }, // duplicate
      { userId: tg.id, prayerId: p[1]! },
    ]);
    const [webRefl] = await h.db
      .insert(reflections)
      .values({ userId: web.id, prayerId: p[0]!, content: 'web thought', isPublic: true })
      .returning();
    const [strangerRefl] = await h.db
      .insert(reflections)
      .values({ userId: stranger.id, prayerId: p[0]!, content: 'stranger thought', isPublic: true })
      .returning();
    const [tgRefl] = await h.db
      .insert(reflections)
      .values({ userId: tg.id, prayerId: p[1]!, content: 'telegram thought', source: 'telegram' })
      .returning();
    await h.db.insert(reflections).values({
      userId: tg.id,
      prayerId: p[0]!,
      parentId: strangerRefl!.id,
      content: 'telegram reply',
      isPublic: true,
      source: 'telegram',
    });
    await h.db.insert(reflectionLikes).values([
      { userId: web.id, reflectionId: strangerRefl!.id },
      { userId: tg.id, reflectionId: strangerRefl!.id }, // duplicate
      { userId: tg.id, reflectionId: webRefl!.id },
      { userId: stranger.id, reflectionId: tgRefl!.id },
    ]);
    await h.db.insert(userPrayers).values([
      { userId: web.id, title: 'w', content: 'w', date: '2026-03-01' },
      { userId: tg.id, title: 't', content: 't', date: '2026-03-04' },
      { userId: tg.id, title: 't2', content: 't2', date: '2026-03-05', isPublic: true },
    ]);
    await h.db.insert(goals).values([
      { userId: web.id, title: '21 days', targetDays: 21, startDate: '2026-03-01' },
      { userId: tg.id, title: '7 days', targetDays: 7, startDate: '2026-03-03' },
    ]);
    await h.db.insert(telegramChats).values({ chatId: 5001, type: 'private', userId: tg.id });
    await h.db.insert(contactMessages).values({ userId: tg.id, name: 'T', email: 't@example.test', subject: 's', message: 'm' });
    await h.db.insert(slackChannelSubscriptions).values({ teamId: 'T9', channelId: 'C9', postTime: '08:00', timeZone: 'UTC', createdBy: tg.id });
    await h.db.insert(prayers).values({ kind: 'daily', date: '2026-03-09', title: 'by tg', content: 'c', createdBy: tg.id });
    const tgSession = await createSession(ctx, { userId: tg.id });
    const webSession = await createSession(ctx, { userId: web.id });

    const webBefore = await owned(web.id);
    const tgBefore = await owned(tg.id);
    const daysBefore = [...new Set([...(await prayedDays(web.id)), ...(await prayedDays(tg.id))])].sort();
    const strangerBefore = await owned(stranger.id);

    const summary = await h.db.transaction((tx) => mergeUsers(tx, { fromUserId: tg.id, intoUserId: web.id }));

    const dupes = { completions: 1, favorites: 1, reflectionLikes: 1 } as Record<string, number>;
    const after = await owned(web.id);
    for (const key of Object.keys(after) as (keyof typeof after)[]) {
      expect(after[key], key).toBe(webBefore[key] + tgBefore[key] - (dupes[key] ?? 0));
    }
    expect(summary.duplicates).toEqual({ completions: 1, topicPrayerCompletions: 0, favorites: 1, reflectionLikes: 1 });
    expect(summary.moved.completions).toBe(4);

    // The streak history is the union of both: 1st to 6th of March, every day.
    expect([...new Set(await prayedDays(web.id))]).toEqual(daysBefore);
    expect(daysBefore).toEqual(['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06']);

    // Others' likes on the moved reflection still count; the stranger lost nothing.
    const likesOnTg = await h.db.select().from(reflectionLikes).where(eq(reflectionLikes.reflectionId, tgRefl!.id));
    expect(likesOnTg.map((l) => l.userId)).toEqual([stranger.id]);
    expect(await owned(stranger.id)).toEqual(strangerBefore);

    // from is gone with its sessions; into's session still works; Telegram now finds the web person.
    expect(await h.db.select().from(users).where(eq(users.id, tg.id))).toHaveLength(0);
    expect(await getSessionUser(ctx, { token: tgSession.token })).toBeNull();
    expect((await getSessionUser(ctx, { token: webSession.token }))!.id).toBe(web.id);
    expect((await findOrCreateUserByIdentity(ctx, { provider: 'telegram', subject: '5001' })).user.id).toBe(web.id);
    expect(await h.db.select().from(sessions).where(eq(sessions.userId, tg.id))).toHaveLength(0);

    // Names were empty on the web account: filled from Telegram. Email and role kept.
    const [merged] = await h.db.select().from(users).where(eq(users.id, web.id));
    expect(merged).toMatchObject({ firstName: 'Thomas', lastName: 'Didymus', email: 'web@example.test', role: 'user' });

    // The web zone was never confirmed: Telegram's confirmed zone and reminder win.
    const [settings] = await h.db.select().from(userSettings).where(eq(userSettings.userId, web.id));
    expect(settings).toMatchObject({ timeZone: 'America/Chicago', timeZoneConfirmed: true, dailyReminders: true, reminderTime: '07:15' });
  });

  it("keeps into's own confirmed zone, reminders and names", async () => {
    const web = await makeUser(ctx, { firstName: 'Anna', lastName: 'Prophetess', timeZone: 'Asia/Jerusalem' });
    await h.db.update(userSettings).set({ dailyReminders: true, reminderTime: '06:00', notifications: false }).where(eq(userSettings.userId, web.id));
    const tg = (await findOrCreateUserByIdentity(ctx, { provider: 'telegram', subject: '5002', firstName: 'Other', timeZone: 'America/Denver' })).user;
    await h.db.update(userSettings).set({ dailyReminders: true, reminderTime: '21:00' }).where(eq(userSettings.userId, tg.id));
    await mergeUsers(h.db, { fromUserId: tg.id, intoUserId: web.id });
    const [settings] = await h.db.select().from(userSettings).where(eq(userSettings.userId, web.id));
    expect(settings).toMatchObject({ timeZone: 'Asia/Jerusalem', dailyReminders: true, reminderTime: '06:00', notifications: false });
    const [u] = await h.db.select().from(users).where(eq(users.id, web.id));
    expect(u).toMatchObject({ firstName: 'Anna', lastName: 'Prophetess' });
  });

  it('is all or nothing: a failed merge changes nothing', async () => {
    const tg = (await findOrCreateUserByIdentity(ctx, { provider: 'telegram', subject: '5003' })).user;
    await h.db.insert(completions).values({ userId: tg.id, prayerId: p[2]!, localDate: '2026-03-01' });
    await expect(mergeUsers(h.db, { fromUserId: tg.id, intoUserId: 999_999 })).rejects.toMatchObject({ code: 'not_found' });
    await expect(mergeUsers(h.db, { fromUserId: tg.id, intoUserId: tg.id })).rejects.toMatchObject({ code: 'validation' });
    expect((await owned(tg.id)).completions).toBe(1);
    expect((await owned(tg.id)).identities).toBe(1);
  });

  it('handles every foreign key to users that exists in the database', async () => {
    const rows = await queryRows<{ ref: string }>(
      h.db,
      sql`select cl.relname || '.' || a.attname as ref
          from pg_constraint c
          join pg_class cl on cl.oid = c.conrelid
          join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
          where c.contype = 'f' and c.confrelid = 'users'::regclass`,
    );
    expect(rows.map((r) => r.ref).sort()).toEqual([...USER_REFERENCES].sort());
  });
});
