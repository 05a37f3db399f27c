/**
 * /bible?ref=Psalm 23:1-4[&v=kjv]: a passage in context (decision 210). The whole chapter, the verses the
 * reference named highlighted and scrolled to, the chapters before and after, a version switch and a
 * book/chapter picker. Open to anyone: a shared passage link works for a visitor, who is invited to
 * sign up. Verse numbers are hidden from screen readers (they break listening) and can be hidden on
 * screen. A chapter read once is kept on the device with the app's other data (offline).
 */
import { ChevronLeft, ChevronRight, Search } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { ShareButton } from '../../../components/share-button';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageSpinner } from '../../../components/ui/spinner';
import { Switch } from '../../../components/ui/switch';
import { useI18n } from '../../../i18n/i18n-context';
import { serverMessage } from '../../../lib/api-client';
import { useUser } from '../../../lib/auth';
import { cn } from '../../../lib/cn';
import { Link, navigate, useSearchParam } from '../../../lib/router';
import { readerHref } from '../../../lib/scripture';
import type { ShareContent } from '../../../lib/share';
import { useBibleVersions, usePassage, type BibleVersionId, type Passage } from '../api/scripture';
import { BackToPlanDay } from './back-to-plan-day';
import { PICKER_BOOKS } from './books';
import { MakeMyBible } from './make-my-bible';
import { useVerseSelection, type VerseSelection } from './verse-selection';
import { VerseSelectionBar } from './verse-selection-bar';

const NUMBERS_KEY = 'dps.bible.verseNumbers';
const REF_MAX = 100;

function useVerseNumbers(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(() => {
    try {
      return localStorage.getItem(NUMBERS_KEY) !== 'off';
    } catch {
      return true;
    }
  });
  const set = (v: boolean) => {
    setOn(v);
    try {
      localStorage.setItem(NUMBERS_KEY, v ? 'on' : 'off');
    } catch {
      // private mode: the choice lasts this visit
    }
  };
  return [on, set];
}

export function ScriptureReader() {
  const ref = (useSearchParam('ref') ?? '').slice(0, REF_MAX);
  const asked = useSearchParam('v') as BibleVersionId | null;
  const { user } = useUser();
  const passage = usePassage(ref || 'John 1', asked);
  const versions = useBibleVersions();
  const [numbers, setNumbers] = useVerseNumbers();
  const { t } = useI18n();

  const data = passage.data;
  const version = data?.version.id ?? asked ?? 'web';
  const lang = data?.version.language ?? 'en';

  // Scroll to the first verse the reference named once the chapter is on screen.
  const first = data?.highlight[0];
  useEffect(() => {
    if (!first || data?.highlight.length === data?.verses.length) return;
    document.getElementById(`v${first.replace(':', '-')}`)?.scrollIntoView({ block: 'center' });
  }, [first, data?.highlight.length, data?.verses.length]);

  // The menu changes what this page shows, never the person's Bible (decision 253): that is MakeMyBible's.
  const chooseVersion = (id: BibleVersionId) => navigate(readerHref(data?.reference ?? ref, id), { replace: true });

  return (
    <div className="space-y-4">
      <BackToPlanDay />
      <LookUp initial={ref} version={asked} />
      {passage.isLoading ? (
        <PageSpinner />
      ) : passage.isError ? (
        <Card role="alert" className="text-center">
          <p className="font-medium text-slate-800">
            {serverMessage(passage.error) ?? t('scripture.loadError')}
          </p>
          <p className="mt-1 text-sm text-slate-500">{t('scripture.tryReference')}</p>
        </Card>
      ) : data ? (
        <>
          <header className="space-y-3">
            <div className="flex items-start justify-between gap-3">
              <h1 className="font-serif text-2xl font-semibold text-slate-900">
                {data.reference}{' '}
                <span className="text-base font-normal text-slate-500">({data.version.abbreviation})</span>
              </h1>
              <ShareButton label={t('scripture.share')} iconOnly content={passageShareContent(data)} />
            </div>
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
              <span className="flex items-center gap-2 text-sm text-slate-600">
                <label htmlFor="bible-version">{t('scripture.version')}</label>
                <select
                  id="bible-version"
                  value={version}
                  onChange={(e) => chooseVersion(e.target.value as BibleVersionId)}
                  className="h-10 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-800"
                >
                  {(versions.data?.versions ?? [data.version]).map((v) => (
                    <option key={v.id} value={v.id}>
                      {v.abbreviation} · {v.name}
                    </option>
                  ))}
                </select>
              </span>
              <label className="flex items-center gap-2 text-sm text-slate-600">
                <Switch checked={numbers} onCheckedChange={setNumbers} aria-label={t('scripture.showNumbers')} />
                {t('scripture.numbers')}
              </label>
            </div>
            {user ? <MakeMyBible reading={data.version} versions={versions.data?.versions ?? []} /> : null}
            <ChapterPicker passage={data} version={asked} lang={lang} />
          </header>
          <PickableChapter passage={data} numbers={numbers} />
          <ChapterNav passage={data} version={asked} />
          <p className="text-xs text-slate-500">
            {/* A version's name stays on one line ("Reina-Valera" would break at its hyphen). */}
            <span className="whitespace-nowrap">{data.version.name}</span>: {data.version.licence}. {data.version.notice}
          </p>
          {user ? null : <VisitorInvite />}
        </>
      ) : null}
    </div>
  );
}

/** What the reader's Share offers: the named verses as text, a link that opens them, and the image. */
function passageShareContent(passage: Passage): ShareContent {
  const marked = new Set(passage.highlight);
  const named = passage.verses.filter((v) => marked.has(`${v.chapter}:${v.verse}`));
  const reference = `${passage.reference} (${passage.version.abbreviation})`;
  return {
    title: reference,
    // A whole chapter is too long to paste into a message: the link and the image carry it.
    quote: named.length <= 10 ? named.map((v) => v.text).join(' ') : null,
    reference,
    type: 'other',
    url: `${window.location.origin}${readerHref(passage.reference, passage.version.id)}`,
    image: { ref: passage.reference, version: passage.version.id },
  };
}

/** The chapter with its verses to pick, and the bar for what was picked (decision 277). */
function PickableChapter({ passage, numbers }: { passage: Passage; numbers: boolean }) {
  const selection = useVerseSelection(passage);
  return (
    <>
      <ChapterText passage={passage} numbers={numbers} selection={selection} />
      <VerseSelectionBar passage={passage} selection={selection} />
    </>
  );
}

type ChapterTextProps = { passage: Passage; numbers: boolean; selection: VerseSelection };

function ChapterText({ passage, numbers, selection }: ChapterTextProps) {
  const marked = new Set(passage.highlight);
  const whole = passage.highlight.length === passage.verses.length;
  let lastChapter = 0;
  return (
    <Card className="font-serif text-[1.0625rem] leading-relaxed text-slate-800">
      <p>
        {passage.verses.map((v) => {
          const key = `${v.chapter}:${v.verse}`;
          const newChapter = v.chapter !== lastChapter && lastChapter !== 0;
          lastChapter = v.chapter;
          return (
            <span key={`${v.osis}.${key}`}>
              {newChapter ? (
                <span className="mt-4 block font-sans text-sm font-semibold text-slate-500">{`${v.book} ${v.chapter}`}</span>
              ) : null}
              <span
                id={`v${v.chapter}-${v.verse}`}
                className={cn(
                  'cursor-pointer rounded focus-visible:outline-2 focus-visible:outline-brand-500',
                  selection.verseProps(v)['aria-pressed']
                    ? 'bg-brand-100 underline decoration-brand-500 decoration-2 underline-offset-4'
                    : !whole && marked.has(key) && 'bg-gold-100 px-0.5',
                )}
                data-highlighted={!whole && marked.has(key) ? 'true' : undefined}
                {...selection.verseProps(v)}
              >
                {numbers ? (
                  <sup aria-hidden="true" className="mr-0.5 select-none font-sans text-xs font-semibold text-gold-700">
                    {v.verse}
                  </sup>
                ) : null}
                {v.text}{' '}
              </span>
            </span>
          );
        })}
      </p>
    </Card>
  );
}

function ChapterNav({ passage, version }: { passage: Passage; version: BibleVersionId | null }) {
  const { t } = useI18n();
  const link =
    'inline-flex h-11 items-center gap-1 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-700 hover:bg-slate-50';
  return (
    <nav aria-label={t('scripture.chapters')} className="flex justify-between gap-2">
      {passage.prev ? (
        <Link href={readerHref(passage.prev.reference, version)} className={link}>
          <ChevronLeft aria-hidden className="h-4 w-4" /> {passage.prev.reference}
        </Link>
      ) : (
        <span />
      )}
      {passage.next ? (
        <Link href={readerHref(passage.next.reference, version)} className={link}>
          {passage.next.reference} <ChevronRight aria-hidden className="h-4 w-4" />
        </Link>
      ) : null}
    </nav>
  );
}

function ChapterPicker({
  passage,
  version,
  lang,
}: {
  passage: Passage;
  version: BibleVersionId | null;
  lang: 'en' | 'es';
}) {
  const { t } = useI18n();
  const current = passage.verses[0];
  const [book, setBook] = useState(current?.osis ?? 'John');
  const [chapter, setChapter] = useState(current?.chapter ?? 1);
  useEffect(() => {
    if (current) {
      setBook(current.osis);
      setChapter(current.chapter);
    }
  }, [current]);
  const info = PICKER_BOOKS.find((b) => b.osis === book) ?? PICKER_BOOKS[42]!;
  const go = (e: FormEvent) => {
    e.preventDefault();
    navigate(readerHref(`${info.en} ${Math.min(chapter, info.chapters)}`, version));
  };
  const select = 'h-10 min-w-0 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-800';
  return (
    <form onSubmit={go} className="flex flex-wrap items-center gap-2" aria-label={t('scripture.picker')}>
      <label className="sr-only" htmlFor="bible-book">
        {t('scripture.book')}
      </label>
      <select
        id="bible-book"
        value={book}
        onChange={(e) => {
          setBook(e.target.value);
          setChapter(1);
        }}
        className={select}
      >
        {PICKER_BOOKS.map((b) => (
          <option key={b.osis} value={b.osis}>
            {b[lang]}
          </option>
        ))}
      </select>
      <label className="sr-only" htmlFor="bible-chapter">
        {t('scripture.chapter')}
      </label>
      <select
        id="bible-chapter"
        value={chapter}
        onChange={(e) => setChapter(Number(e.target.value))}
        className={select}
      >
        {Array.from({ length: info.chapters }, (_, i) => (
          <option key={i + 1} value={i + 1}>
            {i + 1}
          </option>
        ))}
      </select>
      <Button type="submit" variant="outline" size="sm" className="h-10">
        {t('scripture.open')}
      </Button>
    </form>
  );
}

function LookUp({ initial, version }: { initial: string; version: BibleVersionId | null }) {
  const [draft, setDraft] = useState(initial);
  const { t } = useI18n();
  useEffect(() => setDraft(initial), [initial]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (draft.trim()) navigate(readerHref(draft.trim(), version));
  };
  return (
    <form role="search" onSubmit={submit} className="flex gap-2">
      <label htmlFor="bible-ref" className="sr-only">
        {t('scripture.lookUpLabel')}
      </label>
      <input
        id="bible-ref"
        type="search"
        value={draft}
        maxLength={REF_MAX}
        onChange={(e) => setDraft(e.target.value)}
        placeholder={t('scripture.lookUpPlaceholder')}
        className="h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-800 placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
      />
      <Button type="submit" size="md" className="h-11 shrink-0">
        <Search aria-hidden className="h-4 w-4" /> {t('scripture.lookUp')}
      </Button>
    </form>
  );
}

function VisitorInvite() {
  const { t } = useI18n();
  return (
    <Card className="bg-brand-50 text-center">
      <h2 className="font-serif text-lg font-semibold text-slate-900">{t('scripture.invite.heading')}</h2>
      <p className="mt-1 text-sm text-slate-600">
        {t('scripture.invite.body')}
      </p>
      <div className="mt-3 flex justify-center gap-2">
        <Link
          href="/register"
          className="inline-flex h-11 items-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
        >
          {t('scripture.invite.signUp')}
        </Link>
        <Link
          href="/login"
          className="inline-flex h-11 items-center rounded-lg border border-slate-300 bg-white px-4 font-medium text-slate-700"
        >
          {t('scripture.invite.signIn')}
        </Link>
      </div>
    </Card>
  );
}
