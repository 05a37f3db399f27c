import { useQuery } from '@tanstack/react-query';
import type { BibleVersionId } from '../../../lib/scripture';

export type SearchResult = {
  id: number;
  kind: 'daily' | 'library' | 'topic';
  title: string;
  titleHighlight: string;
  snippet: string;
  scriptureReference: string | null;
  referenceMatch: boolean;
  topic: { id: number; name: string } | null;
  date: string | null;
};

export type VerseResult = {
  reference: string;
  osis: string;
  chapter: number;
  verse: number;
  text: string;
  highlight: string;
  match: 'phrase' | 'all' | 'any';
};

/** Bible verses for the query (core/src/search/search-verses.ts), in the person's version. */
export type VerseSearch = {
  version: { id: BibleVersionId; abbreviation: string; language: 'en' | 'es' };
  status: 'ready' | 'preparing';
  passage: { reference: string; verses: { chapter: number; verse: number; text: string }[]; more: number } | null;
  results: VerseResult[];
};

export type SearchAnswer = { query: string; isReference: boolean; results: SearchResult[]; scripture: VerseSearch };

/** Results for a query already checked with ZSearchQuery (empty: nothing is asked). */
export function useSearch(q: string) {
  return useQuery<SearchAnswer>({
    queryKey: [`/api/search?q=${encodeURIComponent(q)}`],
    enabled: q.length > 0,
    // Searches are read-only and many: keep a few minutes, not forever like the app's other data.
    staleTime: 5 * 60_000,
    gcTime: 5 * 60_000,
  });
}
