/**
 * Zones and linking (decisions 070, 190) in Telegram, through the real grammY client against the fake Bot API:
 * times and zones as people say them, a zone changed elsewhere shown here, and linking that asks
 * whose zone and reminder time to keep.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { identities, userSettings } from '@dps/db/schema';
import { createLinkCode } from '@dps/core/accounts/create-link-code';
import { getSettings } from '@dps/core/settings/get-settings';
import { updateSettings } from '@dps/core/settings/update-settings';
import { makeUser } from '@dps/core/test/factories';
import { buttonData, buttons, startBotHarness, type BotHarness } from '../../../test/bot-harness';

let t: BotHarness;
beforeAll(async () => {
  t = await startBotHarness({ now: '2026-07-01T12:09:00Z' }); // 14:09 in Berlin, 08:09 in New York
});
afterAll(() => t.stop());

async function settingsOf(telegramId: number) {
  const [row] = await t.db.db
    .select({
      timeZone: userSettings.timeZone,
      reminderTime: userSettings.reminderTime,
      on: userSettings.dailyReminders,
    })
    .from(identities)
    .innerJoin(userSettings, eq(userSettings.userId, identities.userId))
    .where(and(eq(identities.provider, 'telegram'), eq(identities.subject, String(telegramId))));
  return row;
}

describe('times and zones as people say them', () => {
  it.each([
    ['8am', '08:00', '8:00 AM'],
    ['noon', '12:00', '12:00 PM'],
    ['7:30 pm', '19:30', '7:30 PM'],
    ['19h', '19:00', '7:00 PM'],
  ])('/remind %s sets the prayer at %s', async (typed, stored, said) => {
    const who = t.fake.user({ first_name: 'Rae' });
    await t.say(who, '/timezone Berlin');
    const { replies } = await t.say(who, `/remind ${typed}`);
    expect(replies[0]!.text).toMatch(
      new RegExp(`^🔔 Daily prayer on: every day at ${stored} \\(${said}\\), Berlin time\\.`),
    );
    expect(await settingsOf(who.id)).toMatchObject({ reminderTime: stored, on: true });
  });

  it('refuses a time it cannot read, with examples people use', async () => {
    const who = t.fake.user({ first_name: 'Sol' });
    expect((await t.say(who, '/remind soonish')).replies[0]!.text).toBe(
      'Please choose a valid reminder time, for example /remind 8am, /remind 7:30 pm, /remind 19:00 or /remind noon. /remind off stops it.',
    );
  });

  it.each([
    ['EST', 'America/New_York', '8:09 AM'],
    ['berlin', 'Europe/Berlin', '2:09 PM'],
    ['Sao Paulo', 'America/Sao_Paulo', '9:09 AM'],
    ['São Paulo', 'America/Sao_Paulo', '9:09 AM'],
    ['new york', 'America/New_York', '8:09 AM'],
  ])('/timezone %s is %s, confirmed with the local time now', async (typed, zone, now) => {
    const who = t.fake.user({ first_name: 'Tam' });
    const { replies } = await t.say(who, `/timezone ${typed}`);
    expect(replies[0]!.text).toBe(
      `🕰 Time zone set to ${zone === 'Europe/Berlin' ? 'Berlin' : zone === 'America/New_York' ? 'New York' : 'São Paulo'} (it is ${now} there now). Want a daily prayer? Send /remind 08:00.`,
    );
    expect(await settingsOf(who.id)).toMatchObject({ timeZone: zone });
  });

  it('an unknown zone is refused with what to send instead, and nothing changes', async () => {
    const who = t.fake.user({ first_name: 'Uma' });
    await t.say(who, '/timezone berlin');
    expect((await t.say(who, '/timezone Atlantis')).replies[0]!.text).toBe(
      'Unknown time zone. Send a city or a common abbreviation, for example /timezone Berlin, /timezone New York or /timezone EST (Area/City like /timezone Europe/London works too) — or share your location.',
    );
    expect(await settingsOf(who.id)).toMatchObject({ timeZone: 'Europe/Berlin' });
  });

  it("a group admin sets the group's prayer with 8am and its zone with a city", async () => {
    const admin = t.fake.user({ first_name: 'Ada' });
    const group = t.fake.group('Spoken');
    t.fake.setMemberStatus(group, admin, 'administrator');
    expect((await t.say(admin, '/timezone sao paulo', { chat: group })).replies[0]!.text).toBe(
      "🕰 This group's time zone is now São Paulo.",
    );
    expect((await t.say(admin, '/remind 8am', { chat: group })).replies[0]!.text).toMatch(
      /^🔔 I'll post the daily prayer here every day at 08:00 \(São Paulo time\)/,
    );
  });
});

describe('one person on every channel: the zone', () => {
  it('a zone the person chose on the web is the one Telegram shows and uses', async () => {
    const who = t.fake.user({ first_name: 'Vera' });
    await t.say(who, '/timezone Berlin');
    await t.say(who, '/remind 14:09');
    const before = (await t.say(who, '/settings')).replies[0]!.text!;
    expect(before).toContain('Time zone: Berlin (it is 2:09 PM there now)');
    // The person accepts the web's offer to follow their device (the route calls updateSettings).
    const [id] = await t.db.db
      .select({ userId: identities.userId })
      .from(identities)
      .where(and(eq(identities.provider, 'telegram'), eq(identities.subject, String(who.id))));
    await updateSettings({ ...t.ctx, userId: id!.userId, timeZone: 'Europe/Berlin' }, { timeZone: 'America/New_York' });
    const after = (await t.say(who, '/settings')).replies[0]!.text!;
    expect(after).toContain('Daily prayer: 🔔 on, at 14:09 (2:09 PM)');
    expect(after).toContain('Time zone: New York (it is 8:09 AM there now)');
    expect(after).toContain('Next prayer: today at 2:09 PM');
  });
});

describe('linking asks whose zone and reminder time to keep', () => {
  async function sides(first: string) {
    const web = await makeUser(t.ctx, { email: `${first.toLowerCase()}@example.test`, firstName: first });
    const webActor = { ...t.ctx, userId: web.id, timeZone: 'America/New_York' };
    await updateSettings(webActor, { timeZone: 'America/New_York', dailyReminders: true, reminderTime: '08:00' });
    const who = t.fake.user({ first_name: first });
    await t.say(who, '/timezone Berlin');
    await t.say(who, '/remind 7:17');
    const { code } = await createLinkCode(webActor);
    const asked = (await t.say(who, `/link ${code}`)).replies[0]!;
    return { web, webActor, who, asked };
  }

  it('shows both sides and keeps this chat’s when chosen: Berlin and 07:17 everywhere', async () => {
    const { webActor, who, asked } = await sides('Lia');
    expect(asked.text).toBe(
      [
        '🔗 Connect this chat to a web account?',
        '',
        'Account: Lia (l***@example.test)',
        '',
        '🕰 Your settings differ. Choose which to keep; the other is replaced everywhere:',
        '• Time zone: Berlin here, New York on the web account.',
        '• Daily prayer: at 7:17 am here, at 8:00 am on the web account.',
        '',
        'Only connect if this is your own account. If someone sent you this code or link, tap Cancel.',
      ].join('\n'),
    );
    expect(buttons(asked)).toEqual([
      "✅ Connect, keep this chat's (Berlin, 7:17 am)",
      "✅ Connect, keep the web's (New York, 8:00 am)",
      '✖️ Cancel',
    ]);
    const done = await t.press(who, asked, buttonData(asked, "✅ Connect, keep this chat's (Berlin, 7:17 am)"));
    expect(done.edits.at(-1)!.text).toBe(
      '✅ Connected! This chat now belongs to the web account of Lia (l***@example.test). Your prayers, streak, goals, favorites and reflections are shared between the web app and Telegram.\n\n🕰 Your daily prayer: every day at 7:17 am, time zone Berlin, on every channel.',
    );
    expect(await getSettings(webActor)).toMatchObject({
      timeZone: 'Europe/Berlin',
      reminderTime: '07:17',
      dailyReminders: true,
    });
  });

  it("keeps the web's when chosen: New York and 08:00", async () => {
    const { webActor, who, asked } = await sides('Mo');
    const done = await t.press(who, asked, buttonData(asked, "✅ Connect, keep the web's (New York, 8:00 am)"));
    expect(done.edits.at(-1)!.text).toContain(
      '🕰 Your daily prayer: every day at 8:00 am, time zone New York, on every channel.',
    );
    expect(await getSettings(webActor)).toMatchObject({ timeZone: 'America/New_York', reminderTime: '08:00' });
    expect((await t.say(who, '/settings')).replies[0]!.text).toContain('Time zone: New York');
  });
});
