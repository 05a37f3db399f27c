/**
 * /timezone follows core's one zone rule (decision 060): an alias is stored by its real name, and a
 * zone only Node knows (PostgreSQL would refuse it when planning) is refused with a clear reply.
 */
import { zoneName } from '@dps/core/time/zone-display';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { identities, telegramChats, userSettings } from '@dps/db/schema';
import { startBotHarness, type BotHarness } from '../../../test/bot-harness';

let t: BotHarness;
beforeAll(async () => {
  t = await startBotHarness({ now: '2026-09-15T12:00:00Z' });
});
afterAll(() => t.stop());

const BAD_ZONE =
  'Unknown time zone. Send a city or a common abbreviation, for example /timezone Berlin, /timezone New York or /timezone EST (Area/City like /timezone Europe/London works too) — or share your location.';

async function zoneOf(telegramId: number): Promise<string | undefined> {
  const [row] = await t.db.db
    .select({ timeZone: userSettings.timeZone })
    .from(identities)
    .innerJoin(userSettings, eq(userSettings.userId, identities.userId))
    .where(and(eq(identities.provider, 'telegram'), eq(identities.subject, String(telegramId))));
  return row?.timeZone;
}

describe('/timezone stores only zones both Node and PostgreSQL know', () => {
  it.each([
    ['US/Pacific-New', 'America/Los_Angeles'],
    ['us/pacific', 'America/Los_Angeles'],
    ['Asia/Calcutta', 'Asia/Kolkata'],
    ['America/New York', 'America/New_York'],
  ])('%s is stored as %s', async (typed, stored) => {
    const who = t.fake.user({ first_name: 'Zed' });
    const { replies } = await t.say(who, `/timezone ${typed}`);
    // Said as people write it (decision 272), stored canonical.
    expect(replies[0]!.text).toMatch(new RegExp(`^🕰 Time zone set to ${zoneName(stored, 'en')} `));
    expect(await zoneOf(who.id)).toBe(stored);
  });

  it.each(['SystemV/AST4', '+05:00', 'UTC+5', 'Mars/Olympus_Mons'])(
    '%s is refused and nothing changes',
    async (typed) => {
      const who = t.fake.user({ first_name: 'Yan' });
      await t.say(who, '/timezone Europe/Paris');
      expect((await t.say(who, `/timezone ${typed}`)).replies[0]!.text).toBe(BAD_ZONE);
      expect(await zoneOf(who.id)).toBe('Europe/Paris');
    },
  );

  it("a group's zone too", async () => {
    const admin = t.fake.user({ first_name: 'Ada' });
    const group = t.fake.group('Zones');
    t.fake.setMemberStatus(group, admin, 'administrator');
    const set = await t.say(admin, '/timezone US/Pacific-New', { chat: group });
    expect(set.replies[0]!.text).toMatch(/^🕰 This group's time zone is now Los Angeles\./);
    const [row] = await t.db.db.select().from(telegramChats).where(eq(telegramChats.chatId, group.id));
    expect(row!.timeZone).toBe('America/Los_Angeles');
    expect((await t.say(admin, '/timezone SystemV/AST4', { chat: group })).replies[0]!.text).toBe(BAD_ZONE);
  });
});
