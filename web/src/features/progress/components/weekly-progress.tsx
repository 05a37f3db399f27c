import { Check } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { useI18n } from '../../../i18n/i18n-context';
import { todayIso, weekdayNames, weekDays, weekStartSunday } from '../../../lib/dates';
import { useWeeklyProgress } from '../api/progress';

/** Seven days from Sunday: a check when completed, today highlighted, otherwise not done. */
export function WeeklyProgress() {
  const { t, language } = useI18n();
  const labels = weekdayNames(language, 'short');
  const sunday = weekStartSunday();
  const { data, isError } = useWeeklyProgress(sunday);
  const today = todayIso();
  const done = new Set((data ?? []).filter((d) => d.completed).map((d) => d.date));
  const days = weekDays(sunday);
  return (
    <Card>
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-2">
        <h2 className="font-semibold text-slate-900">{t('progress.week.heading')}</h2>
        {data ? (
          <p className="text-sm text-slate-600">
            {t('progress.week.prayed', { count: done.size })}
          </p>
        ) : null}
      </div>
      <ol className="grid grid-cols-[repeat(auto-fit,minmax(2.5rem,1fr))] gap-1 text-center">
        {days.map((day, i) => {
          const completed = done.has(day);
          const isToday = day === today;
          return (
            <li key={day} aria-label={t('progress.week.day', { day: labels[i]!, state: completed ? 'completed' : isToday ? 'today' : 'not' })}>
              <span className={cn('text-xs', isToday ? 'font-bold text-brand-700' : 'text-slate-500')}>
                {labels[i]}
              </span>
              <span
                className={cn(
                  'mx-auto mt-1 flex h-9 w-9 items-center justify-center rounded-full text-sm',
                  completed && 'bg-green-600 text-white',
                  completed && isToday && 'ring-2 ring-brand-500 ring-offset-2',
                  !completed && isToday && 'bg-brand-100 font-semibold text-brand-700 ring-2 ring-brand-500',
                  !completed && !isToday && 'bg-slate-100 text-slate-500',
                )}
              >
                {completed ? <Check aria-hidden className="h-4 w-4" /> : Number(day.slice(8))}
              </span>
            </li>
          );
        })}
      </ol>
      {isError ? <p className="mt-2 text-xs text-red-600">{t('progress.week.error')}</p> : null}
    </Card>
  );
}
