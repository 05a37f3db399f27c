import { useQuery } from '@tanstack/react-query';
import type { Id } from '../../../types/api';

export type SearchResult = {
  id: Id;
  kind: 'daily' | 'library' | 'topic';
  title: string;
  titleHighlight: string;
  snippet: string;
  scriptureReference: string | null;
  referenceMatch: boolean;
  topic: { id: Id; name: string } | null;
  date: string | null;
};

export type SearchAnswer = { query: string; isReference: boolean; results: SearchResult[] };

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
