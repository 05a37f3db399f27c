/**
 * The legal texts, content/<language>/legal/<document>.md (decision 240), bundled at build time:
 * each file is its own small chunk, fetched only when its page opens in its language. A language
 * without a translation of a document shows the English text, which governs anyway.
 */
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_LANGUAGE, type Language } from '@dps/db/content/languages';
import { type LegalDocumentId, fillPlaceholders, parseLegalText } from '@dps/db/content/legal-text';
import { APP_NAME, CONTACT_EMAIL } from '../../../lib/constants';

const FILES = import.meta.glob<string>('../../../../../content/*/legal/*.md', { query: '?raw', import: 'default' });

const pathOf = (language: Language, document: LegalDocumentId) => `../../../../../content/${language}/legal/${document}.md`;

/** The languages this document is written in, English first. */
export function languagesOf(document: LegalDocumentId): Language[] {
  const out: Language[] = [];
  for (const path of Object.keys(FILES)) {
    const [language, , file] = path.split('/').slice(-3);
    if (file === `${document}.md`) out.push(language as Language);
  }
  return out.sort((a, b) => (a === DEFAULT_LANGUAGE ? -1 : b === DEFAULT_LANGUAGE ? 1 : a.localeCompare(b)));
}

export interface LegalDocument {
  language: Language;
  title: string;
  effective: string;
  updated: string;
  notice: string;
  blocks: ReturnType<typeof parseLegalText>['blocks'];
}

async function loadLegalDocument(document: LegalDocumentId, language: Language): Promise<LegalDocument> {
  const shown = FILES[pathOf(language, document)] ? language : DEFAULT_LANGUAGE;
  const raw = await FILES[pathOf(shown, document)]!();
  const { fields, blocks } = parseLegalText(fillPlaceholders(raw, { appName: APP_NAME, contactEmail: CONTACT_EMAIL }));
  return {
    language: shown,
    title: fields.title ?? '',
    effective: fields.effective ?? '',
    updated: fields.updated ?? '',
    notice: fields.notice ?? '',
    blocks,
  };
}

/** One legal document in one language. Offline it still loads: the chunk is in the precache. */
export function useLegalDocument(document: LegalDocumentId, language: Language) {
  return useQuery({
    queryKey: ['legal', document, language],
    queryFn: () => loadLegalDocument(document, language),
    networkMode: 'always',
  });
}
