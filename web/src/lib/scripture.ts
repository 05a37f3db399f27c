/** Where a scripture reference opens, and the reader's query for it (decision 210). */
import type { QueryClient } from '@tanstack/react-query';

export type BibleVersionId = 'web' | 'kjv' | 'rv1909';

/** The reader's query for a reference in context (its whole chapter); the same key Today prefetches. */
export function passageKey(ref: string, version?: BibleVersionId | null): string {
  return `/api/scripture/passage?ref=${encodeURIComponent(ref)}&context=chapter${version ? `&version=${version}` : ''}`;
}

/**
 * Where the reader opens a reference. A stored reference's own version tag ("Psalm 23:1-4 (WEB)", the
 * version the prayer quotes) is left off, so the passage opens in the reader's own version.
 */
export function readerHref(ref: string, version?: BibleVersionId | null): string {
  const bare = ref.replace(/\s*\((?:WEB|KJV|RV1909)\)$/, '');
  return `/bible?ref=${encodeURIComponent(bare)}${version ? `&v=${version}` : ''}`;
}

/** A stored reference without its own version tag ("Psalm 23:1-4 (WEB)" → "Psalm 23:1-4"), to read in the person's version. */
export function bareReference(ref: string): string {
  return ref.replace(/\s*\((?:WEB|KJV|RV1909)\)$/, '');
}

/** Keeps a passage's chapter on the device ahead of time (the day's prayer), so it opens offline. */
export function prefetchPassage(client: QueryClient, ref: string): void {
  const bare = ref.replace(/\s*\((?:WEB|KJV|RV1909)\)$/, '');
  void client.prefetchQuery({ queryKey: [passageKey(bare)] }).catch(() => undefined);
}

/**
 * After the person's Bible changes: every answer asked in "my Bible" (a passage with no version, a
 * search) is read again, so Today, plans and search show the new one at once (decision 253).
 */
export function refreshMyBible(client: QueryClient): Promise<void> {
  return client.invalidateQueries({
    predicate: (q) => {
      const key = q.queryKey[0];
      if (typeof key !== 'string') return false;
      return key.startsWith('/api/search?') || (key.startsWith('/api/scripture/passage?') && !key.includes('&version='));
    },
  });
}
