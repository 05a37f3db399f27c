import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DbHandle } from '@dps/db/client';
import { userSettings, users } from '@dps/db/schema';
import { createTestDb } from '../../test/create-test-db';
import { actor, testCtx } from '../../test/context';
import { makeUser } from '../../test/factories';
import { createUser } from '../accounts/create-user';
import type { ActorCtx, Ctx } from '../context';
import { getSettings } from './get-settings';
import { getUserTimeZone } from './get-user-time-zone';
import { ZONE_NOT_FOUND_MESSAGE } from '../time/resolve-zone';
import { updateSettings } from './update-settings';

let h: DbHandle;
let ctx: Ctx;
let ann: ActorCtx;

beforeAll(async () => {
  h = await createTestDb();
  ctx = testCtx(h.db);
  ann = actor(ctx, (await makeUser(ctx)).id);
});
afterAll(() => h.close());

const confirmed = async (userId: number) =>
  (await h.db.select().from(userSettings).where(eq(userSettings.userId, userId)))[0]!.timeZoneConfirmed;

describe('getSettings', () => {
  it('starts with the defaults: notifications on, reminders off at 08:00, UTC', async () => {
    expect(await getSettings(ann)).toEqual({
      notifications: true,
      dailyReminders: false,
      reminderTime: '08:00',
      timeZone: 'UTC',
      theme: 'system',
      textSize: 'default',
      emailReminders: false,
      telegramReminders: true,
      slackReminders: true,
      reminderOrder: ['telegram', 'slack', 'push', 'email'],
      reminderEveryChannel: false,
      bibleVersion: 'web',
      language: 'en',
      awayVisibleToLeaders: false,
    });
  });

  it('creates the settings row when a person has none', async () => {
    const [u] = await h.db.insert(users).values({ email: 'nosettings@example.test' }).returning();
    const who = actor(ctx, u!.id);
    expect(await getSettings(who)).toEqual({
      notifications: true,
      dailyReminders: false,
      reminderTime: '08:00',
      timeZone: 'UTC',
      theme: 'system',
      textSize: 'default',
      emailReminders: false,
      telegramReminders: true,
      slackReminders: true,
      reminderOrder: ['telegram', 'slack', 'push', 'email'],
      reminderEveryChannel: false,
      bibleVersion: 'web',
      language: 'en',
      awayVisibleToLeaders: false,
    });
    expect(await h.db.$count(userSettings, eq(userSettings.userId, u!.id))).toBe(1);
    await Promise.all([getSettings(who), getSettings(who)]);
    expect(await h.db.$count(userSettings, eq(userSettings.userId, u!.id))).toBe(1);
  });
});

describe('updateSettings', () => {
  it('changes only what is sent and answers the saved settings', async () => {
    expect(await updateSettings(ann, { dailyReminders: true })).toEqual({
      notifications: true,
      dailyReminders: true,
      reminderTime: '08:00',
      timeZone: 'UTC',
      theme: 'system',
      textSize: 'default',
      emailReminders: false,
      telegramReminders: true,
      slackReminders: true,
      reminderOrder: ['telegram', 'slack', 'push', 'email'],
      reminderEveryChannel: false,
      bibleVersion: 'web',
      language: 'en',
      awayVisibleToLeaders: false,
    });
    expect(await updateSettings(ann, { reminderTime: '21:45', notifications: false })).toMatchObject({
      notifications: false,
      dailyReminders: true,
      reminderTime: '21:45',
    });
    expect(await getSettings(ann)).toMatchObject({ notifications: false, dailyReminders: true, reminderTime: '21:45' });
  });

  it('sets the time zone and marks it confirmed', async () => {
    const bo = actor(ctx, (await createUser(ctx, { email: 'bo@example.test' })).id); // zone unknown yet
    expect(await confirmed(bo.userId)).toBe(false);
    expect((await updateSettings(bo, { timeZone: 'America/New_York' })).timeZone).toBe('America/New_York');
    expect(await confirmed(bo.userId)).toBe(true);
    expect(await getUserTimeZone(ctx, bo.userId)).toBe('America/New_York');
    await updateSettings(bo, { dailyReminders: true });
    expect(await getUserTimeZone(ctx, bo.userId)).toBe('America/New_York');
  });

  it('refuses a reminder time that is not a time of day', async () => {
    for (const reminderTime of ['24:00', '08:60', '13pm', 'soon', '', '08:00:00', 800]) {
      await expect(updateSettings(ann, { reminderTime: reminderTime as never })).rejects.toMatchObject({
        code: 'validation',
        message: 'Please choose a valid reminder time, like 8am, 7:30 pm, 19:00 or noon.',
      });
    }
    expect((await getSettings(ann)).reminderTime).toBe('21:45');
  });

  it('takes times and zones as people say them, stored as HH:MM and the canonical zone', async () => {
    const cy = actor(ctx, (await createUser(ctx, { email: 'cy-spoken@example.test' })).id);
    expect(await updateSettings(cy, { reminderTime: '8am', timeZone: 'EST' })).toMatchObject({
      reminderTime: '08:00',
      timeZone: 'America/New_York',
    });
    expect(await updateSettings(cy, { reminderTime: 'noon', timeZone: 'berlin' })).toMatchObject({
      reminderTime: '12:00',
      timeZone: 'Europe/Berlin',
    });
    expect(await updateSettings(cy, { reminderTime: '7:30 pm', timeZone: 'São Paulo' })).toMatchObject({
      reminderTime: '19:30',
      timeZone: 'America/Sao_Paulo',
    });
    expect(await confirmed(cy.userId)).toBe(true);
  });

  it('refuses an unknown time zone, and one that only Node knows (PostgreSQL refuses US/Pacific-New)', async () => {
    for (const timeZone of ['Mars/Base', '', 'Europe/Londn', '+05:00', 'SystemV/AST4', 'Factory', 'Europe/London/']) {
      await expect(updateSettings(ann, { timeZone })).rejects.toMatchObject({
        code: 'validation',
        message: ZONE_NOT_FOUND_MESSAGE,
      });
    }
  });

  it('stores a zone by its canonical name, so no alias PostgreSQL lacks is ever stored', async () => {
    for (const [typed, stored] of [
      ['US/Pacific-New', 'America/Los_Angeles'],
      ['us/pacific', 'America/Los_Angeles'],
      ['america/new_york', 'America/New_York'],
      ['America/New York', 'America/New_York'],
      ['Asia/Calcutta', 'Asia/Kolkata'],
      ['Europe/Kiev', 'Europe/Kyiv'],
      ['Etc/UTC', 'UTC'],
      [' Europe/London ', 'Europe/London'],
    ]) {
      expect((await updateSettings(ann, { timeZone: typed })).timeZone, typed).toBe(stored);
    }
  });

  it('refuses unknown keys (no mass assignment) and an empty update', async () => {
    await expect(updateSettings(ann, { timeZoneConfirmed: false, userId: 1 } as never)).rejects.toMatchObject({
      code: 'validation',
      message: expect.stringContaining('Unknown setting'),
    });
    await expect(updateSettings(ann, { notifications: true, userId: 999 } as never)).rejects.toMatchObject({
      code: 'validation',
    });
    expect((await getSettings(ann)).notifications).toBe(false);
    await expect(updateSettings(ann, {})).rejects.toMatchObject({ code: 'validation', message: 'Nothing to update.' });
    await expect(updateSettings(ann, { notifications: 'yes' } as never)).rejects.toMatchObject({ code: 'validation' });
  });

  it('works for a person who had no settings row yet', async () => {
    const [u] = await h.db.insert(users).values({ email: 'late@example.test' }).returning();
    expect(await updateSettings(actor(ctx, u!.id), { reminderTime: '06:30' })).toEqual({
      notifications: true,
      dailyReminders: false,
      reminderTime: '06:30',
      timeZone: 'UTC',
      theme: 'system',
      textSize: 'default',
      emailReminders: false,
      telegramReminders: true,
      slackReminders: true,
      reminderOrder: ['telegram', 'slack', 'push', 'email'],
      reminderEveryChannel: false,
      bibleVersion: 'web',
      language: 'en',
      awayVisibleToLeaders: false,
    });
  });
});

describe('the Bible follows the language', () => {
  it('a Spanish account starts with the Reina-Valera 1909, an English one with the WEB', async () => {
    const es = await createUser(ctx, { firstName: 'Lucía', lastName: 'P', language: 'es' });
    const en = await createUser(ctx, { firstName: 'Ann', lastName: 'P' });
    expect((await getSettings(actor(ctx, es.id))).bibleVersion).toBe('rv1909');
    expect((await getSettings(actor(ctx, en.id))).bibleVersion).toBe('web');
  });

  it('changing the language moves a Bible of the other language to the new one, and keeps one already in it', async () => {
    const u = actor(ctx, (await makeUser(ctx)).id);
    await updateSettings(u, { bibleVersion: 'kjv' });
    expect(await updateSettings(u, { language: 'es' })).toMatchObject({ language: 'es', bibleVersion: 'rv1909' });
    expect(await updateSettings(u, { language: 'es' })).toMatchObject({ bibleVersion: 'rv1909' });
    expect(await updateSettings(u, { language: 'en' })).toMatchObject({ language: 'en', bibleVersion: 'web' });
    await updateSettings(u, { bibleVersion: 'kjv' });
    expect(await updateSettings(u, { language: 'en' })).toMatchObject({ bibleVersion: 'kjv' });
    // Both named at once: the person's choice wins.
    expect(await updateSettings(u, { language: 'es', bibleVersion: 'web' })).toMatchObject({
      language: 'es',
      awayVisibleToLeaders: false,
      bibleVersion: 'web',
    });
  });

  it('a person with no settings row who chooses Spanish gets the Reina-Valera', async () => {
    const [u] = await h.db.insert(users).values({ email: 'late-es@example.test' }).returning();
    expect(await updateSettings(actor(ctx, u!.id), { language: 'es' })).toMatchObject({ bibleVersion: 'rv1909' });
  });
});

describe('getUserTimeZone', () => {
  it('answers UTC for someone without settings', async () => {
    const [u] = await h.db.insert(users).values({ email: 'tz@example.test' }).returning();
    expect(await getUserTimeZone(ctx, u!.id)).toBe('UTC');
    expect(await getUserTimeZone(ctx, 9_999_999)).toBe('UTC');
  });
});
