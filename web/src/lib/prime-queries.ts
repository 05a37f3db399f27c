/**
 * The first screen drawn once, with its data (decision 245). The server preloads a signed-in
 * person's first API answers from the shell (`<link rel="preload" as="fetch" data-query>`, see
 * web/server/page-preloads.ts) and index.html preloads who is signed in; these are fetched again here
 * (the browser hands over the preloaded answers) and put in the cache before the first render.
 * Without it, React drew each screen empty, then again, in one uninterruptible task each, as every
 * answer landed: hundreds of milliseconds of a phone's main thread on Today and Progress.
 */
import type { QueryClient } from '@tanstack/react-query';
import { fetchSignedInUser, USER_QUERY_KEY } from './auth';

export interface PreloadedAnswer {
  key: readonly unknown[];
  data: unknown;
}

/** Longest the first render waits for the answers; a slow one is left to the screen's own query. */
export const PRIME_BUDGET_MS = 1500;

async function answerOf(link: HTMLLinkElement): Promise<PreloadedAnswer | null> {
  try {
    const key: unknown = JSON.parse(link.dataset.query ?? '');
    if (!Array.isArray(key) || key.length === 0) return null;
    // The same URL and credentials mode as the preload, so the browser answers from it.
    const res = await fetch(link.getAttribute('href') ?? '', { credentials: 'include' });
    if (!res.ok) {
      await res.text().catch(() => undefined);
      return null;
    }
    return { key, data: await res.json() };
  } catch {
    return null;
  }
}

/**
 * Starts fetching every preloaded answer now (while the catalogue and the kept queries load), and who
 * is signed in. A shell without any (a visitor's, another screen's, the service worker's copy on a
 * later visit) waits for nothing: the app draws at once from what it kept, as before.
 */
export function fetchPreloadedAnswers(doc: Document = document): Promise<PreloadedAnswer[]> {
  const links = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"][data-query]')];
  if (links.length === 0) return Promise.resolve([]);
  const session = fetchSignedInUser().then(
    (user): PreloadedAnswer => ({ key: USER_QUERY_KEY, data: user }),
    () => null,
  );
  return Promise.all([session, ...links.map(answerOf)]).then((all) => all.filter((a): a is PreloadedAnswer => a !== null));
}

/** Puts the answers that came within the budget in the cache (fresh: no screen asks again). */
export async function primeQueries(
  client: QueryClient,
  answers: Promise<PreloadedAnswer[]>,
  budgetMs: number = PRIME_BUDGET_MS,
): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<PreloadedAnswer[]>((resolve) => {
    timer = setTimeout(() => resolve([]), budgetMs);
  });
  const got = await Promise.race([answers, late]);
  clearTimeout(timer);
  for (const answer of got) client.setQueryData(answer.key, answer.data);
}
