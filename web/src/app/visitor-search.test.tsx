// @vitest-environment jsdom
import '../../vitest.setup';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getPassage } from '@dps/core/scripture/get-passage';
import { navigate } from '../lib/router';
import { renderWithProviders, stubFetch } from '../testing/test-utils';
import { AppRouter } from './router';

// Decision 266: /search is open to visitors, for the Bible's verses only.
const verse = (ref: string, version: 'web' | 'rv1909') => {
  const v = getPassage({ ref, version }).verses[0]!;
  return {
    reference: ref,
    osis: v.osis,
    chapter: v.chapter,
    verse: v.verse,
    text: v.text,
    highlight: v.text,
    match: 'all',
  };
};
const answer = (ref: string, version: 'web' | 'rv1909') => ({
  query: 'x',
  isReference: false,
  results: [],
  scripture: {
    version: { id: version, abbreviation: version.toUpperCase(), language: version === 'web' ? 'en' : 'es' },
    status: 'ready',
    passage: null,
    results: [verse(ref, version)],
  },
});

describe('a visitor searches the Bible', () => {
  it('opens /search without an account, finds verses, and is invited to sign in for prayers', async () => {
    const { calls } = stubFetch([
      { path: '/auth/session', body: { user: null } },
      { path: '/api/search', body: answer('John 3:16', 'web') },
    ]);
    navigate('/search');
    renderWithProviders(<AppRouter />);
    expect(await screen.findByRole('heading', { name: 'Search the Bible', level: 1 })).toBeInTheDocument();
    expect(screen.queryByText('Unauthorized')).toBeNull();
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search the Bible' }), 'so loved the world');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const verses = await screen.findByRole('region', { name: /Bible verses/ });
    expect(within(verses).getByText('John 3:16')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Search results' })).toBeNull();
    expect(
      screen.getByText('Sign in to search the prayers too, and to get a prayer with its passage every day.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up free' })).toHaveAttribute('href', '/register');
    expect(window.location.pathname).toBe('/search');
    expect(calls.some((c) => c.url.startsWith('/api/search?q=so%20loved%20the%20world'))).toBe(true);
  });

  it('says the server’s “please wait” when a visitor has searched too much, in Spanish too', async () => {
    const wait =
      'Has buscado mucho en poco tiempo. Vuelve a intentarlo en 10 minutos, o inicia sesión para buscar sin esperar.';
    stubFetch([
      { path: '/auth/session', body: { user: null } },
      { path: '/api/search', status: 429, body: { error: wait, title: 'Espera un momento' } },
    ]);
    navigate('/search?q=luz');
    renderWithProviders(<AppRouter />, { language: 'es' });
    expect(await screen.findByRole('heading', { name: 'Busca en la Biblia', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(wait);
    expect(screen.getByRole('link', { name: 'Regístrate gratis' })).toHaveAttribute('href', '/register');
  });

  it('finds no prayers for a visitor and says “no verses”, not “no prayers”', async () => {
    stubFetch([
      { path: '/auth/session', body: { user: null } },
      {
        path: '/api/search',
        body: {
          ...answer('Juan 3:16', 'rv1909'),
          scripture: { ...answer('Juan 3:16', 'rv1909').scripture, results: [] },
        },
      },
    ]);
    navigate('/search?q=zzzz');
    renderWithProviders(<AppRouter />, { language: 'es' });
    expect(await screen.findByText('No encontramos versículos para “zzzz”.')).toBeInTheDocument();
  });
});
