// @vitest-environment jsdom
import '../../vitest.setup';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../testing/test-utils';
import {
  apiRequest,
  defaultQueryFn,
  getQueryFn,
  isNetworkError,
  isUnauthorizedError,
  serverMessage,
} from './api-client';

const runQuery = (queryKey: unknown[]) =>
  (defaultQueryFn as unknown as (ctx: { queryKey: unknown[] }) => Promise<unknown>)({ queryKey });

describe('default query fn', () => {
  it('fetches the query key joined as a URL, with credentials, and parses JSON', async () => {
    const { calls } = stubFetch([{ path: '/api/prayers/7/reflections', body: [{ id: 1 }] }]);
    await expect(runQuery(['/api/prayers', 7, 'reflections'])).resolves.toEqual([{ id: 1 }]);
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/api/prayers/7/reflections', credentials: 'include' });
  });

  it('fails with "{status}: {body text}"', async () => {
    stubFetch([{ path: '/api/goals', status: 403, body: { error: 'Nope' } }]);
    await expect(runQuery(['/api/goals'])).rejects.toThrow('403: {"error":"Nope"}');
  });

  it('fails with the status text when the body is empty', async () => {
    const fetchMock = async () => new Response(null, { status: 503, statusText: 'Service Unavailable' });
    stubFetch([]).fetchMock.mockImplementation(fetchMock);
    await expect(runQuery(['/api/progress/stats'])).rejects.toThrow(/^503: Service Unavailable$/);
  });

  it('treats a 401 as an error (a match for the unauthorized pattern)', async () => {
    stubFetch([{ path: '/api/favorites', status: 401, body: { error: 'Not signed in' } }]);
    const error = await runQuery(['/api/favorites']).catch((e: unknown) => e);
    expect(isUnauthorizedError(error)).toBe(true);
    expect(serverMessage(error)).toBe('Not signed in');
  });
});

describe('the current-user query (401 means visitor)', () => {
  it('answers null for a 401 and still reads the body, so the request is finished', async () => {
    const response = new Response(JSON.stringify({ error: 'Unauthorized' }), { status: 401 });
    stubFetch([]).fetchMock.mockImplementation(async () => response);
    const queryFn = getQueryFn<unknown>({ on401: 'returnNull' }) as unknown as (ctx: {
      queryKey: unknown[];
    }) => Promise<unknown>;
    await expect(queryFn({ queryKey: ['/auth/user'] })).resolves.toBeNull();
    expect(response.bodyUsed).toBe(true);
  });
});

describe('apiRequest', () => {
  it('sends JSON only when there is a body', async () => {
    const { calls } = stubFetch([
      { method: 'POST', path: '/api/prayers/3/complete', body: { completed: true } },
      { method: 'POST', path: '/api/goals', body: { id: 1 } },
    ]);
    await apiRequest('POST', '/api/prayers/3/complete');
    await apiRequest('POST', '/api/goals', { title: 'Pray', targetDays: 21, startDate: '2025-06-25' });
    expect(calls[0]!.headers).toEqual({});
    expect(calls[0]!.body).toBeUndefined();
    expect(calls[1]!.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(calls[1]!.body).toEqual({ title: 'Pray', targetDays: 21, startDate: '2025-06-25' });
    expect(calls.every((c) => c.credentials === 'include')).toBe(true);
  });

  it('names the language on screen, so the server answers in it', async () => {
    const { calls } = stubFetch([
      { method: 'POST', path: '/auth/login', status: 401, body: { error: 'Correo o contraseña incorrectos' } },
      { path: '/api/goals', body: [] },
    ]);
    document.documentElement.lang = 'es';
    try {
      await apiRequest('POST', '/auth/login', { email: 'a@b.c', password: 'x' }).catch(() => undefined);
      await runQuery(['/api/goals']);
    } finally {
      document.documentElement.removeAttribute('lang');
    }
    expect(calls.map((c) => c.headers['Accept-Language'])).toEqual(['es', 'es']);
    expect(calls[0]!.headers['Content-Type']).toBe('application/json');
  });

  it('tells a call that never reached the server from one the server refused', async () => {
    stubFetch([]).fetchMock.mockImplementation(async () => {
      throw new TypeError('Failed to fetch');
    });
    const offline = await apiRequest('POST', '/api/goals', {}).catch((e: unknown) => e);
    expect(isNetworkError(offline)).toBe(true);
    expect(serverMessage(offline)).toBeUndefined();
    stubFetch([{ method: 'POST', path: '/api/goals', status: 400, body: { error: 'Nope' } }]);
    expect(isNetworkError(await apiRequest('POST', '/api/goals', {}).catch((e: unknown) => e))).toBe(false);
  });

  it('throws the same message format on a non-OK answer', async () => {
    stubFetch([{ method: 'POST', path: '/auth/login', status: 401, body: { error: 'Invalid email or password' } }]);
    await expect(apiRequest('POST', '/auth/login', { email: 'a@b.c', password: 'x' })).rejects.toThrow(
      '401: {"error":"Invalid email or password"}',
    );
  });
});
