// @vitest-environment jsdom
import '../../vitest.setup';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../testing/test-utils';
import { USER_QUERY_KEY } from './auth';
import { fetchPreloadedAnswers, primeQueries } from './prime-queries';

/** A page whose shell preloads these answers, as web/server/page-preloads.ts writes them. */
function shellWith(preloads: { url: string; key: unknown[] }[]): Document {
  const doc = document.implementation.createHTMLDocument('shell');
  for (const p of preloads) {
    const link = doc.createElement('link');
    link.setAttribute('rel', 'preload');
    link.setAttribute('as', 'fetch');
    link.setAttribute('crossorigin', 'use-credentials');
    link.setAttribute('href', p.url);
    link.dataset.query = JSON.stringify(p.key);
    doc.head.append(link);
  }
  return doc;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('answers preloaded by the shell, in the cache before the first render', () => {
  it('puts each answer under the key the shell names, and who is signed in under the user key, all fresh', async () => {
    const { calls } = stubFetch([
      { path: '/auth/session', body: { user: { id: 7, firstName: 'Ana' } } },
      { path: '/api/progress/streak', body: { streak: 12 } },
      { path: '/api/progress/weekly', body: [{ date: '2026-11-22', prayed: true }] },
    ]);
    const doc = shellWith([
      { url: '/api/progress/streak', key: ['/api/progress/streak'] },
      { url: '/api/progress/weekly?startDate=2026-11-22', key: ['/api/progress/weekly', '2026-11-22'] },
    ]);
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    await primeQueries(client, fetchPreloadedAnswers(doc));
    expect(client.getQueryData(USER_QUERY_KEY)).toEqual({ id: 7, firstName: 'Ana' });
    expect(client.getQueryData(['/api/progress/streak'])).toEqual({ streak: 12 });
    expect(client.getQueryData(['/api/progress/weekly', '2026-11-22'])).toEqual([{ date: '2026-11-22', prayed: true }]);
    expect(client.getQueryState(['/api/progress/streak'])?.isInvalidated).toBe(false);
    // Same URL and credentials mode as the preload, so the browser hands the preloaded answer over.
    expect(calls.map((c) => [c.url, c.credentials])).toEqual([
      ['/auth/session', 'include'],
      ['/api/progress/streak', 'include'],
      ['/api/progress/weekly?startDate=2026-11-22', 'include'],
    ]);
  });

  it('a shell with no answers named (a visitor, another screen, the service worker’s copy) waits for nothing', async () => {
    const { calls } = stubFetch([{ path: '/auth/session', body: { user: null } }]);
    const client = new QueryClient();
    await expect(fetchPreloadedAnswers(shellWith([]))).resolves.toEqual([]);
    await primeQueries(client, fetchPreloadedAnswers(shellWith([])));
    expect(calls).toEqual([]);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });

  it('a session that says nobody is signed in is believed; a failed answer or a broken key is left to the screen', async () => {
    stubFetch([
      { path: '/auth/session', body: { user: null } },
      { path: '/api/goals', status: 500, body: { error: 'down' } },
    ]);
    const doc = shellWith([{ url: '/api/goals', key: ['/api/goals'] }]);
    const broken = doc.createElement('link');
    broken.setAttribute('rel', 'preload');
    broken.setAttribute('as', 'fetch');
    broken.setAttribute('href', '/api/config');
    broken.dataset.query = '{not json';
    doc.head.append(broken);
    const client = new QueryClient();
    await primeQueries(client, fetchPreloadedAnswers(doc));
    expect(client.getQueryState(USER_QUERY_KEY)?.status).toBe('success');
    expect(client.getQueryData(USER_QUERY_KEY)).toBeNull();
    expect(client.getQueryState(['/api/goals'])).toBeUndefined();
    expect(client.getQueryState(['/api/config'])).toBeUndefined();
  });

  it('does not hold the first render past its budget for a slow answer', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const never = new Promise<never>(() => {});
    const primed = primeQueries(client, never, 1500);
    await vi.advanceTimersByTimeAsync(1500);
    await expect(primed).resolves.toBeUndefined();
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
