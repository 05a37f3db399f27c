/**
 * The watch's outbox on a real database (PGlite, and PostgreSQL with TEST_DATABASE_URL), the clock
 * stepped minute by minute through a whole 24-hour watch across New York's fall-back: ten people in
 * four zones on Telegram, Slack, Web Push and email, every slot held. Each reminder and start comes
 * once, at its minute, on its holder's channel, in their zone; a late claim hears only its start; a
 * crash loses nothing and doubles nothing; a channel gone for good fails over; a released slot is
 * silent; the group hears hand-offs, one call for help after its night, and the summary.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DbHandle } from '@dps/db/client';
import { queryRows } from '@dps/db/client';
import { pushSubscriptions } from '@dps/db/schema';
import { createTestDb } from '../../../test/create-test-db';
import { actor, testCtx } from '../../../test/context';
import { makeUser } from '../../../test/factories';
import { findOrCreateUserByIdentity } from '../../accounts/identities';
import { circleOf, circleRequest } from '../../circles/rotation/circle-fixtures';
import { recordCircleMembership } from '../../circles/record-circle-membership';
import type { Ctx } from '../../context';
import { registerTelegramChat } from '../../delivery/register-telegram-chat';
import type { DeliveryChannel } from '../../delivery/delivery-types';
import { claimWatchSlot } from '../claim-watch-slot';
import { endWatch } from '../end-watch';
import { releaseWatchSlot } from '../release-watch-slot';
import { startWatch } from '../start-watch';
import type { WatchSendResult, WatchToSend } from '../watch-outbox-types';
import { slotStart } from '../watch-slots';
import { claimWatchSends, recordWatchSend } from './watch-outbox';

const RUNNING: DeliveryChannel[] = ['telegram', 'slack_dm', 'web_push', 'email'];
const MIN = 60_000;

let h: DbHandle;
beforeAll(async () => {
  h = await createTestDb();
});
afterAll(() => h.close());

interface Person {
  id: number;
  name: string;
  channel: 'telegram' | 'slack_dm' | 'web_push' | 'email';
  target: string;
  zone: string;
  language: 'en' | 'es';
  lead: number;
}

interface Got {
  at: string;
  send: WatchToSend;
}

/** The "senders": what each got, when; targets in `gone` answer that they are no more. */
function fakeSenders(ctx: Ctx & { clock: { now(): Date } }) {
  const got: Got[] = [];
  const gone = new Set<string>();
  let postId = 0;
  const send = (w: WatchToSend): WatchSendResult => {
    if (gone.has(`${w.rowChannel}:${w.target}`))
      return { status: 'gone', error: '403: Forbidden: bot was blocked by the user' };
    got.push({ at: ctx.clock.now().toISOString(), send: w });
    if (w.kind === 'post') return { status: 'sent', externalId: w.editMessageId ?? String(++postId) };
    return { status: 'sent' };
  };
  const round = async (limit = 100) => {
    for (const w of await claimWatchSends(ctx, { limit, plan: true, running: RUNNING }))
      await recordWatchSend(ctx, w.sendId, send(w));
  };
  return { got, gone, round };
}

let chat = 7_700_000;
async function person(
  ctx: Ctx,
  p: Omit<Person, 'id' | 'target'> & { alsoEmail?: boolean; circleTarget: string },
): Promise<Person> {
  let id: number;
  let target: string;
  if (p.channel === 'slack_dm') {
    const subject = `TW0:U${chat++}`;
    id = (await findOrCreateUserByIdentity(ctx, { provider: 'slack', subject, firstName: p.name })).user.id;
    target = subject;
  } else {
    id = (await makeUser(ctx, { firstName: p.name, timeZone: p.zone })).id;
    target = String(id);
  }
  await queryRows(
    ctx.db,
    sql`insert into user_settings (user_id, time_zone, language, watch_lead_minutes, email_reminders)
        values (${id}::int, ${p.zone}, ${p.language}, ${p.lead}::int, ${p.channel === 'email' || !!p.alsoEmail})
        on conflict (user_id) do update set time_zone = excluded.time_zone, language = excluded.language,
          watch_lead_minutes = excluded.watch_lead_minutes, email_reminders = excluded.email_reminders,
          bible_version = case when excluded.language = 'es' then 'rv1909' else 'web' end`,
  );
  if (p.channel === 'telegram') {
    const chatId = chat++;
    await registerTelegramChat(ctx, { chatId, type: 'private', userId: id });
    target = String(chatId);
  }
  if (p.channel === 'web_push') {
    const [device] = await ctx.db
      .insert(pushSubscriptions)
      .values({ userId: id, endpoint: `https://push.example.test/${id}`, p256dh: 'p', auth: 'a' })
      .returning();
    target = String(device!.id);
  }
  await recordCircleMembership(ctx, {
    circle: { channel: 'telegram', target: p.circleTarget },
    userId: id,
    isMember: true,
  });
  return { id, target, name: p.name, channel: p.channel, zone: p.zone, language: p.language, lead: p.lead };
}

const sentOf = (got: Got[], kind: string, target?: string) =>
  got.filter((g) => g.send.kind === kind && (target === undefined || g.send.target === target));

describe('the watch outbox through a whole watch', () => {
  it('every held slot hears its reminder and start once, on time, on its channel, in its zone', async () => {
    const ctx = testCtx(h.db, '2026-10-30T12:00:00Z');
    const clock = ctx.clock;
    await queryRows(ctx.db, sql`insert into slack_installations (team_id, installation_enc) values ('TW0', 'x')`);
    const GROUP = '-1007700';
    const zones = ['Asia/Kolkata', 'America/New_York', 'Europe/Madrid', 'America/Los_Angeles'];
    const channels = ['telegram', 'slack_dm', 'web_push', 'email'] as const;
    const names = ['Ana', 'Ben', 'Cai', 'Dan', 'Eva', 'Fay', 'Gil', 'Hal', 'Ivo', 'Joy'];
    const people: Person[] = [];
    for (let i = 0; i < 10; i++)
      people.push(
        await person(ctx, {
          name: names[i]!,
          channel: channels[i % 4]!,
          zone: zones[(i + Math.floor(i / 4)) % 4]!,
          language: i % 2 === 0 ? 'en' : 'es',
          lead: i === 9 ? 0 : i % 3 === 0 ? 10 : 15,
          alsoEmail: i === 4,
          circleTarget: GROUP,
        }),
      );
    const circleId = await circleOf(ctx, GROUP, [people[0]!.id]);
    const requestId = await circleRequest(ctx, { userId: people[0]!.id, circleId, title: 'Surgery for Dad' });
    const w = await startWatch(actor(ctx, people[0]!.id, 'Europe/Madrid', clock), {
      title: 'Watch for Dad',
      requestId,
      circleId,
      startsAt: '2026-10-31T18:00:00Z',
      hours: 24,
      slotMinutes: 30,
      perSlot: 2,
      timeZone: 'Europe/Madrid',
    });
    const at = (slot: number) => slotStart({ startsAt: new Date(w.startsAt), slotMinutes: 30 }, slot);
    const LATE = 40; // left open, then taken one minute before it begins
    const RELEASED = 44; // a second place, given back after its reminder was planned
    const claimOf = new Map<number, { person: Person; claimId: number; claimedAt: Date }>();
    for (let s = 0; s < 48; s++) {
      if (s === LATE) continue;
      const p = people[s % 10]!;
      const c = await claimWatchSlot(actor(ctx, p.id, p.zone, clock), { watchId: w.id, slot: s });
      claimOf.set(s, { person: p, claimId: c.claimId, claimedAt: clock.now() });
    }
    const quitter = people[(RELEASED + 1) % 10]!;
    await claimWatchSlot(actor(ctx, quitter.id, quitter.zone, clock), { watchId: w.id, slot: RELEASED });

    const { got, gone, round } = fakeSenders(ctx);
    // Eva's Telegram is blocked: her messages fail over to her email.
    const eva = people[4]!;
    gone.add(`telegram:${eva.target}`);
    const CRASH = new Date('2026-10-31T18:30:00Z');
    const crashed: number[] = [];

    clock.set('2026-10-31T17:00:00Z');
    const end = new Date('2026-11-01T18:05:00Z');
    while (clock.now() <= end) {
      const now = clock.now();
      if (now.getTime() === at(LATE).getTime() - MIN) {
        const p = people[LATE % 10]!;
        const c = await claimWatchSlot(actor(ctx, p.id, p.zone, clock), { watchId: w.id, slot: LATE });
        claimOf.set(LATE, { person: p, claimId: c.claimId, claimedAt: now });
      }
      if (now.getTime() === at(RELEASED).getTime() - 16 * MIN)
        await releaseWatchSlot(actor(ctx, quitter.id, quitter.zone, clock), { watchId: w.id, slot: RELEASED });
      if (now.getTime() === CRASH.getTime()) {
        // This instance claims a batch and dies before sending any of it.
        crashed.push(
          ...(await claimWatchSends(ctx, { limit: 100, plan: true, running: RUNNING })).map((x) => x.sendId),
        );
      } else await round();
      clock.advance(MIN);
    }

    expect(crashed.length).toBeGreaterThan(0);
    const crashedIds = new Set(crashed);
    for (const [s, c] of claimOf) {
      const p = c.person;
      const target = p === eva ? String(eva.id) : p.target;
      const mine = got.filter((g) => g.send.userId === p.id && g.send.message.lines[0]!.includes(w.title));
      const starts = mine.filter((g) => g.send.kind === 'slot_start' && g.send.message.buttons[0]![0]!.slot === s);
      expect(starts, `slot ${s} start`).toHaveLength(1);
      const start = starts[0]!;
      expect(start.send.target).toBe(target);
      expect(start.send.rowChannel).toBe(p === eva ? 'email' : p.channel);
      if (!crashedIds.has(start.send.sendId) && p !== eva) expect(start.at).toBe(at(s).toISOString());
      const reminders = mine.filter(
        (g) => g.send.kind === 'slot_reminder' && g.send.message.buttons[0]![0]!.slot === s,
      );
      const wantsReminder = p.lead > 0 && s !== LATE;
      expect(reminders, `slot ${s} reminder`).toHaveLength(wantsReminder ? 1 : 0);
      if (wantsReminder && !crashedIds.has(reminders[0]!.send.sendId) && p !== eva)
        expect(reminders[0]!.at).toBe(new Date(at(s).getTime() - p.lead * MIN).toISOString());
    }
    // Nothing twice, anywhere.
    const keys = got.filter((g) => g.send.kind !== 'post').map((g) => g.send.sendId);
    expect(new Set(keys).size).toBe(keys.length);
    const personal = got.filter((g) => g.send.kind === 'slot_start' || g.send.kind === 'slot_reminder');
    expect(personal).toHaveLength(
      48 + [...claimOf.entries()].filter(([s, c]) => c.person.lead > 0 && s !== LATE).length,
    );
    // The released place heard nothing; the crash's rows came after their lease, once.
    expect(
      personal.filter((g) => g.send.userId === quitter.id && g.send.message.buttons[0]![0]!.slot === RELEASED),
    ).toEqual([]);
    const late = got.filter((g) => crashedIds.has(g.send.sendId));
    expect(late.length).toBe(crashed.length);
    for (const g of late) expect(g.at).toBe(new Date(CRASH.getTime() + 2 * MIN).toISOString());

    // Each in their own zone and language: the New York slots either side of the fall-back both read 01:00.
    const line = (s: number, kind = 'slot_start') =>
      personal.find((g) => g.send.kind === kind && g.send.message.buttons[0]![0]!.slot === s)!.send.message.lines[0];
    expect(people[1]!.zone).toBe('America/New_York');
    // 04:30Z is 00:30 EDT; five real hours later, 09:30Z, the clock reads 04:30 EST.
    expect(line(21)).toBe('Watch for Dad: dom 00:30–01:00 (tu hora)');
    expect(line(31)).toBe('Watch for Dad: dom 04:30–05:00 (tu hora)');
    expect(people[4]!.zone).toBe('America/New_York');
    expect(line(24)).toBe('Watch for Dad: Sun 01:00–01:30 (your time)');
    expect(people[0]!.zone).toBe('Asia/Kolkata');
    expect(line(0)).toBe('Watch for Dad: Sat 23:30–24:00 (your time)');
    expect(line(10)).toBe('Watch for Dad: Sun 04:30–05:00 (your time)');
    const ana0 = personal.find((g) => g.send.kind === 'slot_reminder' && g.send.message.buttons[0]![0]!.slot === 0)!;
    expect(ana0.send.message.title).toBe('Your watch slot begins in 10 minutes');
    expect(ana0.send.message.lines).toContain('Praying for: “Surgery for Dad”');
    expect(ana0.send.message.buttons[0]!.map((b) => b.action)).toEqual(['prayed', 'release']);
    expect(ana0.send.message.lines.some((l) => l.startsWith('Psalm 121:3-4 (WEB)'))).toBe(true);
    const es = personal.find((g) => g.send.kind === 'slot_start' && g.send.language === 'es')!;
    expect(es.send.message.title).toBe('Tu turno de vigilia ha empezado');
    expect(es.send.message.lines.some((l) => / \(RV1909\)$/.test(l))).toBe(true);

    // The group: the post first (then redraws as edits), a hand-off at most once an hour, one call
    // for the open slot after the group's night (07:00 in Madrid), the summary at the end.
    const posts = sentOf(got, 'post');
    expect(posts[0]!.send.editMessageId).toBeNull();
    expect(posts.slice(1).every((p) => p.send.editMessageId === '1')).toBe(true);
    // (The crash's hand-off came two minutes late; the others at their boundary.)
    const handoffs = sentOf(got, 'handoff')
      .filter((g) => !crashedIds.has(g.send.sendId))
      .map((g) => Date.parse(g.at));
    expect(handoffs.length).toBeGreaterThanOrEqual(20);
    for (let i = 1; i < handoffs.length; i++) expect(handoffs[i]! - handoffs[i - 1]!).toBeGreaterThanOrEqual(60 * MIN);
    const calls = sentOf(got, 'call_for_help');
    expect(calls.map((c) => c.at)).toEqual(['2026-11-01T06:00:00.000Z']);
    expect(calls[0]!.send.message.lines[0]).toBe('Sun 15:00–15:30 is still open.');
    const summary = sentOf(got, 'summary');
    expect(summary.map((s) => s.at)).toEqual(['2026-11-01T18:00:00.000Z']);
    expect(summary[0]!.send.message.lines[0]).toMatch(/^24 hours of prayer, carried by 10 people\.$/);
    const author = sentOf(got, 'author_summary');
    expect(author).toHaveLength(1);
    expect(author[0]!.send.userId).toBe(people[0]!.id);
    expect(author[0]!.send.message.lines[0]).toBe('10 people prayed through 24 hours for “Surgery for Dad”.');
    const last = posts[posts.length - 1]!;
    expect(Date.parse(last.at)).toBeGreaterThanOrEqual(Date.parse('2026-11-01T18:00:00Z'));
    expect(last.send.message.lines).toContain('This watch has ended.');
    expect(last.send.message.buttons.flat().some((b) => b.action === 'claim')).toBe(false);
  }, 300_000);

  it('a claim landing while the post is being sent is drawn at the next redraw, 10 seconds on', async () => {
    const ctx = testCtx(h.db, '2026-12-02T08:00:00Z');
    const clock = ctx.clock;
    const GROUP = '-1007702';
    const a = await person(ctx, {
      name: 'Ola',
      channel: 'email',
      zone: 'UTC',
      language: 'en',
      lead: 5,
      circleTarget: GROUP,
    });
    const circleId = await circleOf(ctx, GROUP, [a.id]);
    const w = await startWatch(actor(ctx, a.id, 'UTC', clock), {
      title: 'Morning watch',
      circleId,
      startsAt: '2026-12-02T10:00:00Z',
      hours: 2,
      slotMinutes: 60,
      perSlot: 1,
    });
    const [first] = await claimWatchSends(ctx, { limit: 10, plan: false, running: RUNNING });
    expect(first).toMatchObject({ kind: 'post', editMessageId: null });
    expect(first!.message.lines).toContain('0 of 2 hours covered');
    // While it is on its way, someone takes a slot.
    await claimWatchSlot(actor(ctx, a.id, 'UTC', clock), { watchId: w.id, slot: 0 });
    await recordWatchSend(ctx, first!.sendId, { status: 'sent', externalId: '77' });
    clock.advance(5_000);
    expect(await claimWatchSends(ctx, { limit: 10, plan: false, running: RUNNING })).toEqual([]);
    clock.advance(5_000);
    const [next] = await claimWatchSends(ctx, { limit: 10, plan: false, running: RUNNING });
    expect(next).toMatchObject({ kind: 'post', editMessageId: '77' });
    expect(next!.message.lines).toContain('1 of 2 hours covered');
    // An edit whose message was deleted since: the post is sent anew.
    await recordWatchSend(ctx, next!.sendId, { status: 'gone', error: '400: Bad Request: message to edit not found' });
    clock.advance(10_000);
    const [again] = await claimWatchSends(ctx, { limit: 10, plan: false, running: RUNNING });
    expect(again).toMatchObject({ kind: 'post', editMessageId: null });
  });

  it('ended early: the summary says so; slots not begun send nothing more; someone who left the group hears nothing', async () => {
    const ctx = testCtx(h.db, '2026-12-01T08:00:00Z');
    const clock = ctx.clock;
    const GROUP = '-1007701';
    const a = await person(ctx, {
      name: 'Lia',
      channel: 'email',
      zone: 'UTC',
      language: 'en',
      lead: 5,
      circleTarget: GROUP,
    });
    const b = await person(ctx, {
      name: 'Max',
      channel: 'email',
      zone: 'UTC',
      language: 'en',
      lead: 5,
      circleTarget: GROUP,
    });
    const c = await person(ctx, {
      name: 'Noa',
      channel: 'email',
      zone: 'UTC',
      language: 'en',
      lead: 5,
      circleTarget: GROUP,
    });
    const circleId = await circleOf(ctx, GROUP, [a.id]);
    const w = await startWatch(actor(ctx, a.id, 'UTC', clock), {
      title: 'Evening watch',
      circleId,
      startsAt: '2026-12-01T10:00:00Z',
      hours: 4,
      slotMinutes: 60,
      perSlot: 1,
    });
    await claimWatchSlot(actor(ctx, a.id, 'UTC', clock), { watchId: w.id, slot: 0 });
    await claimWatchSlot(actor(ctx, b.id, 'UTC', clock), { watchId: w.id, slot: 1 });
    await claimWatchSlot(actor(ctx, c.id, 'UTC', clock), { watchId: w.id, slot: 2 });
    await recordCircleMembership(ctx, {
      circle: { channel: 'telegram', target: GROUP },
      userId: b.id,
      isMember: false,
    });
    const { got, round } = fakeSenders(ctx);
    for (clock.set('2026-12-01T09:50:00Z'); clock.now() <= new Date('2026-12-01T12:30:00Z'); clock.advance(MIN)) {
      if (clock.now().toISOString() === '2026-12-01T11:30:00.000Z')
        await endWatch(actor(ctx, a.id, 'UTC', clock), { watchId: w.id });
      await round();
    }
    const personal = got.filter((g) => g.send.userId !== null);
    expect(personal.map((g) => [g.send.userId, g.send.kind, g.at])).toEqual([
      [a.id, 'slot_reminder', '2026-12-01T09:55:00.000Z'],
      [a.id, 'slot_start', '2026-12-01T10:00:00.000Z'],
    ]);
    const summary = sentOf(got, 'summary');
    expect(summary.map((s) => [s.at, s.send.message.title])).toEqual([
      ['2026-12-01T11:30:00.000Z', '🕯️ Evening watch was ended early'],
    ]);
    expect(summary[0]!.send.message.lines[0]).toBe('2 hours of prayer, carried by 2 people.');
    const lastPost = sentOf(got, 'post').at(-1)!;
    expect(lastPost.send.message.lines).toContain('This watch was ended early.');
  });
});
