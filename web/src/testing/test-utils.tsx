/** Render helpers for component tests: the real providers (query client, tooltips, toaster). */
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { AppProvider } from '../app/provider';
import { createQueryClient } from '../lib/query-client';
import english from '../i18n/messages/en/index';
import spanish from '../i18n/messages/es/index';
import type { Language } from '@dps/db/content/languages';

/** The real providers in English (or `{ language: 'es' }`), with the catalogue loaded. */
export function renderWithProviders(
  ui: ReactElement,
  { language = 'en' }: { language?: Language } = {},
): RenderResult & { queryClient: ReturnType<typeof createQueryClient> } {
  const queryClient = createQueryClient();
  const messages = language === 'es' ? spanish : english;
  const result = render(
    <AppProvider queryClient={queryClient} language={{ language, messages }}>
      {ui}
    </AppProvider>,
  );
  return { ...result, queryClient };
}

type Route = { method?: string; path: string | RegExp; status?: number; body?: unknown };

/**
 * A fetch that answers from a table of routes (an HTTP server is the lead's; these tests cover the
 * client's own behaviour) and records every call.
 */
export function stubFetch(routes: Route[]) {
  const calls: { method: string; url: string; body: unknown; headers: Record<string, string>; credentials?: string }[] =
    [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = (init.headers ?? {}) as Record<string, string>;
    calls.push({
      method,
      url,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      headers,
      credentials: init.credentials,
    });
    const path = url.split('?')[0]!;
    const route = routes.find(
      (r) => (r.method ?? 'GET') === method && (typeof r.path === 'string' ? r.path === path : r.path.test(path)),
    );
    if (!route) return new Response(JSON.stringify({ error: 'Not found' }), { status: 404 });
    return new Response(route.body === undefined ? null : JSON.stringify(route.body), {
      status: route.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
