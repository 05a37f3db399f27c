// @vitest-environment jsdom
/** Toasts belong to their page: a change of page clears them, except one that announces the next page. */
import '../../vitest.setup';
import { act, renderHook, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppRouter } from '../app/router';
import { renderWithProviders, stubFetch } from '../testing/test-utils';
import { navigate } from './router';
import { dismissOnNavigation, toast, useToasts } from './toast';

describe('toasts and navigation', () => {
  it('clears the open toast when the person moves to another page', async () => {
    stubFetch([
      { path: '/auth/session', body: { user: null } },
      { path: '/api/config', body: {} },
    ]);
    renderWithProviders(<AppRouter />);
    act(() => {
      toast({ title: 'Copied', description: 'Copied to clipboard!' });
    });
    expect(await screen.findByText('Copied to clipboard!')).toBeInTheDocument();
    act(() => navigate('/privacy-policy'));
    await screen.findByRole('heading', { name: /Privacy Policy/ });
    expect(screen.queryByText('Copied to clipboard!')).not.toBeInTheDocument();
  });

  it('keeps a toast that announces the next page for exactly one move', () => {
    const { result } = renderHook(() => useToasts());
    act(() => {
      toast({ title: 'Unauthorized', acrossPages: true });
    });
    act(() => dismissOnNavigation());
    expect(result.current.filter((t) => t.open).map((t) => t.title)).toEqual(['Unauthorized']);
    act(() => dismissOnNavigation());
    expect(result.current.filter((t) => t.open)).toEqual([]);
  });
});
