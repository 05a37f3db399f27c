import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DbHandle } from '@dps/db/client';
import { identities, prayers, slackInstallations } from '@dps/db/schema';
import { createTestDb } from '../../test/create-test-db';
import { actor, testCtx } from '../../test/context';
import type { Ctx } from '../context';
import { findOrCreateUserByIdentity } from '../accounts/identities';
import { completePrayer } from '../prayers/complete-prayer';
import { updateSettings } from '../settings/update-settings';
import { planDueDeliveries } from '../delivery/plan-due-deliveries';
import { claimSlackEvent } from './claim-slack-event';
import { countSlackPrayers } from './count-slack-prayers';
import { deactivateSlackInstallation } from './deactivate-slack-installation';
import { findSlackMember } from './find-slack-member';
import { getSlackChannelSubscription } from './get-slack-channel-subscription';
import { getSlackHome } from './get-slack-home';
import { getSlackInstallation } from './get-slack-installation';
import { getSlackWorkspace } from './get-slack-workspace';
import { decryptInstallation, deriveInstallationKey, encryptInstallation } from './installation-crypto';
import { registerSlackWorkspace } from './register-slack-workspace';
import { saveSlackInstallation } from './save-slack-installation';
import { parseSlackTarget } from '../rules/slack-ids';
import { subscribeSlackChannel, UNKNOWN_TIME_ZONE } from './subscribe-slack-channel';
import { unsubscribeSlackChannel } from './unsubscribe-slack-channel';

let h: DbHandle;
let ctx: Ctx & { clock: { set(d: string | Date): void } };
beforeAll(async () => {
  h = await createTestDb();
  ctx = testCtx(h.db, '2026-03-10T12:00:00Z');
});
afterAll(() => h.close());

const key = deriveInstallationKey('a-long-enough-installation-secret');

async function member(teamId: string, userId: string, tz = 'Europe/London') {
  const { user } = await findOrCreateUserByIdentity(ctx, {
    provider: 'slack',
    subject: `${teamId}:${userId}`,
    firstName: 'Ruth',
    timeZone: tz,
  });
  return actor(ctx, user.id, tz);
}

describe('installation encryption', () => {
  it('round-trips, never stores the token in clear, and refuses a wrong key or a tampered record', () => {
    const inst = { team: { id: 'T1' }, bot: { token: 'xoxb-secret1' } };
    const enc = encryptInstallation(key, inst);
    expect(enc).not.toContain('xoxb');
    expect(decryptInstallation(key, enc)).toEqual(inst);
    expect(encryptInstallation(key, inst)).not.toBe(enc); // a fresh IV each time
    expect(() => decryptInstallation(deriveInstallationKey('another-secret-of-length'), enc)).toThrow();
    const parts = enc.split('.');
    parts[3] = Buffer.from('{"bot":{"token":"xoxb-evil"}}').toString('base64url');
    expect(() => decryptInstallation(key, parts.join('.'))).toThrow();
    expect(() => deriveInstallationKey('short')).toThrow(/at least 16/);
  });
});

describe('the installation store', () => {
  it('saves, reads back, deactivates on uninstall (wiping tokens) and reactivates on reinstall', async () => {
    const installation = { team: { id: 'TINST1' }, bot: { token: 'xoxb-1', userId: 'UBOT1' } };
    await saveSlackInstallation(ctx, {
      teamId: 'TINST1',
      installation,
      botUserId: 'UBOT1',
      installerUserId: 'UADMIN1',
      key,
    });
    const [row] = await h.db.select().from(slackInstallations).where(eq(slackInstallations.teamId, 'TINST1'));
    expect(row!.installationEnc).not.toContain('xoxb');
    expect(await getSlackInstallation(ctx, { teamId: 'TINST1', key })).toEqual(installation);
    expect(await getSlackWorkspace(ctx, 'TINST1')).toEqual({
      teamId: 'TINST1',
      botUserId: 'UBOT1',
      installerUserId: 'UADMIN1',
      isActive: true,
    });

    await subscribeSlackChannel(ctx, {
      teamId: 'TINST1',
      channelId: 'CGROUP1',
      postTime: '07:30',
      timeZone: 'Europe/London',
    });
    expect(await deactivateSlackInstallation(ctx, { teamId: 'TINST1' })).toEqual({
      deactivated: true,
      subscriptions: 1,
    });
    expect(await getSlackInstallation(ctx, { teamId: 'TINST1', key })).toBeNull();
    expect((await getSlackChannelSubscription(ctx, { teamId: 'TINST1', channelId: 'CGROUP1' }))!.isActive).toBe(false);
    expect(await deactivateSlackInstallation(ctx, { teamId: 'TINST1' })).toEqual({
      deactivated: false,
      subscriptions: 0,
    });

    await saveSlackInstallation(ctx, { teamId: 'TINST1', installation, botUserId: 'UBOT1', key });
    expect(await getSlackInstallation(ctx, { teamId: 'TINST1', key })).toEqual(installation);
    expect((await getSlackWorkspace(ctx, 'TINST1'))!.installerUserId).toBe('UADMIN1');
  });

  it('a single-workspace registration is active for delivery but holds no token', async () => {
    await registerSlackWorkspace(ctx, { teamId: 'TSINGLE', botUserId: 'UBOTS' });
    expect(await getSlackInstallation(ctx, { teamId: 'TSINGLE', key })).toBeNull();
    expect((await getSlackWorkspace(ctx, 'TSINGLE'))!.isActive).toBe(true);
    const m = await member('TSINGLE', 'UDM1', 'UTC');
    await updateSettings(m, { dailyReminders: true, reminderTime: '11:00' });
    const due = await planDueDeliveries(ctx, { now: new Date('2026-03-10T12:00:00Z'), channel: 'slack_dm' });
    expect(due.map((d) => d.target)).toContain('TSINGLE:UDM1');
  });
});

describe('channel subscriptions', () => {
  it('subscribes, changes the time, unsubscribes and validates with clear messages', async () => {
    const sub = await subscribeSlackChannel(ctx, {
      teamId: 'TSUB',
      channelId: 'CSUB',
      postTime: '07:30',
      timeZone: 'Europe/London',
    });
    expect(sub).toEqual({
      teamId: 'TSUB',
      channelId: 'CSUB',
      postTime: '07:30',
      timeZone: 'Europe/London',
      isActive: true,
      language: 'en',
    });
    const moved = await subscribeSlackChannel(ctx, {
      teamId: 'TSUB',
      channelId: 'CSUB',
      postTime: '06:00',
      timeZone: 'America/New_York',
    });
    expect(moved).toMatchObject({ postTime: '06:00', timeZone: 'America/New_York', language: 'en' });
    // The language is set when given and kept when not (a time moved keeps the channel's language).
    const spanish = await subscribeSlackChannel(ctx, { teamId: 'TSUB', channelId: 'CSUB', postTime: '06:00', timeZone: 'UTC', language: 'es' });
    expect(spanish.language).toBe('es');
    expect((await subscribeSlackChannel(ctx, { teamId: 'TSUB', channelId: 'CSUB', postTime: '07:00', timeZone: 'UTC' })).language).toBe('es');
    expect(await unsubscribeSlackChannel(ctx, { teamId: 'TSUB', channelId: 'CSUB' })).toEqual({ wasSubscribed: true });
    expect(await unsubscribeSlackChannel(ctx, { teamId: 'TSUB', channelId: 'CSUB' })).toEqual({ wasSubscribed: false });
    await expect(
      subscribeSlackChannel(ctx, { teamId: 'TSUB', channelId: 'CSUB', postTime: '25:99', timeZone: 'UTC' }),
    ).rejects.toThrow('Please choose a valid time, like 8am, 7:30 pm, 19:00 or noon.');
    await expect(
      subscribeSlackChannel(ctx, { teamId: 'TSUB', channelId: 'CSUB', postTime: '07:30', timeZone: 'Mars/Olympus' }),
    ).rejects.toThrow(UNKNOWN_TIME_ZONE);
  });
});

describe('countSlackPrayers', () => {
  it('counts the members of that workspace who prayed the post prayer around its date, once each', async () => {
    // The prayer of the 10th (only the day's prayer can be completed): 12:00 in London, 21:00 in Tokyo.
    const [p] = await h.db
      .insert(prayers)
      .values({ kind: 'daily', date: '2026-03-10', title: 'Count me', content: 'Amen.' })
      .returning();
    const a = await member('TCOUNT', 'UA');
    const b = await member('TCOUNT', 'UB', 'Asia/Tokyo');
    const other = await member('TOTHER', 'UC');
    for (const m of [a, b, b, other]) await completePrayer(m, { prayerId: p!.id, source: 'slack' });
    expect(await countSlackPrayers(ctx, { teamId: 'TCOUNT', prayerId: p!.id, localDate: '2026-03-10' })).toBe(2);
    expect(await countSlackPrayers(ctx, { teamId: 'TCOUNT', prayerId: p!.id, localDate: '2026-04-10' })).toBe(0);
  });
});

describe('findSlackMember', () => {
  it('finds a member by team and user, with their zone', async () => {
    const m = await member('TFIND', 'UFIND', 'America/Chicago');
    expect(await findSlackMember(ctx, { teamId: 'TFIND', userId: 'UFIND' })).toEqual({
      userId: m.userId,
      firstName: 'Ruth',
      timeZone: 'America/Chicago',
      language: 'en',
    });
    expect(await findSlackMember(ctx, { teamId: 'TFIND', userId: 'UNOBODY' })).toBeNull();
    const [ident] = await h.db.select().from(identities).where(eq(identities.subject, 'TFIND:UFIND'));
    expect(parseSlackTarget(ident!.subject)).toEqual({ teamId: 'TFIND', id: 'UFIND' });
  });
});

describe('claimSlackEvent', () => {
  it('lets an event through once, whatever the retries', async () => {
    expect(await claimSlackEvent(ctx, { eventId: 'Ev0001' })).toBe(true);
    expect(await claimSlackEvent(ctx, { eventId: 'Ev0001' })).toBe(false);
    expect(await claimSlackEvent(ctx, { eventId: 'Ev0002' })).toBe(true);
  });
});

describe('getSlackHome', () => {
  it('gathers streak, this week, goals and settings in the member zone', async () => {
    const m = await member('THOME', 'UHOME', 'Pacific/Auckland');
    const [p] = await h.db
      .insert(prayers)
      .values({ kind: 'daily', date: '2026-03-11', title: 'Home', content: 'Amen.' })
      .returning();
    await completePrayer(m, { prayerId: p!.id, source: 'slack' });
    const home = await getSlackHome(m, { teamId: 'THOME', slackUserId: 'UHOME' });
    expect(home.today).toBe('2026-03-11'); // 01:00 on the 11th in Auckland
    expect(home.streak).toBe(1);
    expect(home.week.find((d) => d.date === '2026-03-11')!.completed).toBe(true);
    expect(home.settings).toMatchObject({ dailyReminders: false, timeZone: 'Pacific/Auckland' });
    expect(home.goals).toEqual([]);
    expect(home.notifyByDm).toBe(true);
  });
});
