/**
 * Plans read together in a chat (decision 237), in core, with a pinned clock:
 * starting on the group's next post date, one plan at a time, the day riding in the group's daily
 * post (claimed once), Done once per member and day by an account or a chat identity, the identity's
 * days moving to its account when it gets one, the member's own position, the summary the day after
 * the last day, stopping, the web's list and the admins' figures.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DbHandle } from '@dps/db/client';
import { notifications, planDayCompletions } from '@dps/db/schema';
import { createTestDb } from '../../test/create-test-db';
import { actor, testCtx } from '../../test/context';
import { makeUser } from '../../test/factories';
import { findOrCreateUserByIdentity } from '../accounts/identities';
import { mergeUsers } from '../accounts/merge-users';
import { claimDeliveries } from '../delivery/claim-deliveries';
import { planDueDeliveries } from '../delivery/plan-due-deliveries';
import { recordDeliveryResults } from '../delivery/record-delivery-results';
import { setTelegramGroupSchedule } from '../delivery/set-telegram-group-schedule';
import { subscribeSlackChannel } from '../slack/subscribe-slack-channel';
import { chatMemberKey } from '../rules/chat-member-key';
import { groupMemberOf } from './group-plan-done';
import { markGroupPlanDayDone } from './mark-group-plan-day-done';
import { closeGroupPlanRun, getGroupPlanPost, groupPlanPostFigures } from './group-plan-posts';
import { getGroupPlan } from './get-group-plan';
import { groupPlanRefusal } from './group-plan-runs';
import { startGroupPlan } from './start-group-plan';
import { stopGroupPlan } from './stop-group-plan';
import { listMyGroupPlans } from './my-group-plans';
import { getPlanMetrics } from './plan-metrics';
import { seedFiveDayPlans } from './plan-test-helpers';

let h: DbHandle;
let ctx: ReturnType<typeof testCtx>;
const group = { channel: 'telegram' as const, target: '-100500' };
const channel = { channel: 'slack_channel' as const, target: 'T0TEAM:C0PLAN' };

const reason = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (e) {
    return groupPlanRefusal(e)?.reason ?? (e as Error).message;
  }
  return 'no error';
};

/** One engine tick on a channel at the clock's now: claim, record as sent; the claimed posts. */
async function tick(ch: 'telegram' | 'slack_channel') {
  const now = ctx.clock.now();
  const due = await planDueDeliveries(ctx, { now, channel: ch });
  const claimed = await claimDeliveries(ctx, { now, channel: ch, items: due });
  await recordDeliveryResults(ctx, {
    now,
    channel: ch,
    results: claimed.map((d) => ({ id: d.id, attempts: 1, status: 'sent' as const, externalId: `m${d.id}` })),
  });
  return claimed;
}

beforeAll(async () => {
  h = await createTestDb();
  // Monday 4 May 2026, 07:00 in Berlin: the group posts at 08:00 there.
  ctx = testCtx(h.db, '2026-05-04T05:00:00Z');
  await seedFiveDayPlans(h.db);
  await setTelegramGroupSchedule(ctx, { chatId: -100500, title: 'Morning Prayer', reminderTime: '08:00', timeZone: 'Europe/Berlin' });
  await subscribeSlackChannel(ctx, { teamId: 'T0TEAM', channelId: 'C0PLAN', postTime: '07:00', timeZone: 'America/Sao_Paulo' });
});
afterAll(() => h.close());

describe('a plan read together in a chat', () => {
  it('starts on the group’s next post date; needs a daily post; one plan at a time', async () => {
    expect(await reason(startGroupPlan(ctx, { channel: 'telegram', target: '-100999', planId: 'a-week-of-thanks' }))).toBe(
      'no_schedule',
    );
    expect(await reason(startGroupPlan(ctx, { ...group, planId: 'no-such-plan' }))).toBe('plan_not_found');
    const v = await startGroupPlan(ctx, { ...group, planId: 'a-week-of-thanks' });
    expect(v).toMatchObject({
      today: '2026-05-04',
      dayToday: 1,
      dueThrough: 1,
      endDate: '2026-05-08',
      summaryDate: '2026-05-09',
      schedule: { timeZone: 'Europe/Berlin', postTime: '08:00' },
      counts: { doneByDay: [0, 0, 0, 0, 0], members: 0, finished: 0 },
    });
    expect(v.run).toMatchObject({ planTitle: 'Learning to Give Thanks', length: 5, startDate: '2026-05-04', language: 'en' });
    expect(await reason(startGroupPlan(ctx, { ...group, planId: 'dar-gracias-en-todo' }))).toBe('already_reading');
    expect((await getGroupPlan(ctx, group))!.run.id).toBe(v.run.id);
  });

  it('the day rides in the group’s one daily post, claimed once; a retry carries it too', async () => {
    ctx.clock.set('2026-05-04T06:00:00Z');
    const [post, ...rest] = await tick('telegram');
    expect(rest).toEqual([]);
    expect(post!.target).toBe('-100500');
    expect(post!.groupPlans).toEqual([
      expect.objectContaining({
        kind: 'day',
        day: 1,
        length: 5,
        title: "Don't Forget",
        passages: ['Psalm 103:1-14'],
        question: expect.stringMatching(/^What is one ordinary gift/),
        done: 0,
        language: 'en',
      }),
    ]);
    expect(await tick('telegram')).toEqual([]);
    // The same post redrawn from the database says the same.
    expect(await getGroupPlanPost(ctx, { ...group, localDate: '2026-05-04' })).toEqual(post!.groupPlans);
    // An admin stops it.
    expect((await stopGroupPlan(ctx, group)).stopped.planTitle).toBe('Learning to Give Thanks');
  });
});

describe('Done, members and their own place', () => {
  let runId: number;
  let ann: { id: number };

  beforeAll(async () => {
    // The first describe stopped its run at the end; a new one starts tomorrow (today's post went out).
    ctx.clock.set('2026-05-04T07:00:00Z');
    expect(
      await reason(startGroupPlan(ctx, { ...group, planId: 'a-week-of-thanks', startDate: '2026-05-04' })),
    ).toBe('start_too_early');
    const v = await startGroupPlan(ctx, { ...group, planId: 'a-week-of-thanks' });
    expect(v.run.startDate).toBe('2026-05-05');
    runId = v.run.id;
    ann = (await findOrCreateUserByIdentity(ctx, { provider: 'telegram', subject: '111', firstName: 'Ann' })).user;
  });

  it('counts one Done per member and day, by account or by chat identity; not before the day, not from another chat', async () => {
    ctx.clock.set('2026-05-05T06:00:00Z');
    expect((await tick('telegram'))[0]!.groupPlans![0]).toMatchObject({ kind: 'day', day: 1 });
    const annRef = await groupMemberOf(ctx, { provider: 'telegram', subject: '111' });
    expect(annRef).toEqual({ member: { userId: ann.id }, userId: ann.id, language: 'en' });
    const ben = await groupMemberOf(ctx, { provider: 'telegram', subject: '222' });
    expect(ben).toEqual({ member: { chatMember: 'telegram:222' }, userId: null, language: null });

    const a = await markGroupPlanDayDone(ctx, { runId, day: 1, member: annRef.member, channel: 'telegram', chat: group });
    expect(a).toMatchObject({ marked: true, doneCount: 1, postDate: '2026-05-05' });
    const b = await markGroupPlanDayDone(ctx, { runId, day: 1, member: ben.member, channel: 'telegram', chat: group });
    expect(b).toMatchObject({ marked: true, doneCount: 2 });
    const again = await markGroupPlanDayDone(ctx, { runId, day: 1, member: ben.member, channel: 'telegram', chat: group });
    expect(again).toMatchObject({ marked: false, doneCount: 2 });
    expect(await reason(markGroupPlanDayDone(ctx, { runId, day: 2, member: ben.member, channel: 'telegram' }))).toBe(
      'not_yet',
    );
    expect(
      await reason(markGroupPlanDayDone(ctx, { runId, day: 1, member: ben.member, channel: 'slack', chat: channel })),
    ).toBe('not_this_chat');
    expect(await reason(markGroupPlanDayDone(ctx, { runId, day: 9, member: ben.member, channel: 'telegram' }))).toBe(
      'day_not_found',
    );
    // The post of day 1 now says 2 done.
    expect((await getGroupPlanPost(ctx, { ...group, localDate: '2026-05-05' }))[0]).toMatchObject({ done: 2 });
  });

  it('a member who falls behind sees their own days waiting, and only theirs', async () => {
    ctx.clock.set('2026-05-07T06:00:00Z'); // day 3
    const cal = await groupMemberOf(ctx, { provider: 'telegram', subject: '333' });
    const r = await markGroupPlanDayDone(ctx, { runId, day: 3, member: cal.member, channel: 'telegram', chat: group });
    expect(r.position).toMatchObject({ dueThrough: 3, done: [3], catchUp: [1, 2], behind: true, finished: false });
    expect(r.position.days.map((d) => [d.day, d.date, d.title])).toEqual([
      [1, '2026-05-05', "Don't Forget"],
      [2, '2026-05-06', 'The One Who Came Back'],
    ]);
    const annDone = await markGroupPlanDayDone(ctx, {
      runId,
      day: 2,
      member: { userId: ann.id },
      channel: 'telegram',
      chat: group,
    });
    // Ann has day 3 (today's) still to read: not behind.
    expect(annDone.position).toMatchObject({ done: [1, 2], catchUp: [3], behind: false });
  });

  it('a chat identity’s days move to its account when it gets one; a day both marked counts once', async () => {
    const before = await h.db.select().from(planDayCompletions).where(eq(planDayCompletions.chatMember, 'telegram:222'));
    expect(before).toHaveLength(1);
    const { user: ben, created } = await findOrCreateUserByIdentity(ctx, { provider: 'telegram', subject: '222', firstName: 'Ben' });
    expect(created).toBe(true);
    const rows = await h.db.select().from(planDayCompletions).where(eq(planDayCompletions.runId, runId));
    expect(rows.filter((r) => r.chatMember === 'telegram:222')).toEqual([]);
    expect(rows.filter((r) => r.userId === ben.id).map((r) => r.day)).toEqual([1]);
    expect((await getGroupPlanPost(ctx, { ...group, localDate: '2026-05-05' }))[0]).toMatchObject({ done: 2 });
    // Ben links his Telegram to his web account: the merge keeps his days (USER_REFERENCES' rule).
    const web = await makeUser(ctx, { firstName: 'Benjamin' });
    await markGroupPlanDayDone(ctx, { runId, day: 1, member: { userId: web.id }, channel: 'web' });
    await mergeUsers(h.db, { fromUserId: ben.id, intoUserId: web.id });
    const after = await h.db.select().from(planDayCompletions).where(eq(planDayCompletions.userId, web.id));
    expect(after.map((r) => r.day)).toEqual([1]);
    expect((await getGroupPlanPost(ctx, { ...group, localDate: '2026-05-05' }))[0]).toMatchObject({ done: 2 });
    expect(chatMemberKey('slack', 'T0TEAM:U0X')).toBe('slack:T0TEAM:U0X');
  });

  it('the web lists the group plan for its linked members: counts per day, their own days, never names', async () => {
    const [mine] = await listMyGroupPlans(actor(ctx, ann.id, 'UTC'));
    expect(mine).toMatchObject({
      runId,
      planTitle: 'Learning to Give Thanks',
      chatTitle: 'Morning Prayer',
      finished: false,
      group: { today: '2026-05-07', dueThrough: 3, dayToday: 3, counts: { doneByDay: [2, 1, 1, 0, 0], members: 3 } },
      me: { done: [1, 2], catchUp: [3], behind: false },
    });
    expect(JSON.stringify(mine)).not.toMatch(/Ann|Ben|Cal/);
    const stranger = await makeUser(ctx);
    expect(await listMyGroupPlans(actor(ctx, stranger.id, 'UTC'))).toEqual([]);
  });

  it('the day after the last day the post carries the summary; closing tells each linked member once', async () => {
    const annDone = (day: number) => markGroupPlanDayDone(ctx, { runId, day, member: { userId: ann.id }, channel: 'telegram' });
    await annDone(3);
    ctx.clock.set('2026-05-08T06:00:00Z');
    expect((await tick('telegram'))[0]!.groupPlans![0]).toMatchObject({ kind: 'day', day: 4 });
    await annDone(4);
    ctx.clock.set('2026-05-09T06:00:00Z');
    expect((await tick('telegram'))[0]!.groupPlans![0]).toMatchObject({ kind: 'day', day: 5 });
    expect((await annDone(5)).position).toMatchObject({ finished: true, catchUp: [] });
    ctx.clock.set('2026-05-10T06:00:00Z');
    const [post] = await tick('telegram');
    expect(post!.groupPlans).toEqual([
      expect.objectContaining({ kind: 'summary', planTitle: 'Learning to Give Thanks', length: 5, members: 3, finished: 1 }),
    ]);
    const words = (r: { daysDone: number; length: number }) => ({ title: `You read ${r.daysDone} of ${r.length}`, body: '' });
    const end = await closeGroupPlanRun(ctx, { runId, words });
    expect(end).toMatchObject({ closed: true, told: 2, counts: { members: 3, finished: 1 } });
    expect(await closeGroupPlanRun(ctx, { runId, words })).toMatchObject({ closed: false, told: 0 });
    const told = await h.db
      .select({ userId: notifications.userId, title: notifications.title })
      .from(notifications)
      .where(eq(notifications.kind, 'group_plan_ended'));
    expect(told.find((n) => n.userId === ann.id)?.title).toBe('You read 5 of 5');
    expect(told).toHaveLength(2);
    // A retried post (claimed again after its lease) still carries the summary of the closed run.
    expect(await getGroupPlanPost(ctx, { ...group, localDate: '2026-05-10' })).toEqual([
      expect.objectContaining({ kind: 'summary', finished: 1 }),
    ]);
    expect(await getGroupPlan(ctx, group)).toBeNull();
  });

  it('admins see group runs beside runs alone; health counts the posts that carried a plan', async () => {
    const m = (await getPlanMetrics(ctx)).find((p) => p.planId === 'a-week-of-thanks')!;
    expect(m).toMatchObject({ starts: 0, finished: 0 });
    expect(m.groups).toMatchObject({ starts: 2, finished: 1, members: 3, membersFinished: 1 });
    expect(m.groups.daysDone).toEqual([2, 1, 2, 1, 1]);
    // The group's posts of 4 May (first run, before its stop), 5, 8, 9 May and the summary on the 10th
    // (no tick ran on the 6th and 7th).
    expect(await groupPlanPostFigures(ctx, '2026-05-01', '2026-05-31')).toEqual([
      { channel: 'telegram', due: 5, sent: 5, pending: 0, failed: 0, deactivated: 0 },
    ]);
  });
});

describe('a Slack channel and Spanish', () => {
  it('starts a Spanish plan in a channel; stop ends it; a stopped run takes no Done', async () => {
    ctx.clock.set('2026-05-10T09:00:00Z'); // 06:00 in São Paulo: the channel posts at 07:00
    const v = await startGroupPlan(ctx, { ...channel, planId: 'dar-gracias-en-todo' });
    expect(v.run).toMatchObject({ language: 'es', startDate: '2026-05-10', channel: 'slack_channel' });
    ctx.clock.set('2026-05-10T10:00:00Z');
    const [post] = await tick('slack_channel');
    expect(post!.groupPlans![0]).toMatchObject({ kind: 'day', day: 1, language: 'es' });
    const { stopped } = await stopGroupPlan(ctx, channel);
    expect(stopped.id).toBe(v.run.id);
    expect(await reason(stopGroupPlan(ctx, channel))).toBe('not_reading');
    expect(
      await reason(
        markGroupPlanDayDone(ctx, { runId: v.run.id, day: 1, member: { chatMember: 'slack:T0TEAM:U0X' }, channel: 'slack' }),
      ),
    ).toBe('stopped');
    // Its posts are no longer plan posts after the stop.
    ctx.clock.set('2026-05-11T10:00:00Z');
    expect((await tick('slack_channel'))[0]!.groupPlans).toBeUndefined();
  });

  it('a person’s first contact on Slack adopts their channel Done', async () => {
    ctx.clock.set('2026-05-12T09:00:00Z');
    const v = await startGroupPlan(ctx, { ...channel, planId: 'a-week-of-thanks' });
    expect(v.run.startDate).toBe('2026-05-12');
    ctx.clock.set('2026-05-12T10:00:00Z');
    await tick('slack_channel');
    const who = await groupMemberOf(ctx, { provider: 'slack', subject: 'T0TEAM:U0NEW' });
    await markGroupPlanDayDone(ctx, { runId: v.run.id, day: 1, member: who.member, channel: 'slack', chat: channel });
    const { user } = await findOrCreateUserByIdentity(ctx, { provider: 'slack', subject: 'T0TEAM:U0NEW', firstName: 'Noa' });
    const rows = await h.db.select().from(planDayCompletions).where(eq(planDayCompletions.runId, v.run.id));
    expect(rows.map((r) => [r.userId, r.chatMember])).toEqual([[user.id, null]]);
  });
});
