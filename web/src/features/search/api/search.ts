import { useQuery } from '@tanstack/react-query';
import type { SearchResult as CoreSearchResult } from '@dps/core/search/search-prayers';
import type { VerseResult as CoreVerseResult, VerseSearchAnswer } from '@dps/core/search/search-verses';
import type { SearchRouteAnswer } from '../../../../server/routes/search';
import type { Json } from '../../../lib/json';
import type { Language } from '@dps/db/content/languages';

// The answers read here, typed by core and the search route, as JSON delivers them.
export type SearchResult = Json<CoreSearchResult>;
export type VerseResult = Json<CoreVerseResult>;
/** Bible verses for the query (core/src/search/search-verses.ts), in the person's version. */
export type VerseSearch = Json<VerseSearchAnswer>;
export type SearchAnswer = Json<SearchRouteAnswer>;

/**
 * Results for a query already checked with ZSearchQuery (empty: nothing is asked). The app's language
 * goes along: a visitor's verses are searched in that language's Bible (an account's, in its own).
 */
export function useSearch(q: string, language: Language) {
  return useQuery<SearchAnswer>({
    queryKey: [`/api/search?q=${encodeURIComponent(q)}&lang=${language}`],
    enabled: q.length > 0,
    // Searches are read-only and many: keep a few minutes, not forever like the app's other data.
    staleTime: 5 * 60_000,
    gcTime: 5 * 60_000,
  });
}
