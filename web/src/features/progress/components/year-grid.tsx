import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Card } from '../../../components/ui/card';
import { MONTH_NAMES } from '@dps/core/rhythm/rhythm-words';
import { cn } from '../../../lib/cn';
import { useStreak, useYear } from '../api/progress';


/** Letters of GET /api/progress/year, what they are called and how they look. */
const KINDS = {
  p: { name: 'prayed', className: 'bg-green-600' },
  g: { name: 'grace day', className: 'bg-gold-400' },
  r: { name: 'rest day', className: 'bg-brand-300' },
  z: { name: 'paused', className: 'bg-slate-400' },
  // A date a zone change skipped between two prayers (decision 221): kept, never missed.
  t: { name: 'travel day', className: 'bg-sky-300' },
  m: { name: 'missed', className: 'bg-slate-200' },
  n: { name: 'no entry', className: 'border border-slate-200 bg-transparent' },
} as const;
type Letter = keyof typeof KINDS;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * A year you can see (issue 22): one small calendar per month, a cell per day (prayed, grace, rest,
 * paused, missed). The cells are decoration for the eye; each month's caption carries the same facts
 * in words for a screen reader ("March: 20 days prayed, 1 grace day, 4 rest days, 2 missed").
 */
export function YearGrid() {
  const { data: streak } = useStreak();
  const thisYear = Number((streak?.today ?? new Date().toISOString()).slice(0, 4));
  const [year, setYear] = useState<number | null>(null);
  const shown = year ?? thisYear;
  const { data, isError } = useYear(shown);
  const today = streak?.today;
  let offset = 0;
  return (
    <Card>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold text-slate-900">Your year</h2>
        <div className="flex items-center gap-1">
          <button
            type="button"
            className="rounded-full p-2 text-slate-600 hover:bg-slate-100"
            aria-label={`Show ${shown - 1}`}
            onClick={() => setYear(shown - 1)}
            disabled={shown <= 2000}
          >
            <ChevronLeft aria-hidden className="h-5 w-5" />
          </button>
          <span className="min-w-[3.5rem] text-center font-semibold text-slate-800" aria-live="polite">
            {shown}
          </span>
          <button
            type="button"
            className="rounded-full p-2 text-slate-600 hover:bg-slate-100 disabled:opacity-40"
            aria-label={`Show ${shown + 1}`}
            onClick={() => setYear(shown + 1)}
            disabled={shown >= thisYear}
          >
            <ChevronRight aria-hidden className="h-5 w-5" />
          </button>
        </div>
      </div>
      {data ? (
        <>
          <p className="mb-3 text-sm text-slate-600">
            {plural(data.daysPrayed, 'day')} prayed in {data.year}
            {data.graceDays > 0 ? ` · ${plural(data.graceDays, 'grace day')}` : ''}
            {data.restDays > 0 ? ` · ${plural(data.restDays, 'rest day')}` : ''}
            {data.pausedDays > 0 ? ` · ${plural(data.pausedDays, 'day')} paused` : ''}
          </p>
          <div className="grid grid-cols-3 gap-x-3 gap-y-4 sm:grid-cols-4 lg:grid-cols-3 xl:grid-cols-4">
            {MONTH_NAMES.map((name, m) => {
              const length = new Date(Date.UTC(data.year, m + 1, 0)).getUTCDate();
              const letters = data.marks.slice(offset, offset + length) as string;
              offset += length;
              const lead = new Date(Date.UTC(data.year, m, 1)).getUTCDay();
              const count = (l: Letter) => [...letters].filter((x) => x === l).length;
              const words = [
                plural(count('p'), 'day') + ' prayed',
                count('g') > 0 ? plural(count('g'), 'grace day') : null,
                count('r') > 0 ? plural(count('r'), 'rest day') : null,
                count('z') > 0 ? plural(count('z'), 'day') + ' paused' : null,
                count('t') > 0 ? plural(count('t'), 'travel day') : null,
                count('m') > 0 ? `${count('m')} missed` : null,
              ].filter(Boolean);
              return (
                <figure key={name} className="min-w-0">
                  <figcaption className="mb-1 text-xs font-medium text-slate-600">
                    <span aria-hidden>{name.slice(0, 3)}</span>
                    <span className="sr-only">{`${name}: ${words.join(', ')}`}</span>
                  </figcaption>
                  <div aria-hidden className="grid grid-cols-7 gap-[2px]">
                    {Array.from({ length: lead }, (_, i) => (
                      <span key={`lead-${i}`} />
                    ))}
                    {[...letters].map((l, d) => {
                      const iso = `${data.year}-${String(m + 1).padStart(2, '0')}-${String(d + 1).padStart(2, '0')}`;
                      const kind = KINDS[(l as Letter) in KINDS ? (l as Letter) : 'n'];
                      return (
                        <span
                          key={iso}
                          title={`${name} ${d + 1}: ${kind.name}`}
                          className={cn(
                            'aspect-square w-full rounded-[2px]',
                            kind.className,
                            iso === today && 'ring-2 ring-brand-500 ring-offset-1',
                          )}
                        />
                      );
                    })}
                  </div>
                </figure>
              );
            })}
          </div>
          <ul className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600" aria-label="Key">
            {(['p', 'g', 'r', 'z', ...(data.marks.includes('t') ? (['t'] as const) : []), 'm'] as const).map((l) => (
              <li key={l} className="flex items-center gap-1.5">
                <span aria-hidden className={cn('inline-block h-3 w-3 rounded-[2px]', KINDS[l].className)} />
                {KINDS[l].name}
              </li>
            ))}
          </ul>
        </>
      ) : isError ? (
        <p className="text-sm text-red-600">Your year could not be loaded. Please try again.</p>
      ) : (
        <div className="h-48" />
      )}
    </Card>
  );
}
