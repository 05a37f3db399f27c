/**
 * The admin's calendar (decision 165): 30 days back to 90 ahead, each date with the prayer everyone
 * reading the chosen language gets and where it comes from (decision 231). A live date (begun somewhere, UTC+14) can only have its scheduled
 * prayer corrected; a future date can be scheduled, edited or cleared back to the library.
 */
import { CalendarDays } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { Language } from '@dps/db/content/languages';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useI18n } from '../../../i18n/i18n-context';
import { shortDateIn } from '../../../lib/dates-in-language';
import type { AdminCalendar, CalendarDay } from '../api/admin';
import { languageName } from './language-picker';

export function CalendarList({
  calendar,
  language,
  isLoading,
  onSchedule,
  onEdit,
  onDelete,
  justSaved,
}: {
  /** The date the admin scheduled or changed a moment ago: marked, and brought into view. */
  justSaved?: string | null;
  calendar: AdminCalendar | undefined;
  /** Whose prayers these are: the calendar people reading this language get. */
  language: Language;
  isLoading: boolean;
  onSchedule: (date: string) => void;
  onEdit: (day: CalendarDay) => void;
  onDelete: (day: CalendarDay) => void;
}) {
  const { t, language: ui } = useI18n();
  // Newest date first; the list opens scrolled to the first dates still open, just above today.
  const list = useRef<HTMLOListElement>(null);
  // Once per language: another language's calendar is a new list, opened at the same place.
  const scrolledFor = useRef<string | null>(null);
  useEffect(() => {
    const el = list.current;
    if (!el || !calendar || scrolledFor.current === calendar.language) return;
    scrolledFor.current = calendar.language;
    const row = el.querySelector<HTMLElement>(`[data-date="${calendar.latestLiveDate}"]`);
    if (row) el.scrollTop = Math.max(0, row.offsetTop - el.offsetTop - 2 * row.offsetHeight);
  }, [calendar]);
  useEffect(() => {
    const el = list.current;
    if (!el || !calendar || !justSaved) return;
    const row = el.querySelector<HTMLElement>(`[data-date="${justSaved}"]`);
    if (row) el.scrollTop = Math.max(0, row.offsetTop - el.offsetTop - row.offsetHeight);
  }, [calendar, justSaved]);
  return (
    <Card>
      <h2 className="mb-1 flex items-center gap-2 font-semibold text-slate-900">
        <CalendarDays aria-hidden className="h-5 w-5 text-brand-600" /> {t('admin.calendar.title')}
      </h2>
      <p className="mb-3 text-xs text-slate-500">
        {t('admin.calendar.intro', {
          language: languageName(language, ui),
          date: calendar ? shortDateIn(ui, calendar.latestLiveDate) : '…',
        })}
      </p>
      {isLoading || !calendar ? (
        <p className="text-sm text-slate-500">{t('admin.calendar.loading')}</p>
      ) : (
        <ol
          ref={list}
          className="max-h-[32rem] space-y-2 overflow-y-auto pr-1"
          aria-label={t('admin.calendar.listLabel')}
        >
          {[...calendar.days].reverse().map((d) => (
            <li
              key={d.date}
              data-date={d.date}
              aria-label={d.date}
              className={`rounded-xl border p-3 ${d.date === justSaved ? 'border-green-600 ring-2 ring-green-200' : d.date === calendar.today ? 'border-brand-400 bg-brand-50' : 'border-slate-200'}`}
            >
              <div className="flex flex-wrap items-baseline justify-between gap-x-2">
                <span className="text-xs font-medium text-slate-600">
                  {d.date === calendar.today
                    ? t('admin.calendar.dateToday', { date: shortDateIn(ui, d.date) })
                    : shortDateIn(ui, d.date)}
                </span>
                <span className="flex gap-1 text-xs">
                  {d.date === justSaved ? (
                    <span className="rounded bg-green-100 px-1.5 font-medium text-green-800">
                      {t('admin.calendar.justSaved')}
                    </span>
                  ) : null}
                  {d.live ? (
                    <span className="rounded bg-slate-200 px-1.5 text-slate-700">{t('admin.calendar.live')}</span>
                  ) : null}
                  <span
                    className={`rounded px-1.5 ${d.source === 'scheduled' ? 'bg-gold-50 text-gold-700' : 'bg-slate-100 text-slate-600'}`}
                  >
                    {t(`admin.calendar.source.${d.source}`)}
                  </span>
                </span>
              </div>
              {d.prayer ? (
                <p lang={language} className="mt-1 min-w-0 break-words font-medium text-slate-800">
                  {d.prayer.title}
                </p>
              ) : (
                <p className="mt-1 min-w-0 break-words font-medium text-slate-800">{t('admin.calendar.noPrayer')}</p>
              )}
              {d.prayer?.topicName || d.prayer?.scriptureReference ? (
                <p className="text-xs text-slate-500">
                  <KeepRangesWhole
                    text={[d.prayer.topicName, d.prayer.scriptureReference].filter(Boolean).join(' · ')}
                  />
                </p>
              ) : null}
              <div className="mt-2 flex flex-wrap gap-2">
                {d.source === 'scheduled' ? (
                  <>
                    <Button size="sm" variant="outline" onClick={() => onEdit(d)}>
                      {d.live ? t('admin.calendar.correct') : t('admin.calendar.edit')}
                    </Button>
                    {!d.live ? (
                      <Button size="sm" variant="ghost" onClick={() => onDelete(d)}>
                        {t('admin.calendar.delete')}
                      </Button>
                    ) : null}
                  </>
                ) : !d.live ? (
                  <Button size="sm" variant="outline" onClick={() => onSchedule(d.date)}>
                    {t('admin.calendar.schedule')}
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

/**
 * A verse range ("4:31-32") stays on one line: at large text sizes the browser would otherwise
 * break it after its hyphen. Other words wrap as usual.
 */
function KeepRangesWhole({ text }: { text: string }) {
  return (
    <>
      {text.split(' ').map((word, i) => (
        <span key={i}>
          {i > 0 ? ' ' : null}
          {word.includes('-') ? <span className="whitespace-nowrap">{word}</span> : word}
        </span>
      ))}
    </>
  );
}
