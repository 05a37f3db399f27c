import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@dps/db/client';
import {
  completions,
  contactMessages,
  favorites,
  goals,
  prayers,
  reflectionLikes,
  reflections,
  topicPrayerCompletions,
  userPrayers,
} from '@dps/db/schema';
import { createTestDb } from '../../test/create-test-db';
import { actor, testCtx } from '../../test/context';
import { makeUser } from '../../test/factories';
import { connectIdentity } from './connect-identity';
import { exportUserData } from './export-user-data';
import { registerWithPassword } from './register';

let h: DbHandle;
let ctx: ReturnType<typeof testCtx>;
beforeAll(async () => {
  h = await createTestDb();
  ctx = testCtx(h.db, '2026-03-10T12:00:00Z');
});
afterAll(() => h.close());

describe('exportUserData', () => {
  it("gives everything of the person's as plain JSON, and nothing of anyone else's or any secret", async () => {
    const me = await registerWithPassword(ctx, { email: 'priscilla@example.test', password: 'tent-makers-44', firstName: 'Priscilla', timeZone: 'Europe/Rome' });
    const other = await makeUser(ctx);
    await connectIdentity(actor(ctx, me.id), { provider: 'google', subject: 'g|secret-subject-123' });
    const [p] = await h.db.insert(prayers).values({ kind: 'topic', title: 'Export prayer', content: 'c' }).returning();
    await h.db.insert(completions).values([
      { userId: me.id, prayerId: p!.id, localDate: '2026-03-09' },
      { userId: other.id, prayerId: p!.id, localDate: '2026-03-09' },
    ]);
    await h.db.insert(favorites).values({ userId: me.id, prayerId: p!.id });
    await h.db.insert(topicPrayerCompletions).values([
      { userId: me.id, prayerId: p!.id, localDate: '2026-03-08' },
      { userId: other.id, prayerId: p!.id, localDate: '2026-03-08' },
    ]);
    const [theirs] = await h.db.insert(reflections).values({ userId: other.id, prayerId: p!.id, content: 'THEIR PRIVATE TEXT' }).returning();
    const [mine] = await h.db.insert(reflections).values({ userId: me.id, prayerId: p!.id, content: 'my reflection', isPublic: true }).returning();
    await h.db.insert(reflections).values({ userId: me.id, prayerId: p!.id, parentId: mine!.id, content: 'my reply', isPublic: true });
    await h.db.insert(reflectionLikes).values({ userId: me.id, reflectionId: theirs!.id });
    await h.db.insert(userPrayers).values({ userId: me.id, title: 'My prayer', content: 'words', date: '2026-03-09' });
    await h.db.insert(goals).values({ userId: me.id, title: 'Pray daily', targetDays: 21, startDate: '2026-03-01' });
    await h.db.insert(contactMessages).values({ userId: me.id, name: 'P', email: 'priscilla@example.test', subject: 'Hi', message: 'Thanks' });

    const data = await exportUserData(actor(ctx, me.id, 'Europe/Rome'));
    expect(JSON.parse(JSON.stringify(data))).toEqual(data); // plain JSON
    expect(data.exportedAt).toBe('2026-03-10T12:00:00.000Z');
    expect(data.profile).toMatchObject({ id: me.id, email: 'priscilla@example.test', firstName: 'Priscilla', hasPassword: true });
    expect(data.settings).toMatchObject({ timeZone: 'Europe/Rome', notifications: true, dailyReminders: false, reminderTime: '08:00' });
    expect(data.identities).toEqual([{ provider: 'google', connectedAt: expect.any(String) }]);
    expect(data.completions).toEqual([expect.objectContaining({ prayerTitle: 'Export prayer', localDate: '2026-03-09' })]);
    expect(data.topicPrayersPrayed).toEqual([
      expect.objectContaining({ prayerTitle: 'Export prayer', localDate: '2026-03-08' }),
    ]);
    expect(data.favorites).toHaveLength(1);
    expect(data.reflections.map((r) => [r.content, r.parentId])).toEqual([
      ['my reflection', null],
      ['my reply', mine!.id],
    ]);
    expect(data.likes).toEqual([expect.objectContaining({ reflectionId: theirs!.id })]);
    expect(data.prayers).toEqual([expect.objectContaining({ title: 'My prayer', content: 'words', date: '2026-03-09' })]);
    expect(data.goals).toEqual([expect.objectContaining({ title: 'Pray daily', targetDays: 21, isActive: true })]);
    expect(data.contactMessages).toEqual([expect.objectContaining({ subject: 'Hi', message: 'Thanks' })]);

    const text = JSON.stringify(data);
    expect(text).not.toContain('argon2');
    expect(text).not.toContain('passwordHash');
    expect(text).not.toContain('secret-subject-123');
    expect(text).not.toContain('THEIR PRIVATE TEXT');
  });

  it('answers not_found for a person who no longer exists', async () => {
    await expect(exportUserData(actor(ctx, 999_999))).rejects.toMatchObject({ code: 'not_found' });
  });
});
