/**
 * A legal page (decision 240): the text comes from content/<language>/legal/<document>.md in the
 * person's language, with the note on which text governs at the top and a button to read the
 * other language's text (the English one governs). The chrome's words are the catalogue's.
 */
import { ArrowLeft, Languages } from 'lucide-react';
import { useState } from 'react';
import type { Language } from '@dps/db/content/languages';
import type { LegalDocumentId } from '@dps/db/content/legal-text';
import { PageSpinner } from '../../../components/ui/spinner';
import { useI18n } from '../../../i18n/i18n-context';
import { Link } from '../../../lib/router';
import { languagesOf, useLegalDocument } from '../api/legal-texts';
import { LegalMarkdown } from './legal-markdown';

/** A front-matter date (YYYY-MM-DD) as the person's language writes it: "November 22, 2026". */
function longDate(iso: string, language: Language): string {
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? iso : new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

export function LegalPage({ document, backHref }: { document: LegalDocumentId; backHref: string }) {
  const { t, language } = useI18n();
  const [chosen, setChosen] = useState<Language | null>(null);
  const shown = chosen ?? language;
  const { data, isError } = useLegalDocument(document, shown);
  const others = languagesOf(document).filter((l) => l !== (data?.language ?? shown));
  return (
    <main className="mx-auto max-w-2xl px-4 py-8">
      <Link
        href={backHref}
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden className="h-4 w-4" /> {t('legal.back')}
      </Link>
      {isError ? (
        <p role="alert" className="mt-4 text-slate-700">
          {t('legal.loadFailed')}
        </p>
      ) : !data ? (
        <PageSpinner />
      ) : (
        <article
          lang={data.language}
          className="mt-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <h1 className="font-serif text-3xl font-semibold text-slate-900">{data.title}</h1>
          <p className="mt-2 text-sm text-slate-500" lang={language}>
            {t('legal.dates', { effective: longDate(data.effective, language), updated: longDate(data.updated, language) })}
          </p>
          <div
            role="note"
            aria-label={t('legal.governing')}
            className="mt-4 rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm leading-relaxed text-slate-700"
          >
            <p>{data.notice}</p>
            {others.map((other) => (
              <button
                key={other}
                type="button"
                lang={language}
                onClick={() => setChosen(other)}
                className="mt-2 inline-flex items-center gap-1 font-medium text-brand-700 underline"
              >
                <Languages aria-hidden className="h-4 w-4" /> {t(`legal.readIn.${other}`)}
              </button>
            ))}
          </div>
          <div className="mt-6 space-y-6 leading-relaxed text-slate-700 [&_h2]:mb-2 [&_h2]:text-lg [&_h2]:font-semibold [&_h2]:text-slate-900 [&_li]:ml-5 [&_li]:list-disc [&_ul]:space-y-1">
            <LegalMarkdown blocks={data.blocks} />
          </div>
        </article>
      )}
    </main>
  );
}
