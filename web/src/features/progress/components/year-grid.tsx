import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState, type PointerEvent } from 'react';
import { Card } from '../../../components/ui/card';
import { useI18n } from '../../../i18n/i18n-context';
import { capitalized, monthNames } from '../../../lib/dates';
import { cn } from '../../../lib/cn';
import { useStreak, useYear } from '../api/progress';

/** Letters of GET /api/progress/year, what they are called (progress.year.kind.*) and how they look. */
const KINDS = {
  p: { kind: 'prayed', className: 'bg-green-600' },
  g: { kind: 'grace', className: 'bg-gold-400' },
  r: { kind: 'rest', className: 'bg-brand-300' },
  z: { kind: 'paused', className: 'bg-slate-400' },
  // A date a zone change skipped between two prayers (decision 221): kept, never missed.
  t: { kind: 'travel', className: 'bg-sky-300' },
  m: { kind: 'missed', className: 'bg-slate-200' },
  n: { kind: 'none', className: 'border border-slate-200 bg-transparent' },
} as const;
type Letter = keyof typeof KINDS;

/**
 * A year you can see (decision 220): one small calendar per month, a cell per day (prayed, grace, rest,
 * paused, missed). The cells are decoration for the eye; each month's caption carries the same facts
 * in words for a screen reader ("March: 20 days prayed, 1 grace day, 4 rest days, 2 missed").
 */
export function YearGrid() {
  const { data: streak } = useStreak();
  const { t, language } = useI18n();
  const kindName = (l: Letter) => t(`progress.year.kind.${KINDS[l].kind}`);
  const months = monthNames(language, 'long');
  const shortMonths = monthNames(language, 'short').map(capitalized);
  // A cell's "March 3: prayed" is written when the pointer reaches it, not for all 366 cells at every
  // render: those were most of the grid's first render on a phone (decision 245).
  const titleOnHover = (event: PointerEvent<HTMLElement>) => {
    const cell = event.target as HTMLElement;
    const { date, kind } = cell.dataset;
    if (!date || !kind || !(kind in KINDS) || cell.title) return;
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    const day = new Intl.DateTimeFormat(language, { month: 'long', day: 'numeric', timeZone: 'UTC' }).format(Date.UTC(y, m - 1, d, 12));
    cell.title = t('progress.year.cell', { date: day, kind: kindName(kind as Letter) });
  };
  const thisYear = Number((streak?.today ?? new Date().toISOString()).slice(0, 4));
  const [year, setYear] = useState<number | null>(null);
  const shown = year ?? thisYear;
  const { data, isError } = useYear(shown);
  const today = streak?.today;
  let offset = 0;
  return (
    // Below the first screen on a phone: its 366 cells are laid out and painted when scrolled near,
    // not during the page's first paint (decision 245); 36rem is its height on a phone (575–606 px
    // from 360 to 390 px wide), so little moves when it is drawn. It stays in the accessibility tree.
    <Card className="[contain-intrinsic-size:auto_36rem] [content-visibility:auto]">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold text-slate-900">{t('progress.year.heading')}</h2>
        <div className="flex items-center gap-1">
          <button
            type="button"
            className="rounded-full p-2 text-slate-600 hover:bg-slate-100"
            aria-label={t('progress.year.show', { year: String(shown - 1) })}
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
            aria-label={t('progress.year.show', { year: String(shown + 1) })}
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
            {[
              t('progress.year.prayedIn', { count: data.daysPrayed, year: String(data.year) }),
              data.graceDays > 0 ? t('progress.year.graceDays', { count: data.graceDays }) : null,
              data.restDays > 0 ? t('progress.year.restDays', { count: data.restDays }) : null,
              data.pausedDays > 0 ? t('progress.year.pausedDays', { count: data.pausedDays }) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
          <div className="grid grid-cols-3 gap-x-3 gap-y-4 sm:grid-cols-4 lg:grid-cols-3 xl:grid-cols-4">
            {months.map((name, m) => {
              const length = new Date(Date.UTC(data.year, m + 1, 0)).getUTCDate();
              const letters = data.marks.slice(offset, offset + length) as string;
              offset += length;
              const lead = new Date(Date.UTC(data.year, m, 1)).getUTCDay();
              const count = (l: Letter) => [...letters].filter((x) => x === l).length;
              const words = [
                t('progress.year.prayedDays', { count: count('p') }),
                count('g') > 0 ? t('progress.year.graceDays', { count: count('g') }) : null,
                count('r') > 0 ? t('progress.year.restDays', { count: count('r') }) : null,
                count('z') > 0 ? t('progress.year.pausedDays', { count: count('z') }) : null,
                count('t') > 0 ? t('progress.year.travelDays', { count: count('t') }) : null,
                count('m') > 0 ? t('progress.year.missedDays', { count: count('m') }) : null,
              ].filter(Boolean);
              return (
                <figure key={name} className="min-w-0">
                  <figcaption className="mb-1 text-xs font-medium text-slate-600">
                    <span aria-hidden>{shortMonths[m]}</span>
                    <span className="sr-only">{t('progress.year.month', { month: capitalized(name), facts: words.join(', ') })}</span>
                  </figcaption>
                  <div aria-hidden className="grid grid-cols-7 gap-[2px]" onPointerOver={titleOnHover}>
                    {Array.from({ length: lead }, (_, i) => (
                      <span key={`lead-${i}`} />
                    ))}
                    {[...letters].map((l, d) => {
                      const iso = `${data.year}-${String(m + 1).padStart(2, '0')}-${String(d + 1).padStart(2, '0')}`;
                      const letter: Letter = (l as Letter) in KINDS ? (l as Letter) : 'n';
                      const kind = KINDS[letter];
                      return (
                        <span
                          key={iso}
                          data-date={iso}
                          data-kind={letter}
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
          <ul className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600" aria-label={t('progress.year.key')}>
            {(['p', 'g', 'r', 'z', ...(data.marks.includes('t') ? (['t'] as const) : []), 'm'] as const).map((l) => (
              <li key={l} className="flex items-center gap-1.5">
                <span aria-hidden className={cn('inline-block h-3 w-3 rounded-[2px]', KINDS[l].className)} />
                {kindName(l)}
              </li>
            ))}
          </ul>
        </>
      ) : isError ? (
        <p className="text-sm text-red-600">{t('progress.year.error')}</p>
      ) : (
        <div className="h-48" />
      )}
    </Card>
  );
}
