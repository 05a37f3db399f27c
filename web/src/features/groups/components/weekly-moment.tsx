/**
 * The group's weekly moment (decision 283): when its "answered this week" post goes to the chat and
 * its leaders get the pulse. Everyone in the group sees it; leaders change it here as in the chat.
 */
import { CalendarClock } from 'lucide-react';
import { useState } from 'react';
import { zoneName } from '@dps/core/time/zone-display';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/field';
import { useI18n } from '../../../i18n/i18n-context';
import type { Circle } from '../../../lib/circles';
import { useUpdateWeekly } from '../api/groups';

/** "Sunday" … "Saturday" (0 … 6) in the person's language: 1 Jan 2023 was a Sunday. */
export function weekdayName(language: string, day: number): string {
  return new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2023, 0, 1 + day));
}

/** '18:30' as the person's language writes a time of day. */
export function clockTime(language: string, hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number);
  return new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    Date.UTC(2023, 0, 1, h ?? 0, m ?? 0),
  );
}

export function WeeklyMoment({ circle }: { circle: Circle }) {
  const { t, language } = useI18n();
  const [editing, setEditing] = useState(false);
  const [day, setDay] = useState(circle.weeklyDay);
  const [time, setTime] = useState(circle.weeklyTime ?? '');
  const update = useUpdateWeekly(circle.id);
  const dayName = weekdayName(language, circle.weeklyDay);
  const when = circle.weeklyTime
    ? t('groups.weekly.at', { day: dayName, time: clockTime(language, circle.weeklyTime) })
    : circle.postTime
      ? t('groups.weekly.atPostTime', { day: dayName, time: clockTime(language, circle.postTime) })
      : t('groups.weekly.atPostTimeUnknown', { day: dayName });
  return (
    <Card>
      <h2 className="inline-flex items-center gap-2 font-semibold text-slate-900">
        <CalendarClock aria-hidden className="h-5 w-5 text-brand-600" /> {t('groups.weekly.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('groups.weekly.what')}</p>
      <p className="mt-2 font-medium text-slate-800">{when}</p>
      {circle.timeZone ? (
        <p className="text-xs text-slate-500">
          {t('groups.weekly.zone', { zone: zoneName(circle.timeZone, language) })}
        </p>
      ) : null}
      {circle.isLeader && !editing ? (
        <Button variant="outline" size="sm" className="mt-3" onClick={() => setEditing(true)}>
          {t('groups.weekly.change')}
        </Button>
      ) : null}
      {circle.isLeader && editing ? (
        <form
          className="mt-3 space-y-3"
          onSubmit={(e) => {
            e.preventDefault();
            update.mutate({ weeklyDay: day, weeklyTime: time || null }, { onSuccess: () => setEditing(false) });
          }}
        >
          <div className="flex flex-wrap gap-3">
            <div>
              <label htmlFor={`weekly-day-${circle.id}`} className="mb-1 block text-sm font-medium text-slate-700">
                {t('groups.weekly.day')}
              </label>
              <select
                id={`weekly-day-${circle.id}`}
                className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-800"
                value={day}
                onChange={(e) => setDay(Number(e.target.value))}
              >
                {[0, 1, 2, 3, 4, 5, 6].map((d) => (
                  <option key={d} value={d}>
                    {weekdayName(language, d)}
                  </option>
                ))}
              </select>
            </div>
            <div className="w-36">
              <label htmlFor={`weekly-time-${circle.id}`} className="mb-1 block text-sm font-medium text-slate-700">
                {t('groups.weekly.time')}
              </label>
              <Input
                id={`weekly-time-${circle.id}`}
                type="time"
                value={time}
                aria-describedby={`weekly-time-hint-${circle.id}`}
                onChange={(e) => setTime(e.target.value)}
              />
            </div>
          </div>
          <p id={`weekly-time-hint-${circle.id}`} className="text-xs text-slate-500">
            {t('groups.weekly.timeHint')}
          </p>
          <div className="flex gap-2">
            <Button type="submit" size="sm" disabled={update.isPending}>
              {t('groups.weekly.save')}
            </Button>
            <Button variant="outline" size="sm" onClick={() => setEditing(false)}>
              {t('groups.weekly.cancel')}
            </Button>
          </div>
        </form>
      ) : null}
    </Card>
  );
}
