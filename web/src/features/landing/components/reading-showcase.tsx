/**
 * The landing page's reading (decision 268): the Bible reader with a sample verse, verse search a
 * visitor can use right away, and a plan's first day with its passage, so what the app holds is
 * seen before signing up. Telegram and Slack are named whether or not this server has them set up.
 */
import { BookOpenText, CalendarCheck, Search } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { SEARCH_QUERY_MAX, ZSearchQuery } from '@dps/core/search/search-query';
import { useI18n } from '../../../i18n/i18n-context';
import { Link, navigate } from '../../../lib/router';
import { readerHref } from '../../../lib/scripture';
import { useSamplePassage, useSamplePlan, type SamplePassage } from '../api/samples';

const card = 'flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm';
const linkClass = 'mt-4 inline-flex min-h-11 items-center font-semibold text-brand-700 underline';

function Heading({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <h3 className="flex items-center gap-3 font-semibold text-slate-900">
      <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        {icon}
      </span>
      {children}
    </h3>
  );
}

function Verses({ passage, max }: { passage: SamplePassage; max: number }) {
  return (
    <blockquote lang={passage.version.language} className="mt-3 font-serif leading-relaxed text-slate-800">
      {passage.verses
        .slice(0, max)
        .map((v) => v.text)
        .join(' ')}
      {passage.verses.length > max ? ' …' : ''}
      <footer className="mt-1 font-sans text-sm font-medium text-slate-600">
        {passage.reference} ({passage.version.abbreviation})
      </footer>
    </blockquote>
  );
}

export function ReadingShowcase() {
  const { t, language } = useI18n();
  const verse = useSamplePassage(t('landing.reading.sampleVerse'), language);
  const plan = useSamplePlan(language);
  const day = plan.data?.days[0];
  const dayPassage = useSamplePassage(day?.passages[0], plan.data?.language ?? language);
  const [q, setQ] = useState('');
  const search = (e: FormEvent) => {
    e.preventDefault();
    const checked = ZSearchQuery.safeParse(q);
    navigate(checked.success ? `/search?q=${encodeURIComponent(checked.data)}` : '/search');
  };
  return (
    <section aria-labelledby="reading-heading" className="mt-12">
      <h2 id="reading-heading" className="font-serif text-2xl font-semibold text-slate-900">
        {t('landing.reading.title')}
      </h2>
      <p className="mt-1 text-slate-600">{t('landing.reading.text')}</p>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        <li className={card}>
          <Heading icon={<BookOpenText aria-hidden className="h-6 w-6" />}>{t('landing.reading.bible')}</Heading>
          <p className="mt-2 text-sm text-slate-600">{t('landing.reading.bibleText')}</p>
          {verse.data ? <Verses passage={verse.data} max={2} /> : null}
          <Link href={readerHref(verse.data?.reference ?? t('landing.reading.sampleVerse'))} className={linkClass}>
            {t('landing.reading.openBible')}
          </Link>
        </li>
        <li className={card}>
          <Heading icon={<Search aria-hidden className="h-6 w-6" />}>{t('landing.reading.search')}</Heading>
          <p className="mt-2 text-sm text-slate-600">{t('landing.reading.searchText')}</p>
          <form role="search" onSubmit={search} className="mt-3 flex flex-wrap gap-2">
            <label htmlFor="landing-search" className="sr-only">
              {t('landing.reading.searchLabel')}
            </label>
            <input
              id="landing-search"
              type="search"
              value={q}
              maxLength={SEARCH_QUERY_MAX}
              onChange={(e) => setQ(e.target.value)}
              placeholder={t('landing.reading.searchPlaceholder')}
              className="h-11 min-w-0 flex-1 basis-40 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-800 placeholder:text-slate-500 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
            />
            <button
              type="submit"
              className="inline-flex h-11 items-center justify-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
            >
              {t('landing.reading.searchButton')}
            </button>
          </form>
        </li>
        <li className={`${card} sm:col-span-2`}>
          <Heading icon={<CalendarCheck aria-hidden className="h-6 w-6" />}>{t('landing.reading.plans')}</Heading>
          <p className="mt-2 text-sm text-slate-600">{t('landing.reading.plansText')}</p>
          {plan.data && day ? (
            <div className="mt-3 rounded-xl bg-brand-50/60 p-4">
              <p className="text-sm font-semibold text-brand-700">{plan.data.title}</p>
              <p className="mt-1 font-serif text-lg font-semibold text-slate-900">
                {t('landing.reading.planDay', { day: day.day, title: day.title })}
              </p>
              {dayPassage.data ? <Verses passage={dayPassage.data} max={3} /> : null}
              <p className="mt-3 text-sm font-medium text-slate-700">
                {t('landing.reading.markDone', { day: day.day })}
              </p>
            </div>
          ) : null}
          <Link href="/register" className={linkClass}>
            {t('landing.reading.startPlan')}
          </Link>
        </li>
      </ul>
      <p className="mt-4 text-slate-700">{t('landing.reading.chats')}</p>
    </section>
  );
}
