import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DbHandle } from '@dps/db/client';
import { queryRows } from '@dps/db/client';
import {
  circleMembers,
  circles,
  requestPicks,
  weeklySends,
  planDayCompletions,
  planRuns,
  plans,
  completions,
  contactMessages,
  contentReports,
  emailChangeTokens,
  emailChangeUndoTokens,
  favorites,
  goals,
  rhythmPeriods,
  securityEvents,
  groupPrayers,
  intercessions,
  knownDevices,
  linkCodes,
  moderationHiddenItems,
  moderationLog,
  notificationChatOptIns,
  notifications,
  passwordResetTokens,
  prayers,
  publicPostingStops,
  pushSubscriptions,
  reflectionLikes,
  reflections,
  slackChannelSubscriptions,
  telegramChats,
  topicPrayerCompletions,
  userPrayers,
  watchClaims,
  watches,
  watchSends,
  webSignInLinks,
} from '@dps/db/schema';
import { schemaTables, userReferences } from '../../test/schema-tables';
import { createSession } from './create-session';
import { createTestDb } from '../../test/create-test-db';
import { actor, testCtx } from '../../test/context';
import { makeUser } from '../../test/factories';
import { connectIdentity } from './connect-identity';
import { getTableColumns } from 'drizzle-orm';
import type { ExportSection } from './export-section';
import { EXPORT_SECTIONS } from './export-sections';
import { EXPORT_FORMAT_VERSION, EXPORT_SECTION_OF, exportUserData, type UserDataExport } from './export-user-data';
import { registerWithPassword } from './register';
import { circleOf, circleRequest } from '../circles/rotation/circle-fixtures';
import { recordCircleMembership } from '../circles/record-circle-membership';
import { claimWatchSlot } from '../watches/claim-watch-slot';
import { markWatchPrayed } from '../watches/mark-watch-prayed';
import { releaseWatchSlot } from '../watches/release-watch-slot';
import { startWatch } from '../watches/start-watch';

let h: DbHandle;
let ctx: ReturnType<typeof testCtx>;
beforeAll(async () => {
  h = await createTestDb();
  ctx = testCtx(h.db, '2026-03-10T12:00:00Z');
});
afterAll(() => h.close());

describe('exportUserData', () => {
  it("gives everything of the person's as plain JSON, and nothing of anyone else's or any secret", async () => {
    const me = await registerWithPassword(ctx, {
      email: 'priscilla@example.test',
      password: 'tent-makers-44',
      firstName: 'Priscilla',
      timeZone: 'Europe/Rome',
    });
    const other = await makeUser(ctx);
    await connectIdentity(actor(ctx, me.id), { provider: 'google', subject: 'g|secret-subject-123' });
    const [p] = await h.db.insert(prayers).values({ kind: 'topic', title: 'Export prayer', content: 'c' }).returning();
    await h.db.insert(completions).values([
      { userId: me.id, prayerId: p!.id, localDate: '2026-03-09', timeZone: 'Asia/Tokyo' },
      { userId: other.id, prayerId: p!.id, localDate: '2026-03-09' },
    ]);
    await h.db.insert(favorites).values({ userId: me.id, prayerId: p!.id });
    await h.db.insert(topicPrayerCompletions).values([
      { userId: me.id, prayerId: p!.id, localDate: '2026-03-08' },
      { userId: other.id, prayerId: p!.id, localDate: '2026-03-08' },
    ]);
    const [theirs] = await h.db
      .insert(reflections)
      .values({ userId: other.id, prayerId: p!.id, content: 'THEIR PRIVATE TEXT' })
      .returning();
    const [mine] = await h.db
      .insert(reflections)
      .values({ userId: me.id, prayerId: p!.id, content: 'my reflection', isPublic: true })
      .returning();
    await h.db
      .insert(reflections)
      .values({ userId: me.id, prayerId: p!.id, parentId: mine!.id, content: 'my reply', isPublic: true });
    await h.db.insert(reflectionLikes).values({ userId: me.id, reflectionId: theirs!.id });
    await h.db.insert(userPrayers).values({ userId: me.id, title: 'My prayer', content: 'words', date: '2026-03-09' });
    await h.db.insert(goals).values({ userId: me.id, title: 'Pray daily', targetDays: 21, startDate: '2026-03-01' });
    await h.db
      .insert(contactMessages)
      .values({ userId: me.id, name: 'P', email: 'priscilla@example.test', subject: 'Hi', message: 'Thanks' });

    const data = await exportUserData(actor(ctx, me.id, 'Europe/Rome'));
    expect(JSON.parse(JSON.stringify(data))).toEqual(data); // plain JSON
    expect(data.exportedAt).toBe('2026-03-10T12:00:00.000Z');
    expect(data.profile).toMatchObject({
      id: me.id,
      email: 'priscilla@example.test',
      firstName: 'Priscilla',
      hasPassword: true,
    });
    expect(data.settings).toMatchObject({
      timeZone: 'Europe/Rome',
      notifications: true,
      dailyReminders: false,
      reminderTime: '08:00',
    });
    expect(data.identities).toEqual([{ provider: 'google', email: null, connectedAt: expect.any(String) }]);
    expect(data.completions).toEqual([
      expect.objectContaining({ prayerTitle: 'Export prayer', localDate: '2026-03-09', timeZone: 'Asia/Tokyo' }),
    ]);
    expect(data.topicPrayersPrayed).toEqual([
      expect.objectContaining({ prayerTitle: 'Export prayer', localDate: '2026-03-08' }),
    ]);
    expect(data.favorites).toHaveLength(1);
    expect(data.reflections.map((r) => [r.content, r.parentId])).toEqual([
      ['my reflection', null],
      ['my reply', mine!.id],
    ]);
    expect(data.likes).toEqual([expect.objectContaining({ reflectionId: theirs!.id })]);
    expect(data.prayers).toEqual([
      expect.objectContaining({ title: 'My prayer', content: 'words', date: '2026-03-09' }),
    ]);
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

  it('has a section for every table that refers to a person, read from the schema (a new table fails here until it is exported)', () => {
    expect(Object.keys(EXPORT_SECTION_OF).sort()).toEqual(userReferences());
  });

  describe('a person in every table', () => {
    let me: { id: number };
    let theirs: typeof userPrayers.$inferSelect | undefined;
    let at: Date;
    let data: UserDataExport;
    beforeAll(async () => {
      me = await registerWithPassword(ctx, {
        email: 'lydia@example.test',
        password: 'purple-cloth-16',
        firstName: 'Lydia',
      });
      const other = await makeUser(ctx, { firstName: 'Paul' });
      at = new Date('2026-03-09T10:00:00Z');
      const [p] = await h.db
        .insert(prayers)
        .values({ kind: 'daily', date: '2026-03-09', title: 'Written by Lydia', content: 'c', createdBy: me.id })
        .returning();
      [theirs] = await h.db
        .insert(userPrayers)
        .values({ userId: other.id, title: 'Paul asks', content: 'c', date: '2026-03-09', isPublic: true })
        .returning();
      await h.db.insert(userPrayers).values({
        userId: me.id,
        title: 'Lydia asks',
        content: 'c',
        date: '2026-03-01',
        isPublic: true,
        isAnonymous: true,
        answeredAt: at,
        answeredNote: 'It came',
      });
      const [paulsReflection] = await h.db
        .insert(reflections)
        .values({ userId: other.id, prayerId: p!.id, content: 'Paul writes', isPublic: true })
        .returning();
      await createSession(ctx, { userId: me.id });
      await connectIdentity(actor(ctx, me.id), { provider: 'telegram', subject: '4242' });
      await h.db.insert(passwordResetTokens).values({ tokenHash: 'reset-hash-lydia', userId: me.id, expiresAt: at });
      await h.db.insert(knownDevices).values({ tokenHash: 'device-hash-lydia', userId: me.id, lastUsedAt: at });
      await h.db.insert(linkCodes).values({
        codeHash: 'code-hash-lydia',
        userId: me.id,
        expiresAt: at,
        usedAt: at,
        linkedChannel: 'telegram',
        linkedName: 'Lydia T',
      });
      await h.db
        .insert(emailChangeTokens)
        .values({ tokenHash: 'email-hash-lydia', userId: me.id, newEmail: 'lydia.new@example.test', expiresAt: at });
      await h.db.insert(emailChangeUndoTokens).values({
        tokenHash: 'undo-hash-lydia',
        userId: me.id,
        oldEmail: 'lydia@example.test',
        newEmail: 'lydia.new@example.test',
        expiresAt: at,
      });
      await h.db.insert(securityEvents).values({
        userId: me.id,
        kind: 'email_changed',
        fromEmail: 'lydia@example.test',
        toEmail: 'lydia.new@example.test',
      });
      await h.db.insert(webSignInLinks).values({
        tokenHash: 'link-hash-lydia',
        userId: me.id,
        provider: 'telegram',
        subject: '4242',
        nextPath: '/wall',
        expiresAt: at,
      });
      await h.db.insert(completions).values({ userId: me.id, prayerId: p!.id, localDate: '2026-03-09' });
      await h.db.insert(topicPrayerCompletions).values({ userId: me.id, prayerId: p!.id, localDate: '2026-03-09' });
      await h.db.insert(favorites).values({ userId: me.id, prayerId: p!.id });
      await h.db.insert(reflections).values({ userId: me.id, prayerId: p!.id, content: 'Lydia writes' });
      await h.db.insert(reflectionLikes).values({ userId: me.id, reflectionId: paulsReflection!.id });
      await h.db.insert(intercessions).values({ userId: me.id, userPrayerId: theirs!.id, localDate: '2026-03-09' });
      await h.db
        .insert(groupPrayers)
        .values({ channel: 'telegram', target: '-1007', localDate: '2026-03-09', userId: me.id });
      await h.db.insert(goals).values({ userId: me.id, title: 'g', targetDays: 3, startDate: '2026-03-01' });
      await h.db
        .insert(rhythmPeriods)
        .values({ userId: me.id, kind: 'rest', weekday: 0, restReminders: 'off', fromDate: '2026-03-01' });
      await h.db
        .insert(contactMessages)
        .values({ userId: me.id, name: 'L', email: 'lydia@example.test', subject: 's', message: 'm' });
      await h.db
        .insert(notifications)
        .values({ userId: other.id, fromUserId: me.id, kind: 'reflection_like', title: 'Lydia liked your reflection' });
      await h.db.insert(notificationChatOptIns).values({ userId: me.id, channel: 'telegram', target: '4242' });
      await h.db.insert(telegramChats).values({ chatId: 4242, type: 'private', userId: me.id });
      await h.db.insert(pushSubscriptions).values({
        userId: me.id,
        endpoint: 'https://fcm.googleapis.com/fcm/send/lydia-secret',
        p256dh: 'k',
        auth: 'a',
      });
      await h.db.insert(contentReports).values({
        kind: 'reflection',
        itemId: paulsReflection!.id,
        reporterId: me.id,
        reason: 'spam',
        note: 'Lydia reports',
      });
      await h.db.insert(contentReports).values({
        kind: 'prayer',
        itemId: theirs!.id,
        reporterId: other.id,
        reason: 'other',
        resolvedAt: at,
        resolvedBy: me.id,
        resolution: 'dismissed',
      });
      await h.db.insert(moderationHiddenItems).values({ kind: 'prayer', itemId: theirs!.id, hiddenBy: me.id });
      await h.db.insert(publicPostingStops).values({ userId: me.id, stoppedBy: other.id });
      await h.db.insert(publicPostingStops).values({ userId: other.id, stoppedBy: me.id });
      await h.db.insert(moderationLog).values([
        { actorId: other.id, action: 'stop_posting', targetUserId: me.id },
        { actorId: me.id, action: 'hide', kind: 'prayer', itemId: theirs!.id, targetUserId: other.id },
      ]);
      await h.db
        .insert(slackChannelSubscriptions)
        .values({ teamId: 'T1', channelId: 'C1', postTime: '08:00', timeZone: 'UTC', createdBy: me.id });
      await h.db.insert(plans).values({
        id: 'export-plan',
        language: 'en',
        title: 'P',
        summary: 'S',
        length: 1,
        kind: 'reading',
        sourceHash: 'h',
      });
      const [run] = await h.db
        .insert(planRuns)
        .values({ planId: 'export-plan', userId: me.id, startDate: '2026-03-09' })
        .returning();
      await h.db.insert(planDayCompletions).values({ runId: run!.id, day: 1, userId: me.id, channel: 'web' });
      const [circle] = await h.db.insert(circles).values({ channel: 'telegram', target: '-1007' }).returning();
      await h.db
        .insert(circleMembers)
        .values({ circleId: circle!.id, userId: me.id, isLeader: true, leaderSource: 'platform' });
      await h.db.insert(requestPicks).values({ userId: me.id, localDate: '2026-03-09', requestId: theirs!.id });
      await h.db.insert(weeklySends).values({
        kind: 'leader_pulse',
        channel: 'telegram',
        target: '4242',
        week: '2026-03-08',
        userId: me.id,
        circleId: circle!.id,
      });
      const [watch] = await h.db
        .insert(watches)
        .values({
          circleId: circle!.id,
          code: 'lydia-watch-link-secret',
          title: 'Lydia keeps watch',
          createdBy: me.id,
          startsAt: at,
          hours: 2,
          slotMinutes: 30,
          perSlot: 1,
          timeZone: 'UTC',
          endedAt: at,
          endedBy: me.id,
        })
        .returning();
      await h.db.insert(watchClaims).values({ watchId: watch!.id, slot: 1, userId: me.id, claimedAt: at });
      await h.db.insert(watchSends).values({
        watchId: watch!.id,
        kind: 'slot_start',
        key: 'c1',
        userId: me.id,
        channel: 'telegram',
        target: '4242',
        dueAt: at,
        nextAttemptAt: at,
      });

      data = await exportUserData(actor(ctx, me.id));
    });

    it('holds every row of every table that refers to the person, in its section, with the format version', async () => {
      expect(data).toMatchObject({ format: 'daily-prayer-export', formatVersion: EXPORT_FORMAT_VERSION });
      expect(JSON.parse(JSON.stringify(data))).toEqual(data);
      for (const [ref, section] of Object.entries(EXPORT_SECTION_OF)) {
        const [table, column] = ref.split('.') as [string, string];
        const [row] = await queryRows<{ n: number }>(
          h.db,
          sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${me.id}`,
        );
        const value = data[section] as unknown;
        const entries = Array.isArray(value) ? value.length : value ? 1 : 0;
        expect(row!.n, `${ref} has rows of the person`).toBeGreaterThan(0);
        expect(entries, `${ref} -> ${section}`).toBe(row!.n);
      }
      // Own prayers with everything the person set on them.
      expect(data.prayers).toEqual([
        expect.objectContaining({
          title: 'Lydia asks',
          isPublic: true,
          isAnonymous: true,
          answeredAt: at.toISOString(),
          answeredNote: 'It came',
        }),
      ]);
      expect(data.requestsPrayedFor).toEqual([
        expect.objectContaining({ requestId: theirs!.id, localDate: '2026-03-09' }),
      ]);
      expect(data.pushSubscriptions).toEqual([
        { pushService: 'https://fcm.googleapis.com', createdAt: expect.any(String) },
      ]);
      expect(data.moderationOfYou).toEqual([expect.objectContaining({ action: 'stop_posting' })]);
      // No secret, and no moderator named to the person they acted on.
      const text = JSON.stringify(data);
      for (const secret of [
        'reset-hash-lydia',
        'device-hash-lydia',
        'code-hash-lydia',
        'lydia-secret',
        'argon2',
        'lydia-watch-link-secret',
      ])
        expect(text).not.toContain(secret);
      expect(text).not.toContain(`"actorId"`);
    });

    it('holds every column of every table that refers to the person, unless left out with its reason', () => {
      const sectionOf = new Map<string, ExportSection>(EXPORT_SECTIONS.map((s) => [s.name, s]));
      const personTables = new Set(userReferences().map((ref) => ref.split('.')[0]));
      for (const table of schemaTables().filter((t) => personTables.has(t.name)))
        for (const [ref, name] of Object.entries(EXPORT_SECTION_OF).filter(([ref]) =>
          ref.startsWith(`${table.name}.`),
        )) {
          const section = sectionOf.get(name)!;
          const value = data[name] as unknown;
          const entry = (Array.isArray(value) ? value[0] : value) as Record<string, unknown>;
          expect(entry, `${ref} -> ${name} has an entry to look at`).toBeTruthy();
          const leftOut = section.leftOut as Record<string, string | undefined>;
          const rename = (section.rename ?? {}) as Record<string, string | undefined>;
          for (const [key, column] of Object.entries(getTableColumns(section.table))) {
            if (key in leftOut) {
              expect(leftOut[key], `${ref}: why ${table.name}.${column.name} is left out`).toMatch(/\w{3}/);
              continue;
            }
            expect(Object.keys(entry), `${table.name}.${column.name} is missing from the export's ${name}`).toContain(
              rename[key] ?? key,
            );
          }
        }
    });
  });

  describe('prayer watches', () => {
    it('holds the watches the person started and the slots they took, and no request or watch they may no longer see', async () => {
      const wctx = testCtx(h.db, '2026-12-07T10:00:00Z');
      const mia = await makeUser(wctx, { firstName: 'Mia' });
      const silas = await makeUser(wctx, { firstName: 'Silas' });
      const circleId = await circleOf(wctx, '-100733', [mia.id, silas.id]);
      const request = await circleRequest(wctx, { userId: silas.id, circleId, title: 'Surgery on Tuesday' });
      const miaCtx = actor(wctx, mia.id, 'Europe/Madrid', wctx.clock);
      const silasCtx = actor(wctx, silas.id, 'America/New_York', wctx.clock);
      const hers = await startWatch(miaCtx, {
        title: 'A night for the surgery',
        requestId: request,
        circleId,
        startsAt: '2026-12-07T20:00:00Z',
        hours: 12,
        slotMinutes: 30,
        perSlot: 2,
      });
      const his = await startWatch(silasCtx, {
        title: 'Silas keeps the morning',
        circleId,
        startsAt: '2026-12-08T06:00:00Z',
        hours: 6,
        slotMinutes: 60,
        perSlot: 1,
      });
      await claimWatchSlot(miaCtx, { watchId: hers.id, slot: 0 });
      await claimWatchSlot(silasCtx, { watchId: hers.id, slot: 0 });
      await claimWatchSlot(miaCtx, { watchId: his.id, slot: 2 });
      await claimWatchSlot(miaCtx, { watchId: his.id, slot: 3 });
      await releaseWatchSlot(miaCtx, { watchId: his.id, slot: 3 });
      wctx.clock.advance(10 * 3_600_000 + 5 * 60_000); // 20:05: her slot 0 has begun
      await markWatchPrayed(miaCtx, { watchId: hers.id, slot: 0 });
      // As one of the group's leaders she ended his watch early.
      await h.db
        .update(watches)
        .set({ endedAt: wctx.clock.now(), endedBy: mia.id })
        .where(sql`id = ${his.id}`);

      const data = await exportUserData(actor(wctx, mia.id, 'Europe/Madrid'));
      expect(data.watchesStarted).toEqual([
        expect.objectContaining({
          id: hers.id,
          title: 'A night for the surgery',
          group: 'Home group',
          request: 'Surgery on Tuesday',
          startsAt: '2026-12-07T20:00:00.000Z',
          hours: 12,
          slotMinutes: 30,
          perSlot: 2,
          endedAt: null,
        }),
      ]);
      expect(data.watchSlots).toEqual([
        expect.objectContaining({
          watchId: hers.id,
          watchTitle: 'A night for the surgery',
          slot: 0,
          slotStartsAt: '2026-12-07T20:00:00.000Z',
          slotEndsAt: '2026-12-07T20:30:00.000Z',
          releasedAt: null,
          prayedAt: '2026-12-07T20:05:00.000Z',
        }),
        expect.objectContaining({
          watchTitle: 'Silas keeps the morning',
          slotStartsAt: '2026-12-08T08:00:00.000Z',
          slotEndsAt: '2026-12-08T09:00:00.000Z',
          releasedAt: null,
          prayedAt: null,
        }),
        expect.objectContaining({ watchTitle: 'Silas keeps the morning', slot: 3, releasedAt: expect.any(String) }),
      ]);
      expect(data.watchesEnded).toEqual([
        {
          id: his.id,
          circleId,
          startsAt: '2026-12-08T06:00:00.000Z',
          endedAt: '2026-12-07T20:05:00.000Z',
          title: 'Silas keeps the morning',
        },
      ]);
      // Silas holds a place in her slot too: he is not named, nor is his link code given.
      const text = JSON.stringify(data);
      expect(text).not.toContain('Silas"');
      expect(text).not.toContain(hers.code);

      // She leaves the group: its request and the watches she did not start are no longer hers to read.
      await recordCircleMembership(wctx, {
        circle: { channel: 'telegram', target: '-100733' },
        userId: mia.id,
        isMember: false,
      });
      const after = await exportUserData(actor(wctx, mia.id, 'Europe/Madrid'));
      expect(after.watchesStarted).toEqual([
        expect.objectContaining({ title: 'A night for the surgery', request: null }),
      ]);
      expect(after.watchSlots.map((s) => s.watchTitle)).toEqual(['A night for the surgery', null, null]);
      expect(after.watchesEnded).toEqual([expect.objectContaining({ id: his.id, title: null })]);
      expect(JSON.stringify(after)).not.toContain('Surgery on Tuesday');
      expect(JSON.stringify(after)).not.toContain('Silas keeps the morning');
    });
  });
});
