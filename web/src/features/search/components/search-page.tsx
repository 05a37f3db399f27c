import { BookOpen, Search as SearchIcon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { SEARCH_QUERY_MAX, ZSearchQuery } from '@dps/core/search/search-query';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FieldError } from '../../../components/ui/field';
import { PageSpinner } from '../../../components/ui/spinner';
import { useI18n } from '../../../i18n/i18n-context';
import { cn } from '../../../lib/cn';
import { serverMessage } from '../../../lib/api-client';
import { Link, navigate, useSearchParam } from '../../../lib/router';
import { readerHref } from '../../../lib/scripture';
import { useSearch, type SearchResult, type VerseSearch } from '../api/search';
import { Highlighted } from './highlighted';

/**
 * /search?q=...: the query lives in the address, so a search can be shared and goes back. A visitor
 * searches the Bible only (decision 266): the server answers them no prayers, and this page says so.
 */
export function SearchPage({ visitor = false }: { visitor?: boolean }) {
  const asked = useSearchParam('q') ?? '';
  const parsed = ZSearchQuery.safeParse(asked);
  const q = parsed.success ? parsed.data : '';
  const [draft, setDraft] = useState(asked);
  const [error, setError] = useState<string | null>(null);
  const { t, language } = useI18n();
  const search = useSearch(q, language);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = ZSearchQuery.safeParse(draft);
    if (!checked.success) {
      // The rule is core's (ZSearchQuery); the words are the person's.
      setError(
        checked.error.issues[0]?.code === 'too_big'
          ? t('search.tooLong', { max: String(SEARCH_QUERY_MAX) })
          : t('search.empty'),
      );
      return;
    }
    setError(null);
    navigate(`/search?q=${encodeURIComponent(checked.data)}`, { replace: asked !== '' });
  };

  return (
    <div className="space-y-4">
      <header>
        <h1 className="font-serif text-2xl font-semibold text-slate-900">
          {t(visitor ? 'search.visitorHeading' : 'search.heading')}
        </h1>
        <p className="text-slate-500">{t(visitor ? 'search.visitorIntro' : 'search.intro')}</p>
      </header>
      <form role="search" onSubmit={submit} className="flex gap-2">
        <label htmlFor="search-q" className="sr-only">
          {t(visitor ? 'search.visitorLabel' : 'search.label')}
        </label>
        <input
          id="search-q"
          type="search"
          name="q"
          value={draft}
          maxLength={SEARCH_QUERY_MAX}
          onChange={(e) => setDraft(e.target.value)}
          placeholder={t(visitor ? 'search.visitorPlaceholder' : 'search.placeholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'search-q-error' : undefined}
          className="h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-800 placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
        />
        <Button type="submit" size="md" className="h-11 shrink-0">
          <SearchIcon aria-hidden className="h-4 w-4" /> {t('search.button')}
        </Button>
      </form>
      <FieldError id="search-q-error" message={error} />
      {q === '' ? null : search.isLoading ? (
        <PageSpinner />
      ) : search.isError ? (
        // The server's own words when it gave some (a visitor's "please wait" says for how long).
        <Card role="alert" className="text-center text-slate-600">
          {serverMessage(search.error) ?? t('search.error')}
        </Card>
      ) : search.data ? (
        <SearchResults q={q} prayers={search.data.results} scripture={search.data.scripture} visitor={visitor} />
      ) : null}
      {visitor ? (
        <Card className="text-center">
          <p className="text-slate-700">{t('search.visitorInvite')}</p>
          <div className="mt-3 flex flex-wrap justify-center gap-3">
            <Link
              href="/register"
              className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
            >
              {t('search.signUp')}
            </Link>
            <Link
              href="/login"
              className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 px-4 font-semibold text-brand-700 hover:bg-slate-50"
            >
              {t('search.signIn')}
            </Link>
          </div>
        </Card>
      ) : null}
    </div>
  );
}

const VERSES_FIRST = 3;

function SearchResults({
  q,
  prayers,
  scripture,
  visitor,
}: {
  q: string;
  prayers: SearchResult[];
  scripture: VerseSearch;
  visitor: boolean;
}) {
  const verses = scripture.results;
  const { t } = useI18n();
  if (prayers.length === 0 && verses.length === 0 && !scripture.passage && scripture.status === 'ready')
    return (
      <Card padding="none" className="px-5 py-10 text-center">
        <BookOpen aria-hidden className="mx-auto mb-3 h-10 w-10 text-slate-300" />
        <p className="font-medium text-slate-700">
          {t(visitor ? 'search.visitorNoResults' : 'search.noResults', { q })}
        </p>
        <p className="mt-1 text-sm text-slate-500">{t('search.noResultsHint')}</p>
      </Card>
    );
  return (
    <div className="space-y-6">
      {scripture.passage ? <PassageCard scripture={scripture} passage={scripture.passage} /> : null}
      {scripture.status === 'preparing' ? (
        <p className="rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-600" role="status">
          {t('search.preparing')}
        </p>
      ) : verses.length > 0 ? (
        <VerseResults key={q} scripture={scripture} />
      ) : null}
      {prayers.length > 0 ? (
        <section aria-label={t('search.results')}>
          <p className="mb-2 text-sm text-slate-500" aria-live="polite">
            {t('search.prayersFor', { count: prayers.length, q })}
          </p>
          <ul className="space-y-3">
            {prayers.map((r) => (
              <li key={r.id}>
                <ResultCard result={r} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

/** The best verses first (3), the rest a tap away, so the prayers below stay in reach. */
function VerseResults({ scripture }: { scripture: VerseSearch }) {
  const [all, setAll] = useState(false);
  const { t } = useI18n();
  const verses = scripture.results;
  const shown = all ? verses : verses.slice(0, VERSES_FIRST);
  return (
    <section aria-labelledby="verse-results-title">
      <h2 id="verse-results-title" className="mb-2 font-serif text-lg font-semibold text-slate-900">
        {t('search.verses')}{' '}
        <span className="text-sm font-normal text-slate-500">({scripture.version.abbreviation})</span>
      </h2>
      <ul className="space-y-2">
        {shown.map((v) => (
          <li key={`${v.osis}.${v.chapter}.${v.verse}`}>
            <Link
              lang={scripture.version.language}
              href={readerHref(v.reference, scripture.version.id)}
              className="block rounded-xl border border-slate-200 bg-white px-4 py-3 hover:border-brand-300"
            >
              <span className="text-sm font-semibold text-gold-700">{v.reference}</span>
              <span className="mt-0.5 block font-serif leading-relaxed text-slate-700">
                <Highlighted text={v.highlight} />
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {verses.length > shown.length ? (
        <Button variant="secondary" size="md" className="mt-2 w-full" onClick={() => setAll(true)}>
          {t('search.showMore', { count: verses.length - shown.length })}
        </Button>
      ) : null}
    </section>
  );
}

/** A reference typed as the query: its first verses, and the way into the reader. */
function PassageCard({ scripture, passage }: { scripture: VerseSearch; passage: NonNullable<VerseSearch['passage']> }) {
  const { t } = useI18n();
  const oneChapter = passage.verses.every((v) => v.chapter === passage.verses[0]?.chapter);
  return (
    <section
      lang={scripture.version.language}
      aria-labelledby="passage-title"
      className="rounded-2xl border border-gold-300 bg-gold-50 p-4"
    >
      <h2 id="passage-title" className="font-serif text-lg font-semibold text-slate-900">
        {passage.reference}{' '}
        <span className="text-sm font-normal text-slate-500">({scripture.version.abbreviation})</span>
      </h2>
      <p className="mt-2 font-serif leading-relaxed text-slate-700">
        {passage.verses.map((v) => (
          <span key={`${v.chapter}:${v.verse}`}>
            <sup aria-hidden className="mr-0.5 text-xs text-slate-400">
              {oneChapter ? v.verse : `${v.chapter}:${v.verse}`}
            </sup>
            {v.text}{' '}
          </span>
        ))}
        {passage.more > 0 ? <span className="text-slate-500">…</span> : null}
      </p>
      <Link
        href={readerHref(passage.reference, scripture.version.id)}
        className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
      >
        <BookOpen aria-hidden className="h-4 w-4" />
        {passage.more > 0
          ? t('search.readAll', { reference: passage.reference })
          : t('search.readInContext', { reference: passage.reference })}
      </Link>
    </section>
  );
}

function ResultCard({ result: r }: { result: SearchResult }) {
  const { t } = useI18n();
  return (
    <Link
      href={`/prayers/${r.id}`}
      className="block rounded-2xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-300"
    >
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <span
          className={cn(
            'rounded-full px-2 py-0.5 font-medium',
            r.topic ? 'bg-brand-50 text-brand-800' : 'bg-gold-50 text-gold-700',
          )}
        >
          {r.topic ? r.topic.name : t('search.daily')}
        </span>
        {r.scriptureReference ? (
          <span
            className={cn('text-slate-600', r.referenceMatch && 'rounded bg-gold-50 px-1 font-semibold text-gold-700')}
          >
            {r.scriptureReference}
          </span>
        ) : null}
      </div>
      <h2 className="mt-1 font-serif text-lg font-semibold text-slate-900">
        <Highlighted text={r.titleHighlight} />
      </h2>
      <p className="mt-1 line-clamp-3 text-sm leading-relaxed text-slate-600">
        <Highlighted text={r.snippet} />
      </p>
    </Link>
  );
}
