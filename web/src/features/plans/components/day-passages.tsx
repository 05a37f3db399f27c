/**
 * The day's reading on the plan day itself (decision 267): each passage's verses in the person's Bible,
 * its reference opening the reader with the way back to this day. A passage too long to show inline
 * (or not readable now) keeps only its link.
 */
import { bareReference, readerHref } from '../../../lib/scripture';
import { useI18n } from '../../../i18n/i18n-context';
import { useDayPassage } from '../api/day-passage';

export function DayPassages({ runId, day, passages }: { runId: number; day: number; passages: string[] }) {
  return (
    <div className="mt-2 space-y-4">
      {passages.map((ref) => (
        <DayPassage key={ref} reference={bareReference(ref)} href={`${readerHref(ref)}&run=${runId}&day=${day}`} />
      ))}
    </div>
  );
}

function DayPassage({ reference, href }: { reference: string; href: string }) {
  const { t } = useI18n();
  const passage = useDayPassage(reference);
  const data = passage.data;
  return (
    <article aria-label={reference} className="rounded-xl bg-brand-50/60 p-4">
      <h3 className="flex flex-wrap items-baseline gap-x-2 font-semibold">
        <a href={href} className="text-brand-700 underline">
          {reference}
        </a>
        {data ? <span className="text-xs font-medium text-slate-600">{data.version.abbreviation}</span> : null}
      </h3>
      {data ? (
        <p className="mt-2 font-serif leading-relaxed text-slate-800" lang={data.version.language}>
          {data.verses.map((v) => (
            <span key={`${v.chapter}:${v.verse}`}>
              <sup aria-hidden="true" className="mr-0.5 select-none font-sans text-xs font-semibold text-gold-700">
                {v.verse}
              </sup>
              {v.text}{' '}
            </span>
          ))}
        </p>
      ) : passage.isLoading ? (
        <p className="mt-2 text-sm text-slate-600">{t('plans.day.passageLoading')}</p>
      ) : (
        <p className="mt-2 text-sm text-slate-600">{t('plans.day.passageInReader')}</p>
      )}
    </article>
  );
}
