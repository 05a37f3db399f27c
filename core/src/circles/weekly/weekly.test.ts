import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, type DbHandle } from '@dps/db/client';
import { createTestDb } from '../../../test/create-test-db';
import { actor, testCtx } from '../../../test/context';
import { getSettings } from '../../settings/get-settings';
import { claimWeeklySends, recordWeeklySend, type WeeklyToSend } from './weekly-outbox';
import { getCirclePulse } from './circle-pulse';
import { sendAwayNote } from './send-away-note';
import { setCircleWeekly } from './set-circle-weekly';
import { setCircleLeader } from './set-circle-leader';
import { latestMoment } from './weekly-moment';
import { makeWeeklyGroup, type WeeklyGroup } from './weekly-test-fixture';
import { markRequestAnswered } from '../../wall/mark-request-answered';
import { recordCircleMembership } from '../record-circle-membership';

// Sunday 13 December 2026; the group posts daily at 18:00 UTC, so its weekly moment is Sunday 18:00.
const SUNDAY = '2026-12-13';

describe('the weekly engine: answered post, authors’ counts, leaders’ pulse', () => {
  let h: DbHandle;
  const ctx = () => testCtx(h.db, `${SUNDAY}T12:00:00Z`);
  let c: ReturnType<typeof ctx>;
  let g: WeeklyGroup;
  let es: WeeklyGroup;
  beforeAll(async () => {
    h = await createTestDb();
    c = ctx();
    g = await makeWeeklyGroup(c, {
      platform: 'telegram',
      language: 'en',
      target: '-100700',
      title: 'Home group',
      postTime: '18:00',
      sunday: SUNDAY,
      seed: 70,
    });
    es = await makeWeeklyGroup(c, {
      platform: 'slack',
      language: 'es',
      target: 'T9:C9',
      title: 'Grupo de casa',
      postTime: '19:00',
      sunday: SUNDAY,
      seed: 90,
    });
  });
  afterAll(() => h.close());

  const bell = (userId: number) =>
    queryRows<{ kind: string; title: string; body: string }>(
      h.db,
      sql`select kind, title, body from notifications where user_id = ${userId}::int order by id`,
    );

  it('tells those who prayed that the request was answered, in their language, and no one else', async () => {
    expect((await bell(g.cai)).filter((n) => n.kind === 'prayer_answered')).toEqual([
      {
        kind: 'prayer_answered',
        title: 'A prayer you prayed for was answered',
        body: expect.stringContaining('It went well'),
      },
    ]);
    expect((await bell(es.cai)).find((n) => n.kind === 'prayer_answered')?.body).toContain('Salió muy bien');
    for (const someone of [g.ana, g.ben, g.dan])
      expect((await bell(someone)).map((n) => n.kind)).not.toContain('prayer_answered');
    // Queued for Cai's Telegram chat too.
    const [queued] = await queryRows<{ n: number }>(
      h.db,
      sql`select count(*)::int as n from notification_sends s join notifications n on n.id = s.notification_id
          where n.user_id = ${g.cai}::int and n.kind = 'prayer_answered' and s.target = ${g.chatOf.cai}`,
    );
    expect(queued!.n).toBe(1);
  });

  it('the moment is the group’s day and time in its zone', () => {
    const now = new Date(`${SUNDAY}T18:01:00Z`);
    expect(latestMoment({ day: 0, time: '18:00', timeZone: 'UTC' }, now).week).toBe(SUNDAY);
    expect(latestMoment({ day: 0, time: '18:30', timeZone: 'UTC' }, now).week).toBe('2026-12-06');
    expect(latestMoment({ day: 3, time: '09:00', timeZone: 'America/New_York' }, now).week).toBe('2026-12-09');
  });

  let first: WeeklyToSend[] = [];
  it('sends nothing before the moment, then once per target and week, the rest after a crash', async () => {
    c.clock.set(`${SUNDAY}T17:59:00Z`);
    // Dan's own Sunday (08:00) has passed: his count comes; the groups' moments have not.
    const early = await claimWeeklySends(c);
    expect(early.map((s) => [s.kind, s.target])).toEqual([
      ['author_prayed', g.chatOf.dan],
      ['author_prayed', es.chatOf.dan],
    ]);
    // Never who, unless they chose to be named: Cai did, Lea did not.
    expect(early[0]!.message.lines).toEqual(["2 people prayed for “Dan's surgery” this week.", 'Among them: Cai.']);
    expect(early[1]!.message.lines).toEqual([
      '2 personas oraron por «La operación de Dan» esta semana.',
      'Entre ellas: Cai.',
    ]);
    for (const s of early) await recordWeeklySend(c, s.sendId, { status: 'sent' });

    c.clock.set(`${SUNDAY}T18:01:00Z`);
    first = await claimWeeklySends(c);
    expect(first.map((s) => [s.kind, s.channel, s.target])).toEqual([
      ['group_answered', 'telegram', '-100700'],
      ['leader_pulse', 'telegram', g.chatOf.lea],
    ]);
    const post = first[0]!.message;
    expect(post.title).toBe('🙌 Answered this week');
    expect(post.lines).toEqual([
      'One prayer this group carried was answered this week:',
      "• “Dan's surgery” (Dan): It went well",
      'Thank you for praying.',
    ]);
    const pulse = first[1]!.message;
    expect(pulse.title).toBe('This week in Home group');
    expect(pulse.lines.length).toBeLessThanOrEqual(10);
    expect(pulse.lines).toContain('1 request is short of prayer:'.replace('1 request is', 'One request is'));
    expect(pulse.lines).toContain('• “A new job” (no one yet)');
    expect(pulse.lines).toContain('One answer shared this week.');
    // Ana said yes: she is named, with a button; Ben said no and Dan was never asked: not there.
    expect(pulse.lines).toContain('Not seen for two weeks: Ana');
    expect(pulse.lines.join('\n')).not.toMatch(/Ben|Dan,/);
    expect(pulse.buttons).toEqual([
      { text: 'Send Ana a kind note', action: 'away_note', circleId: g.circleId, userId: g.ana },
    ]);

    // The instance dies after sending the group's post, before the pulse is recorded.
    await recordWeeklySend(c, first[0]!.sendId, { status: 'sent' });
    c.clock.set(`${SUNDAY}T18:02:00Z`);
    expect(await claimWeeklySends(c)).toEqual([]); // the pulse's lease still holds
    c.clock.set(`${SUNDAY}T18:04:00Z`);
    const again = await claimWeeklySends(c);
    expect(again.map((s) => [s.kind, s.target])).toEqual([['leader_pulse', g.chatOf.lea]]);
    await recordWeeklySend(c, again[0]!.sendId, { status: 'sent' });
    c.clock.set(`${SUNDAY}T18:30:00Z`);
    expect((await claimWeeklySends(c)).map((s) => s.kind)).toEqual([]);
  });

  it('speaks the group’s and the leader’s language (Spanish Slack group)', async () => {
    c.clock.set(`${SUNDAY}T19:01:00Z`);
    const es1 = await claimWeeklySends(c);
    expect(es1.map((s) => [s.kind, s.channel, s.target])).toEqual([
      ['group_answered', 'slack', 'T9:C9'],
      ['leader_pulse', 'slack', es.chatOf.lea],
    ]);
    expect(es1[0]!.message.lines).toEqual([
      'Una oración que este grupo llevó fue respondida esta semana:',
      '• «La operación de Dan» (Dan): Salió muy bien',
      'Gracias por orar.',
    ]);
    expect(es1[1]!.message.title).toBe('Esta semana en Grupo de casa');
    expect(es1[1]!.message.lines).toContain('Sin verse desde hace dos semanas: Ana');
    expect(es1[1]!.message.buttons[0]!.text).toBe('Enviar a Ana una nota amable');
    for (const s of es1) await recordWeeklySend(c, s.sendId, { status: 'sent' });
    c.clock.set(`${SUNDAY}T23:00:00Z`);
    expect(await claimWeeklySends(c)).toEqual([]);
    const rows = await queryRows<{ status: string; n: number }>(
      h.db,
      sql`select status, count(*)::int as n from weekly_sends group by status order by status`,
    );
    expect(rows).toEqual([{ status: 'sent', n: 6 }]);
  });

  it('asks each member once whether leaders may see they have been away', async () => {
    const asks = await queryRows<{ userId: number; n: number }>(
      h.db,
      sql`select user_id as "userId", count(*)::int as n from notifications where kind = 'away_consent' group by user_id`,
    );
    // Ana and Ben had answered already (Profile's switch), so they are not asked again.
    expect(asks.map((a) => a.userId).sort((x, y) => x - y)).toEqual(
      [g.lea, g.cai, g.dan, es.lea, es.cai, es.dan].sort((x, y) => x - y),
    );
    expect(asks.every((a) => a.n === 1)).toBe(true);
    expect((await getSettings(actor(c, g.ana))).awayVisibleToLeaders).toBe(true);
    expect((await getSettings(actor(c, g.ben))).awayVisibleToLeaders).toBe(false);
  });

  it('the pulse on asking, for leaders only; the kind note only to a member who said yes', async () => {
    const pulse = await getCirclePulse(actor(c, g.lea), { circleId: g.circleId });
    expect(pulse.away.map((a) => a.firstName)).toEqual(['Ana']);
    expect(pulse.days).toHaveLength(7);
    await expect(getCirclePulse(actor(c, g.cai), { circleId: g.circleId })).rejects.toMatchObject({
      code: 'not_found',
    });
    // A leader of another group sees nothing of this one.
    await expect(getCirclePulse(actor(c, es.lea), { circleId: g.circleId })).rejects.toMatchObject({
      code: 'not_found',
    });

    await sendAwayNote(actor(c, g.lea), { circleId: g.circleId, userId: g.ana });
    await sendAwayNote(actor(c, g.lea), { circleId: g.circleId, userId: g.ana });
    expect((await bell(g.ana)).filter((n) => n.kind === 'away_note')).toEqual([
      { kind: 'away_note', title: 'We’re praying for you this week', body: 'From Home group.' },
    ]);
    await expect(sendAwayNote(actor(c, g.lea), { circleId: g.circleId, userId: g.ben })).rejects.toMatchObject({
      code: 'not_found',
    });
    expect((await bell(g.ben)).map((n) => n.kind)).not.toContain('away_note');
  });

  it('leaders choose the weekly moment and hand on leading', async () => {
    await expect(
      setCircleWeekly(actor(c, g.cai), { circleId: g.circleId, weeklyDay: 3, weeklyTime: '7pm' }),
    ).rejects.toMatchObject({ code: 'not_found' });
    const w = await setCircleWeekly(actor(c, g.lea), { circleId: g.circleId, weeklyDay: 3, weeklyTime: '7pm' });
    expect(w).toMatchObject({ day: 3, time: '19:00', weeklyTime: '19:00' });
    await expect(
      setCircleLeader(actor(c, g.lea), { circleId: g.circleId, userId: g.lea, isLeader: false }),
    ).rejects.toMatchObject({
      code: 'conflict',
    });
    await setCircleLeader(actor(c, g.lea), { circleId: g.circleId, userId: g.cai, isLeader: true });
    await setCircleLeader(actor(c, g.lea), { circleId: g.circleId, userId: g.lea, isLeader: false });
    await expect(getCirclePulse(actor(c, g.lea), { circleId: g.circleId })).rejects.toMatchObject({
      code: 'not_found',
    });
    expect((await getCirclePulse(actor(c, g.cai), { circleId: g.circleId })).circle.title).toBe('Home group');
    // The next Wednesday at 19:00 the pulse goes to Cai now, not Lea.
    c.clock.set('2026-12-16T19:05:00Z');
    const next = await claimWeeklySends(c);
    expect(next.filter((s) => s.kind === 'leader_pulse' && s.target === g.chatOf.cai)).toHaveLength(1);
    expect(next.filter((s) => s.target === g.chatOf.lea)).toEqual([]);
  });
});

describe('answered told: only to those who may still see the request', () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await createTestDb();
  });
  afterAll(() => h.close());

  it('a member who left the group is not told; one who stayed is, and the group hears unless the author says no', async () => {
    const c = testCtx(h.db, `${SUNDAY}T12:00:00Z`);
    const g = await makeWeeklyGroup(c, {
      platform: 'telegram',
      language: 'en',
      target: '-100900',
      title: 'Home group',
      postTime: '18:00',
      sunday: SUNDAY,
      seed: 60,
    });
    c.clock.set(`${SUNDAY}T12:00:00Z`);
    await queryRows(
      h.db,
      sql`insert into intercessions (user_prayer_id, user_id, local_date) values
          (${g.openId}::int, ${g.ana}::int, ${SUNDAY}::date), (${g.openId}::int, ${g.ben}::int, ${SUNDAY}::date)`,
    );
    // Ben leaves the group's chat.
    await recordCircleMembership(c, {
      circle: { channel: 'telegram', target: '-100900' },
      userId: g.ben,
      isMember: false,
    });
    const r = await markRequestAnswered(actor(c, g.cai), { requestId: g.openId, shareAnswerWith: [] });
    expect(r.notified).toBe(1);
    const told = await queryRows<{ userId: number }>(
      h.db,
      sql`select user_id as "userId" from notifications where kind = 'prayer_answered' and ref_key = ${`answered:${g.openId}`}`,
    );
    expect(told.map((x) => x.userId)).toEqual([g.ana]);
    // Cai chose not to tell the group: its weekly post has Dan's answer only.
    c.clock.set(`${SUNDAY}T18:01:00Z`);
    const post = (await claimWeeklySends(c)).find((s) => s.kind === 'group_answered')!;
    expect(post.message.lines.join('\n')).not.toContain('A new job');
    expect(post.message.lines).toContain("• “Dan's surgery” (Dan): It went well");
  });
});
