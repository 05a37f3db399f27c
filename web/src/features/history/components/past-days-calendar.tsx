import { Check, ChevronLeft, ChevronRight, MessageCircle } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { Link } from '../../../lib/router';
import type { PastDay, PastDaysMonth } from '../api/history';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function monthLabel(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(y, m - 1, 1, 12).toLocaleDateString('en-US', { month: 'long', year: 'numeric' });
}

export function dayLabel(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d, 12).toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric' });
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

function describe(day: PastDay, isToday: boolean): string {
  const parts = [dayLabel(day.date)];
  if (isToday) parts.push('today');
  parts.push(day.prayed ? 'prayed' : 'not prayed');
  if (day.reflection) parts.push('you reflected');
  if (day.prayer) parts.push(day.prayer.title);
  return parts.join(', ');
}

export function PastDaysCalendar({ data }: { data: PastDaysMonth }) {
  const byDate = new Map(data.days.map((d) => [d.date, d]));
  return (
    <Card padding="sm">
      <div className="mb-3 flex items-center justify-between gap-2">
        {data.previousMonth ? (
          <Link
            href={`/history?month=${data.previousMonth}`}
            aria-label={`Previous month, ${monthLabel(data.previousMonth)}`}
            className="inline-flex h-10 w-10 items-center justify-center rounded-full text-brand-700 hover:bg-brand-50"
          >
            <ChevronLeft aria-hidden className="h-5 w-5" />
          </Link>
        ) : (
          <span className="h-10 w-10" />
        )}
        <h2 className="font-serif text-lg font-semibold text-slate-900" aria-live="polite">
          {monthLabel(data.month)}
        </h2>
        {data.nextMonth ? (
          <Link
            href={`/history?month=${data.nextMonth}`}
            aria-label={`Next month, ${monthLabel(data.nextMonth)}`}
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
        aria-label={`Your days in ${monthLabel(data.month)}`}
        className="grid grid-cols-7 gap-1 text-center"
      >
        <div role="row" className="contents">
          {WEEKDAYS.map((w) => (
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
              return (
                <div role="gridcell" key={date}>
                  <Link
                    href={isToday ? '/' : `/history/${date}`}
                    aria-label={describe(day, isToday)}
                    data-testid={`day-${date}`}
                    className={cn(
                      'relative flex aspect-square flex-col items-center justify-center rounded-xl text-sm font-medium sm:aspect-auto sm:h-14',
                      day.prayed
                        ? 'bg-brand-700 text-white'
                        : 'border border-slate-200 text-slate-700 hover:bg-slate-50',
                      isToday && 'ring-2 ring-gold-400 ring-offset-1',
                    )}
                  >
                    {n}
                    <span className="flex h-3 items-center gap-0.5">
                      {day.prayed ? <Check aria-hidden className="h-3 w-3" /> : null}
                      {day.reflection ? (
                        <MessageCircle
                          aria-hidden
                          className={cn('h-3 w-3', day.prayed ? 'text-gold-300' : 'text-green-600')}
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
          <span className="inline-block h-3 w-3 rounded bg-brand-700" /> Prayed
        </span>
        <span className="inline-flex items-center gap-1">
          <MessageCircle aria-hidden className="h-3 w-3 text-green-600" /> Your reflection
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
  const days = [...data.days].reverse();
  if (days.length === 0) return null;
  return (
    <ul className="space-y-2" aria-label="Days this month">
      {days.map((day) => (
        <li key={day.date}>
          <Link
            href={day.date === data.today ? '/' : `/history/${day.date}`}
            className="block rounded-2xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-300"
          >
            <div className="flex items-center justify-between gap-2">
              <span className="text-sm text-slate-500">
                {dayLabel(day.date)}
                {day.date === data.today ? ' · Today' : ''}
              </span>
              <span
                className={cn(
                  'inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium',
                  day.prayed ? 'bg-green-50 text-green-800' : 'bg-slate-100 text-slate-600',
                )}
              >
                {day.prayed ? <Check aria-hidden className="h-3 w-3" /> : null}
                {day.prayed ? 'Prayed' : 'Not prayed'}
              </span>
            </div>
            <p className="mt-1 font-serif font-semibold text-slate-900">{day.prayer?.title ?? 'No prayer that day'}</p>
            {day.reflection ? (
              <p className="mt-1 line-clamp-2 text-sm text-slate-600">
                <MessageCircle aria-hidden className="mr-1 inline h-3.5 w-3.5 text-green-600" />
                {day.reflection.content}
              </p>
            ) : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
