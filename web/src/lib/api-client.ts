/**
 * The one way the web app talks to the server (SPEC section 7 and 8): every call sends cookies,
 * a body is JSON only when one is given, and any non-OK answer becomes
 * `Error("{status}: {body text}")` (the status text when the body is empty).
 *
 * Every call names the language the screens are in (Accept-Language), so what the server says back
 * (an error, a confirmation) is in that language even for a visitor whose browser prefers another.
 */
import type { QueryFunction } from '@tanstack/react-query';

/** The language on screen (I18nProvider keeps <html lang> on it); none in a test without a page language. */
export function languageHeader(): Record<string, string> {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return lang ? { 'Accept-Language': lang } : {};
}

export async function throwIfResNotOk(res: Response): Promise<void> {
  if (!res.ok) {
    const text = (await res.text()) || res.statusText;
    throw new Error(`${res.status}: ${text}`);
  }
}

export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: { ...languageHeader(), ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}) },
    body: body !== undefined ? JSON.stringify(body) : undefined,
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  return res;
}

/** apiRequest, then the parsed JSON body. */
export async function apiJson<T>(method: string, url: string, body?: unknown): Promise<T> {
  const res = await apiRequest(method, url, body);
  return (await res.json()) as T;
}

/** The query key joined with "/" is the URL: ['/api/prayers', 7, 'reflections'] -> /api/prayers/7/reflections. */
export function queryKeyToUrl(queryKey: readonly unknown[]): string {
  return queryKey.join('/');
}

type UnauthorizedBehavior = 'returnNull' | 'throw';

export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey }) => {
    const res = await fetch(queryKeyToUrl(queryKey), { credentials: 'include', headers: languageHeader() });
    if (options.on401 === 'returnNull' && res.status === 401) {
      // Read the body anyway: an unread body keeps the request open in the browser (it never
      // "finishes", which holds a connection and keeps the page from ever being network-idle).
      await res.text().catch(() => undefined);
      return null as T;
    }
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}

/** The data layer's default: a 401 throws like any other failure. */
export const defaultQueryFn: QueryFunction = getQueryFn<unknown>({ on401: 'throw' });

/** A call that never reached the server (offline, the connection dropped): fetch rejects with a TypeError. */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError;
}

export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && /^401: /.test(error.message);
}

/**
 * What a person should read for a failed call: the server's `error` field when the body is the
 * API's JSON error, the raw body text otherwise, or undefined when there is nothing useful.
 */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const m = /^\d{3}: ([\s\S]*)$/.exec(error.message);
  if (!m) return undefined;
  const body = m[1]!.trim();
  if (!body) return undefined;
  try {
    const parsed = JSON.parse(body) as unknown;
    if (parsed && typeof parsed === 'object') {
      const o = parsed as Record<string, unknown>;
      if (typeof o.error === 'string' && o.error) return o.error;
      if (typeof o.message === 'string' && o.message) return o.message;
      return undefined;
    }
  } catch {
    // Not JSON: a proxy's HTML page or plain text. Only short plain text is worth showing.
  }
  return body.length <= 200 && !body.startsWith('<') ? body : undefined;
}

/**
 * The server's own words for a refusal (a 4xx other than 401: a rule, what was not understood), in
 * the person's language: more precise than a screen's fallback ("Mateo tiene 28 capítulos…", not
 * "Could not open it"). A 5xx or an unreadable answer gives undefined (decision 260).
 */
export function refusalMessage(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const status = Number(/^(\d{3}): /.exec(error.message)?.[1]);
  return status >= 400 && status < 500 && status !== 401 ? serverMessage(error) : undefined;
}

/** The parsed JSON body of a failed call, when it was JSON. */
export function errorBody(error: unknown): Record<string, unknown> | undefined {
  if (!(error instanceof Error)) return undefined;
  const m = /^\d{3}: ([\s\S]*)$/.exec(error.message);
  if (!m) return undefined;
  try {
    const parsed = JSON.parse(m[1]!) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
