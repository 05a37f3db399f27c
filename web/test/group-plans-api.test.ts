/**
 * Group plans on the web (decision 237), over real HTTP on the real database: a
 * member who pressed Done in the Telegram group's post (before they had an account) links Telegram
 * to their web account and sees the group's plan, the group's counts and their own days; no one
 * else's name. A signed-in person who is not a member sees none; a visitor is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectIdentity } from '@dps/core/accounts/connect-identity';
import { setTelegramGroupSchedule } from '@dps/core/delivery/set-telegram-group-schedule';
import { groupMemberOf } from '@dps/core/plans/group-plan-done';
import { markGroupPlanDayDone } from '@dps/core/plans/mark-group-plan-day-done';
import { startGroupPlan } from '@dps/core/plans/start-group-plan';
import { seedFiveDayPlans } from '@dps/core/plans/plan-test-helpers';
import { findOrCreateUserByIdentity } from '@dps/core/accounts/identities';
import { Browser } from './http-client';
import { signIn } from './sign-in';
import { startTestServer, type TestServer } from './start-test-server';

let server: TestServer;
const group = { channel: 'telegram' as const, target: '-100700' };

beforeAll(async () => {
  // Monday 4 May 2026, 07:00 in Berlin; the group posts at 08:00 there, so its plan starts today.
  server = await startTestServer({ now: '2026-05-04T05:00:00Z' });
  await seedFiveDayPlans(server.db.db);
  await setTelegramGroupSchedule(server.ctx, {
    chatId: -100700,
    title: 'Morning Prayer',
    reminderTime: '08:00',
    timeZone: 'Europe/Berlin',
  });
});
afterAll(() => server?.close());

describe('GET /api/plans/groups', () => {
  it('shows a member the group plan with the group’s counts and their own days; no one else; no names', async () => {
    const started = await startGroupPlan(server.ctx, { ...group, planId: 'a-week-of-thanks' });
    expect(started.run.startDate).toBe('2026-05-04');
    const runId = started.run.id;
    const done = async (subject: string, day: number) => {
      const who = await groupMemberOf(server.ctx, { provider: 'telegram', subject });
      await markGroupPlanDayDone(server.ctx, { runId, day, member: who.member, channel: 'telegram', chat: group });
    };
    // Day 1: Dana (no account yet) and Eli (who has talked to the bot) press Done in the group.
    await findOrCreateUserByIdentity(server.ctx, { provider: 'telegram', subject: '902', firstName: 'Eli' });
    server.clock.set('2026-05-04T07:00:00Z');
    await done('901', 1);
    await done('902', 1);
    // Day 2: only Eli.
    server.clock.set('2026-05-05T07:00:00Z');
    await done('902', 2);

    // Dana signs in on the web and links her Telegram: her Done of day 1 follows her.
    const dana = new Browser(server.url);
    const { user } = await signIn(server, dana, { firstName: 'Dana', timeZone: 'Europe/Berlin' });
    await connectIdentity(
      { ...server.ctx, userId: user.id, timeZone: 'Europe/Berlin' },
      { provider: 'telegram', subject: '901' },
    );

    const res = await dana.get('/api/plans/groups');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
    expect(res.body[0]).toMatchObject({
      runId,
      planId: 'a-week-of-thanks',
      planTitle: 'Learning to Give Thanks',
      length: 5,
      channel: 'telegram',
      chatTitle: 'Morning Prayer',
      finished: false,
      group: { today: '2026-05-05', dayToday: 2, dueThrough: 2, counts: { doneByDay: [2, 1, 0, 0, 0], members: 2 } },
      me: { done: [1], catchUp: [2], behind: false },
    });
    expect(res.body[0].days[0]).toMatchObject({
      day: 1,
      date: '2026-05-04',
      title: "Don't Forget",
      passages: ['Psalm 103:1-14'],
    });
    expect(JSON.stringify(res.body)).not.toMatch(/Dana|Eli|901|902/);

    const stranger = new Browser(server.url);
    await signIn(server, stranger);
    const none = await stranger.get('/api/plans/groups');
    expect(none.status).toBe(200);
    expect(none.body).toEqual([]);

    const visitor = new Browser(server.url);
    expect((await visitor.get('/api/plans/groups')).status).toBe(401);
  });
});
