import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DbHandle } from '@dps/db/client';
import { deliveries, prayers } from '@dps/db/schema';
import { createTestDb } from '../../test/create-test-db';
import { testCtx } from '../../test/context';
import type { Ctx } from '../context';
import { updateSettings } from '../settings/update-settings';
import { localDate } from '../time/local-day';
import { isDue } from './is-due';
import { planDueDeliveries } from './plan-due-deliveries';
import { setTelegramChatActive } from './set-telegram-chat-active';
import { setTelegramGroupSchedule } from './set-telegram-group-schedule';
import { simulate, telegramSubscriber, tickAllSent } from './delivery-test-helpers';

let h: DbHandle;
let ctx: Ctx;
beforeAll(async () => {
  h = await createTestDb();
  ctx = testCtx(h.db);
});
afterAll(() => h.close());

/** Each test uses its own targets; clear deliveries between scenarios that reuse instants. */
const onlyFor = <T extends { target: string }>(rows: T[], target: string) => rows.filter((r) => r.target === target);

describe('planDueDeliveries: daylight saving time in New York', () => {
  it('spring forward (8 March 2026): 02:30 does not exist, yet each local date gets exactly one delivery', async () => {
    const gap = await telegramSubscriber(ctx, { timeZone: 'America/New_York', reminderTime: '02:30' });
    const morning = await telegramSubscriber(ctx, { timeZone: 'America/New_York', reminderTime: '08:00' });
    const sent = await simulate(ctx, '2026-03-07T04:00:00Z', '2026-03-10T00:00:00Z', 15);

    const g = onlyFor(sent, gap.target);
    expect(g.map((d) => d.localDate)).toEqual(['2026-03-07', '2026-03-08', '2026-03-09']);
    // 02:30 EST = 07:30Z on the 7th; on the 8th the clock jumps 02:00 -> 03:00 and 02:30 becomes 03:30 EDT = 07:30Z;
    // on the 9th 02:30 EDT = 06:30Z.
    expect(g.map((d) => d.at.toISOString())).toEqual([
      '2026-03-07T07:30:00.000Z',
      '2026-03-08T07:30:00.000Z',
      '2026-03-09T06:30:00.000Z',
    ]);

    const m = onlyFor(sent, morning.target);
    expect(m.map((d) => [d.localDate, d.at.toISOString()])).toEqual([
      ['2026-03-07', '2026-03-07T13:00:00.000Z'], // 08:00 EST
      ['2026-03-08', '2026-03-08T12:00:00.000Z'], // 08:00 EDT
      ['2026-03-09', '2026-03-09T12:00:00.000Z'],
    ]);
  });

  it('fall back (1 November 2026): 01:30 happens twice, the prayer comes once, at the first', async () => {
    const twice = await telegramSubscriber(ctx, { timeZone: 'America/New_York', reminderTime: '01:30' });
    const sent = onlyFor(await simulate(ctx, '2026-10-31T04:00:00Z', '2026-11-02T08:00:00Z', 15), twice.target);
    expect(sent.map((d) => [d.localDate, d.at.toISOString()])).toEqual([
      ['2026-10-31', '2026-10-31T05:30:00.000Z'], // 01:30 EDT
      ['2026-11-01', '2026-11-01T05:30:00.000Z'], // the first 01:30 (EDT); the second, 06:30Z (EST), sends nothing
      ['2026-11-02', '2026-11-02T06:30:00.000Z'], // 01:30 EST
    ]);
  });
});

describe('planDueDeliveries: the far east and the far west', () => {
  it('Kiritimati (UTC+14) and Pago Pago (UTC-11) each get the prayer an admin scheduled for their own date', async () => {
    const [scheduled] = await h.db
      .insert(prayers)
      .values({ kind: 'daily', date: '2026-04-11', title: 'Scheduled for the 11th', content: 'Amen.' })
      .returning();
    const east = await telegramSubscriber(ctx, { timeZone: 'Pacific/Kiritimati', reminderTime: '08:00' });
    const west = await telegramSubscriber(ctx, { timeZone: 'Pacific/Pago_Pago', reminderTime: '08:00' });
    const sent = await simulate(ctx, '2026-04-09T12:00:00Z', '2026-04-12T12:00:00Z', 15);

    const e = onlyFor(sent, east.target);
    const w = onlyFor(sent, west.target);
    // 08:00 on 11 April in Kiritimati is 18:00Z on 10 April; in Pago Pago it is 19:00Z on 11 April.
    expect(e.find((d) => d.localDate === '2026-04-11')).toMatchObject({
      at: new Date('2026-04-10T18:00:00Z'),
      prayerId: scheduled!.id,
    });
    expect(w.find((d) => d.localDate === '2026-04-11')).toMatchObject({
      at: new Date('2026-04-11T19:00:00Z'),
      prayerId: scheduled!.id,
    });
    expect(e.map((d) => d.localDate)).toEqual(['2026-04-10', '2026-04-11', '2026-04-12']);
    expect(w.map((d) => d.localDate)).toEqual(['2026-04-09', '2026-04-10', '2026-04-11']);
    // Other days get the library prayer of their date, never the scheduled one.
    expect(e.filter((d) => d.localDate !== '2026-04-11').every((d) => d.prayerId !== scheduled!.id)).toBe(true);
  });
});

describe('planDueDeliveries: changes after today’s delivery', () => {
  it('a zone or time change after today’s delivery sends nothing more today; moving east starts the new date', async () => {
    const p = await telegramSubscriber(ctx, { timeZone: 'America/New_York', reminderTime: '08:00' });
    const me = { ...ctx, userId: p.userId, timeZone: 'America/New_York' };
    const sent: { localDate: string; at: string }[] = [];
    const tick = async (iso: string) => {
      for (const d of await tickAllSent(ctx, new Date(iso)))
        if (d.target === p.target) sent.push({ localDate: d.localDate, at: iso });
    };
    await tick('2026-05-12T12:00:00Z'); // 08:00 EDT on the 12th
    await updateSettings(me, { reminderTime: '09:00' });
    await tick('2026-05-12T13:00:00Z'); // 09:00 EDT: the 12th is done
    await updateSettings(me, { timeZone: 'Europe/London' });
    await tick('2026-05-12T13:05:00Z'); // 14:05 BST on the 12th: done
    await updateSettings(me, { timeZone: 'Pacific/Kiritimati' });
    await tick('2026-05-12T13:10:00Z'); // 03:10 on the 13th in Kiritimati: not yet 09:00
    await tick('2026-05-12T19:00:00Z'); // 09:00 on the 13th in Kiritimati
    await updateSettings(me, { timeZone: 'America/New_York' });
    await tick('2026-05-13T13:00:00Z'); // 09:00 EDT on the 13th: the 13th was delivered in Kiritimati
    await tick('2026-05-14T13:00:00Z'); // 09:00 EDT on the 14th
    expect(sent).toEqual([
      { localDate: '2026-05-12', at: '2026-05-12T12:00:00Z' },
      { localDate: '2026-05-13', at: '2026-05-12T19:00:00Z' },
      { localDate: '2026-05-14', at: '2026-05-14T13:00:00Z' },
    ]);
  });
});

describe('planDueDeliveries: downtime', () => {
  it('catches up missed deliveries within the window; older ones wait for tomorrow', async () => {
    const late = await telegramSubscriber(ctx, { timeZone: 'Europe/Berlin', reminderTime: '08:00' });
    const tooLate = await telegramSubscriber(ctx, { timeZone: 'Europe/Berlin', reminderTime: '05:00' });
    // The scheduler was down from 04:00 to 09:30 Berlin time (CEST, UTC+2) on 20 June.
    const first = await tickAllSent(ctx, new Date('2026-06-20T07:30:00Z'));
    expect(onlyFor(first, late.target).map((d) => d.localDate)).toEqual(['2026-06-20']);
    expect(onlyFor(first, tooLate.target)).toEqual([]); // 4h30 late: past the 3-hour window
    const next = await simulate(ctx, '2026-06-20T07:40:00Z', '2026-06-21T05:00:00Z', 20);
    expect(onlyFor(next, tooLate.target).map((d) => [d.localDate, d.at.toISOString()])).toEqual([
      ['2026-06-21', '2026-06-21T03:00:00.000Z'],
    ]);
    expect(onlyFor(next, late.target)).toEqual([]);
  });
});

describe('planDueDeliveries: who is a target', () => {
  it('skips reminders off and inactive chats; includes groups with a post time in their own zone', async () => {
    const off = await telegramSubscriber(ctx, { timeZone: 'UTC', reminderTime: '10:00', dailyReminders: false });
    const blocked = await telegramSubscriber(ctx, { timeZone: 'UTC', reminderTime: '10:00' });
    await setTelegramChatActive(ctx, { chatId: blocked.chatId, isActive: false });
    const on = await telegramSubscriber(ctx, { timeZone: 'UTC', reminderTime: '10:00' });
    await setTelegramGroupSchedule(ctx, {
      chatId: -100777,
      title: 'Choir',
      reminderTime: '14:00',
      timeZone: 'Asia/Kolkata',
    });
    await setTelegramGroupSchedule(ctx, { chatId: -100778, title: 'No time yet' });
    const now = new Date('2026-07-01T10:00:00Z'); // 15:30 in Kolkata
    const planned = await planDueDeliveries(ctx, { now, channel: 'telegram' });
    const targets = planned.map((p) => p.target);
    expect(targets).toContain(on.target);
    expect(targets).toContain('-100777');
    expect(targets).not.toContain(off.target);
    expect(targets).not.toContain(blocked.target);
    expect(targets).not.toContain('-100778');
    expect(planned.find((p) => p.target === '-100777')).toMatchObject({
      timeZone: 'Asia/Kolkata',
      localDate: '2026-07-01',
      dueAt: new Date('2026-07-01T08:30:00Z'),
    });
    // Earliest due first, and the limit is honoured.
    expect(planned.map((p) => p.dueAt.getTime())).toEqual(
      [...planned.map((p) => p.dueAt.getTime())].sort((a, b) => a - b),
    );
    expect(await planDueDeliveries(ctx, { now, channel: 'telegram', limit: 1 })).toHaveLength(1);
  });

  it('agrees with the pure isDue for many zones, times and instants', async () => {
    const zones = [
      'America/New_York',
      'Europe/London',
      'Pacific/Kiritimati',
      'Pacific/Pago_Pago',
      'Asia/Kolkata',
      'Asia/Kathmandu',
      'Australia/Lord_Howe',
      'America/St_Johns',
      'UTC',
      'Australia/Sydney',
    ];
    let seed = 42;
    const rand = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % n;
    };
    const people: { target: string; timeZone: string; reminderTime: string }[] = [];
    for (let i = 0; i < 60; i++) {
      const timeZone = zones[rand(zones.length)]!;
      const reminderTime = `${String(rand(24)).padStart(2, '0')}:${String(rand(4) * 15 + rand(2)).padStart(2, '0')}`;
      const s = await telegramSubscriber(ctx, { timeZone, reminderTime, chatId: 9_000_000 + i });
      people.push({ target: s.target, timeZone, reminderTime });
    }
    // Instants around the DST changes of several zones (and arbitrary ones).
    const instants = [
      '2026-03-08T07:15:00Z',
      '2026-03-29T01:10:00Z',
      '2026-04-05T15:45:00Z',
      '2026-10-04T16:00:00Z',
      '2026-11-01T05:45:00Z',
      '2026-11-01T06:45:00Z',
      '2026-01-15T23:59:00Z',
    ];
    for (let k = 0; k < 12; k++)
      instants.push(new Date(Date.parse('2026-01-01T00:00:00Z') + rand(365 * 24 * 60) * 60_000).toISOString());
    const ids = new Set(people.map((p) => p.target));
    for (const iso of instants) {
      const now = new Date(iso);
      const planned = (await planDueDeliveries(ctx, { now, channel: 'telegram', limit: 100_000 })).filter((p) =>
        ids.has(p.target),
      );
      const expected = people.filter(
        (p) => isDue({ now, timeZone: p.timeZone, reminderTime: p.reminderTime, lastDeliveredLocalDate: null }).due,
      );
      expect(planned.map((p) => p.target).sort(), iso).toEqual(expected.map((p) => p.target).sort());
      for (const p of planned) {
        const person = people.find((x) => x.target === p.target)!;
        const check = isDue({
          now,
          timeZone: person.timeZone,
          reminderTime: person.reminderTime,
          lastDeliveredLocalDate: null,
        });
        expect(
          { localDate: p.localDate, dueAt: p.dueAt.toISOString() },
          `${iso} ${person.timeZone} ${person.reminderTime}`,
        ).toEqual({
          localDate: check.localDate,
          dueAt: check.dueAt.toISOString(),
        });
      }
    }
    expect(localDate(new Date(instants[0]!), 'UTC')).toBe('2026-03-08');
    expect(await h.db.$count(deliveries, eq(deliveries.target, people[0]!.target))).toBe(0);
  });
});
