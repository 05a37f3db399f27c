import { Check, ChevronLeft, ChevronRight, MessageCircle } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { useI18n } from '../../../i18n/i18n-context';
import { capitalized, weekdayNames } from '../../../lib/dates';
import { cn } from '../../../lib/cn';
import { Link } from '../../../lib/router';
import type { PastDay, PastDaysMonth } from '../api/history';

/** "March 2026", "marzo de 2026" (capitalized where it stands alone) */
function monthLabel(month: string, language: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(y, m - 1, 1, 12).toLocaleDateString(language, { month: 'long', year: 'numeric' });
}

/** "Tuesday, March 10", "martes, 10 de marzo" */
export function dayLabel(date: string, language: string = 'en'): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d, 12).toLocaleDateString(language, { weekday: 'long', month: 'long', day: 'numeric' });
}

/** The month's cells, Sunday first: null for the blanks before the 1st. */
function cells(month: string): (string | null)[] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const blanks = new Date(y, m - 1, 1, 12).getDay();
  const length = new Date(y, m, 0, 12).getDate();
  return [
    ...Array.from({ length: blanks }, () => null),
    ...Array.from({ length }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`),
  ];
}

type T = ReturnType<typeof useI18n>['t'];

/** Days not prayed that the rhythm kept: named as the year grid names them, never "not prayed". */
const KEPT = ['grace', 'rest', 'paused', 'travel'] as const;
type Kept = (typeof KEPT)[number];
const keptMark = (day: PastDay): Kept | null =>
  (KEPT as readonly string[]).includes(day.mark) ? (day.mark as Kept) : null;
const isPrayed = (day: PastDay) => day.prayed || day.mark === 'prayed';

function describe(day: PastDay, isToday: boolean, t: T, language: string): string {
  const parts = [dayLabel(day.date, language)];
  if (isToday) parts.push(t('history.day.today'));
  const kept = keptMark(day);
  parts.push(isPrayed(day) ? t('history.day.prayed') : kept ? t(`history.day.${kept}`) : t('history.day.notPrayed'));
  if (day.reflection) parts.push(t('history.day.reflected'));
  if (day.prayer) parts.push(day.prayer.title);
  return parts.join(', ');
}

export function PastDaysCalendar({ data }: { data: PastDaysMonth }) {
  const { t, language } = useI18n();
  const byDate = new Map(data.days.map((d) => [d.date, d]));
  return (
    <Card padding="sm">
      <div className="mb-3 flex items-center justify-between gap-2">
        {data.previousMonth ? (
          <Link
            href={`/history?month=${data.previousMonth}`}
            aria-label={t('history.previousMonth', { month: monthLabel(data.previousMonth, language) })}
            className="inline-flex h-10 w-10 items-center justify-center rounded-full text-brand-700 hover:bg-brand-50"
          >
            <ChevronLeft aria-hidden className="h-5 w-5" />
          </Link>
        ) : (
          <span className="h-10 w-10" />
        )}
        <h2 className="font-serif text-lg font-semibold text-slate-900" aria-live="polite">
          {capitalized(monthLabel(data.month, language))}
        </h2>
        {data.nextMonth ? (
          <Link
            href={`/history?month=${data.nextMonth}`}
            aria-label={t('history.nextMonth', { month: monthLabel(data.nextMonth, language) })}
            className="inline-flex h-10 w-10 items-center justify-center rounded-full text-brand-700 hover:bg-brand-50"
          >
            <ChevronRight aria-hidden className="h-5 w-5" />
          </Link>
        ) : (
          <span className="h-10 w-10" />
        )}
      </div>
      <div
        role="grid"
        aria-label={t('history.daysIn', { month: monthLabel(data.month, language) })}
        className="grid grid-cols-7 gap-1 text-center"
      >
        <div role="row" className="contents">
          {weekdayNames(language, 'short').map((w) => (
            <div key={w} role="columnheader" className="pb-1 text-xs font-medium text-slate-500">
              {w}
            </div>
          ))}
        </div>
        {chunk(cells(data.month), 7).map((week, i) => (
          <div role="row" className="contents" key={i}>
            {week.map((date, j) => {
              if (!date) return <div role="gridcell" key={`blank-${j}`} />;
              const day = byDate.get(date);
              const n = Number(date.slice(8));
              if (!day)
                return (
                  <div
                    role="gridcell"
                    key={date}
                    className="flex aspect-square items-center justify-center text-sm text-slate-500 sm:aspect-auto sm:h-14"
                  >
                    {n}
                  </div>
                );
              const isToday = date === data.today;
              const prayed = isPrayed(day);
              const kept = keptMark(day);
              return (
                <div role="gridcell" key={date}>
                  <Link
                    href={isToday ? '/' : `/history/${date}`}
                    aria-label={describe(day, isToday, t, language)}
                    data-testid={`day-${date}`}
                    className={cn(
                      'relative flex aspect-square flex-col items-center justify-center rounded-xl text-sm font-medium sm:aspect-auto sm:h-14',
                      prayed
                        ? 'bg-brand-700 text-white'
                        : kept === 'grace'
                          ? 'border-2 border-gold-400 text-slate-800 hover:bg-slate-50'
                          : kept
                            ? 'border border-dashed border-slate-300 bg-slate-50 text-slate-600'
                            : 'border border-slate-200 text-slate-700 hover:bg-slate-50',
                      isToday && 'ring-2 ring-gold-400 ring-offset-1',
                    )}
                  >
                    {n}
                    <span className="flex h-3 items-center gap-0.5">
                      {prayed ? <Check aria-hidden className="h-3 w-3" /> : null}
                      {day.reflection ? (
                        <MessageCircle
                          aria-hidden
                          className={cn('h-3 w-3', prayed ? 'text-gold-300' : 'text-green-600')}
                        />
                      ) : null}
                    </span>
                  </Link>
                </div>
              );
            })}
          </div>
        ))}
      </div>
      <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-500">
        <span className="inline-flex items-center gap-1">
          <span className="inline-block h-3 w-3 rounded bg-brand-700" /> {t('history.prayed')}
        </span>
        {data.days.some((d) => !isPrayed(d) && keptMark(d) === 'grace') ? (
          <span className="inline-flex items-center gap-1">
            <span className="inline-block h-3 w-3 rounded border-2 border-gold-400" /> {t('history.grace')}
          </span>
        ) : null}
        {data.days.some((d) => !isPrayed(d) && keptMark(d) !== null && keptMark(d) !== 'grace') ? (
          <span className="inline-flex items-center gap-1">
            <span className="inline-block h-3 w-3 rounded border border-dashed border-slate-300 bg-slate-50" />{' '}
            {t('history.keptOther')}
          </span>
        ) : null}
        <span className="inline-flex items-center gap-1">
          <MessageCircle aria-hidden className="h-3 w-3 text-green-600" /> {t('history.yourReflection')}
        </span>
      </p>
    </Card>
  );
}

function chunk<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The month's days as a list, newest first: the prayer, prayed or not, the person's reflection. */
export function PastDaysList({ data }: { data: PastDaysMonth }) {
  const { t, language } = useI18n();
  const days = [...data.days].reverse();
  if (days.length === 0) return null;
  return (
    <ul className="space-y-2" aria-label={t('history.daysThisMonth')}>
      {days.map((day) => {
        const prayed = isPrayed(day);
        const kept = keptMark(day);
        return (
          <li key={day.date}>
            <Link
              href={day.date === data.today ? '/' : `/history/${day.date}`}
              className="block rounded-2xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-300"
            >
              <div className="flex items-center justify-between gap-2">
                <span className="text-sm text-slate-500">
                  {day.date === data.today
                    ? t('history.todayMark', { day: capitalized(dayLabel(day.date, language)) })
                    : capitalized(dayLabel(day.date, language))}
                </span>
                <span
                  className={cn(
                    'inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium',
                    prayed
                      ? 'bg-green-50 text-green-800'
                      : kept === 'grace'
                        ? 'bg-gold-50 text-gold-700'
                        : 'bg-slate-100 text-slate-600',
                  )}
                >
                  {prayed ? <Check aria-hidden className="h-3 w-3" /> : null}
                  {prayed ? t('history.prayed') : kept ? t(`history.kept.${kept}`) : t('history.notPrayed')}
                </span>
              </div>
              <p className="mt-1 font-serif font-semibold text-slate-900">
                {day.prayer?.title ?? t('history.noPrayer')}
              </p>
              {day.reflection ? (
                <p className="mt-1 line-clamp-2 text-sm text-slate-600">
                  <MessageCircle aria-hidden className="mr-1 inline h-3.5 w-3.5 text-green-600" />
                  {day.reflection.content}
                </p>
              ) : null}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
