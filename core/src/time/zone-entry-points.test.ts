/**
 * Every way a zone gets into the database follows the one rule (decision 060): web settings,
 * sign-up (the browser's zone), a Slack or Telegram profile, a Slack channel subscription and a
 * Telegram group. `US/Pacific-New` is the zone of decision 060: Node resolves it, PostgreSQL refuses it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { queryRows, type DbHandle } from '@dps/db/client';
import { slackChannelSubscriptions, telegramChats, userSettings } from '@dps/db/schema';
import { createTestDb } from '../../test/create-test-db';
import { actor, testCtx } from '../../test/context';
import type { Ctx } from '../context';
import { findOrCreateUserByIdentity } from '../accounts/identities';
import { registerWithPassword } from '../accounts/register';
import { setTelegramGroupSchedule } from '../delivery/set-telegram-group-schedule';
import { getUserTimeZone } from '../settings/get-user-time-zone';
import { updateSettings } from '../settings/update-settings';
import { subscribeSlackChannel } from '../slack/subscribe-slack-channel';
import { ZONE_NOT_FOUND_MESSAGE } from './resolve-zone';

let h: DbHandle;
let ctx: Ctx;
beforeAll(async () => {
  h = await createTestDb();
  ctx = testCtx(h.db);
});
afterAll(() => h.close());

/** Where a person types the zone, the answer names the forms people use (resolve-zone.ts). */
const TYPED = ZONE_NOT_FOUND_MESSAGE;
let n = 0;

/** Every zone stored anywhere, and whether PostgreSQL accepts each. */
async function storedZones(): Promise<{ tz: string; known: boolean }[]> {
  return queryRows(
    h.db,
    sql`select tz, is_known_time_zone(tz) as known from (
          select time_zone as tz from user_settings
          union select time_zone from telegram_chats where time_zone is not null
          union select time_zone from slack_channel_subscriptions) z`,
  );
}

describe('a zone only Node knows is stored by its real name, everywhere', () => {
  it('web settings', async () => {
    const { user } = await findOrCreateUserByIdentity(ctx, { provider: 'telegram', subject: `tz-${++n}` });
    expect((await updateSettings(actor(ctx, user.id), { timeZone: 'US/Pacific-New' })).timeZone).toBe(
      'America/Los_Angeles',
    );
  });

  it("sign-up with the browser's zone, and a zone a browser may report in the old spelling", async () => {
    const a = await registerWithPassword(ctx, {
      email: `a${++n}@example.test`,
      password: 'long enough pass',
      firstName: 'A',
      timeZone: 'US/Pacific-New',
    });
    expect(await getUserTimeZone(ctx, a.id)).toBe('America/Los_Angeles');
    const b = await registerWithPassword(ctx, {
      email: `b${++n}@example.test`,
      password: 'long enough pass',
      firstName: 'B',
      timeZone: 'Asia/Calcutta',
    });
    expect(await getUserTimeZone(ctx, b.id)).toBe('Asia/Kolkata');
    // A zone that is no zone is dropped, not refused (it comes from the browser): UTC, unconfirmed.
    const c = await registerWithPassword(ctx, {
      email: `c${++n}@example.test`,
      password: 'long enough pass',
      firstName: 'C',
      timeZone: 'SystemV/AST4',
    });
    const [s] = await h.db.select().from(userSettings).where(eq(userSettings.userId, c.id));
    expect(s).toMatchObject({ timeZone: 'UTC', timeZoneConfirmed: false });
  });

  it('a Slack profile zone on first contact', async () => {
    const { user } = await findOrCreateUserByIdentity(ctx, {
      provider: 'slack',
      subject: `T1:U${++n}`,
      timeZone: 'US/Pacific-New',
    });
    expect(await getUserTimeZone(ctx, user.id)).toBe('America/Los_Angeles');
  });

  it('/prayer subscribe HH:MM zone in Slack', async () => {
    const sub = await subscribeSlackChannel(ctx, {
      teamId: 'TZ1',
      channelId: 'CZ1',
      postTime: '07:30',
      timeZone: 'US/Pacific-New',
    });
    expect(sub.timeZone).toBe('America/Los_Angeles');
    await expect(
      subscribeSlackChannel(ctx, { teamId: 'TZ1', channelId: 'CZ2', postTime: '07:30', timeZone: 'SystemV/AST4' }),
    ).rejects.toMatchObject({
      code: 'validation',
      message: TYPED,
    });
    expect(
      await h.db.select().from(slackChannelSubscriptions).where(eq(slackChannelSubscriptions.channelId, 'CZ2')),
    ).toEqual([]);
  });

  it("a Telegram group's zone", async () => {
    const chat = await setTelegramGroupSchedule(ctx, {
      chatId: -9001,
      reminderTime: '08:00',
      timeZone: 'US/Pacific-New',
    });
    expect(chat.timeZone).toBe('America/Los_Angeles');
    await expect(setTelegramGroupSchedule(ctx, { chatId: -9001, timeZone: 'Mars/Olympus' })).rejects.toMatchObject({
      message: TYPED,
    });
    expect((await h.db.select().from(telegramChats).where(eq(telegramChats.chatId, -9001)))[0]!.timeZone).toBe(
      'America/Los_Angeles',
    );
  });

  it('so every zone stored above is one PostgreSQL accepts', async () => {
    const zones = await storedZones();
    expect(zones.length).toBeGreaterThan(1);
    expect(zones.filter((z) => !z.known)).toEqual([]);
  });
});
