import { describe, expect, it } from 'vitest';
import { ZAdminCalendarInput } from '../admin/admin-calendar';
import { ZCreateDailyPrayerInput } from '../admin/create-daily-prayer';
import { ZPrayerPreviewInput } from '../admin/prayer-preview';
import { ZClaimDeliveriesInput } from '../delivery/claim-deliveries';
import { ZCreateGoalInput } from '../goals/goal-form';
import { ZRecordGroupPrayerInput } from '../groups/record-group-prayer';
import { ZGetPastDayInput } from '../history/get-past-day';
import { ZPickDailyPrayerInput } from '../prayers/get-daily-prayer';
import { ZListPublishedPrayersInput } from '../prayers/list-published-prayers';
import { ZGetWeeklyProgressInput } from '../progress/get-weekly';
import { ZCountSlackPrayersInput } from '../slack/count-slack-prayers';
import { ZIsoDate } from './iso-date';

const IMPOSSIBLE = ['2026-02-30', '2026-02-29', '2026-13-01', '2026-00-10', '2026-04-31', '0000-00-00', '2026-99-99'];

describe('ZIsoDate: a real calendar day or a clear refusal', () => {
  it('takes real days, leap days included', () => {
    for (const d of ['2026-02-28', '2028-02-29', '2000-02-29', '1999-12-31', '2026-03-10'])
      expect(ZIsoDate.parse(d)).toBe(d);
  });

  it('refuses impossible days, other shapes and long input with its message', () => {
    for (const d of [
      ...IMPOSSIBLE,
      '2026-2-3',
      '20260210',
      '2026-02-10T00:00:00Z',
      ' 2026-02-10',
      'x'.repeat(100_000),
      20260210,
      null,
    ]) {
      const r = ZIsoDate.safeParse(d);
      expect(r.success, String(d).slice(0, 30)).toBe(false);
      expect(r.error!.issues[0]!.message).toBe('invalidDate');
    }
  });

  // Every schema that takes a date from outside uses it: none lets an impossible day through to PostgreSQL.
  const takers: [string, (d: string) => unknown][] = [
    ['ZAdminCalendarInput.from', (d) => ZAdminCalendarInput.safeParse({ from: d })],
    [
      'ZCreateDailyPrayerInput.date',
      (d) => ZCreateDailyPrayerInput.safeParse({ title: 't', content: 'c', topic_id: 1, date: d }),
    ],
    ['ZPrayerPreviewInput.date', (d) => ZPrayerPreviewInput.safeParse({ date: d })],
    [
      'ZClaimDeliveriesInput.localDate',
      (d) =>
        ZClaimDeliveriesInput.safeParse({
          now: new Date(),
          channel: 'telegram',
          items: [{ target: '1', localDate: d }],
        }),
    ],
    ['ZCreateGoalInput.startDate', (d) => ZCreateGoalInput.safeParse({ title: 'Pray', targetDays: 7, startDate: d })],
    [
      'ZRecordGroupPrayerInput.localDate',
      (d) =>
        ZRecordGroupPrayerInput.safeParse({
          channel: 'slack_channel',
          target: 'T:C',
          prayerId: 1,
          userId: 1,
          localDate: d,
        }),
    ],
    ['ZGetPastDayInput.date', (d) => ZGetPastDayInput.safeParse({ date: d })],
    ['ZPickDailyPrayerInput.date', (d) => ZPickDailyPrayerInput.safeParse({ date: d })],
    ['ZListPublishedPrayersInput.from', (d) => ZListPublishedPrayersInput.safeParse({ from: d, to: '2026-03-10' })],
    ['ZGetWeeklyProgressInput.startDate', (d) => ZGetWeeklyProgressInput.safeParse({ startDate: d })],
    [
      'ZCountSlackPrayersInput.localDate',
      (d) => ZCountSlackPrayersInput.safeParse({ teamId: 'T0TEAM', prayerId: 1, localDate: d }),
    ],
  ];
  it.each(takers)('%s refuses impossible days (and takes a real one)', (_name, parse) => {
    expect(parse('2026-03-10')).toMatchObject({ success: true });
    for (const d of IMPOSSIBLE) expect((parse(d) as { success: boolean }).success, d).toBe(false);
  });
});
