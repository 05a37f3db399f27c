// @vitest-environment jsdom
import '../../../../vitest.setup';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { navigate } from '../../../lib/router';
import { renderWithProviders, stubFetch } from '../../../testing/test-utils';
import type { BibleVersion, Passage } from '../api/scripture';
import { ScriptureReader } from './scripture-reader';

const rv1909: BibleVersion = {
  id: 'rv1909',
  name: 'Reina-Valera 1909',
  abbreviation: 'RV1909',
  language: 'es',
  licence: 'Dominio público',
  notice: '',
};
const passage: Passage = {
  reference: 'Juan 3',
  version: rv1909,
  verses: [
    { book: 'Juan', osis: 'John', chapter: 3, verse: 16, text: 'Porque de tal manera amó Dios al mundo…' },
    { book: 'Juan', osis: 'John', chapter: 3, verse: 17, text: 'Porque no envió Dios á su Hijo al mundo…' },
  ],
  highlight: ['3:16'],
  prev: { reference: 'Juan 2', book: 'Juan', osis: 'John', chapter: 2 },
  next: { reference: 'Juan 4', book: 'Juan', osis: 'John', chapter: 4 },
};

describe('the reader in Spanish', () => {
  it('says its controls in Spanish and names the books in the version’s language', async () => {
    stubFetch([
      { path: '/auth/session', body: { user: null } },
      { path: '/api/scripture/passage', body: passage },
      { path: '/api/scripture/versions', body: { versions: [rv1909] } },
    ]);
    navigate('/bible?ref=Juan%203:16');
    renderWithProviders(<ScriptureReader />, { language: 'es' });
    expect(await screen.findByRole('heading', { name: /Juan 3/, level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Compartir pasaje' })).toBeInTheDocument();
    expect(screen.getByLabelText('Versión')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Mostrar los números de versículo' })).toBeInTheDocument();
    const picker = screen.getByRole('form', { name: 'Elige un libro y un capítulo' });
    expect(within(within(picker).getByLabelText('Libro')).getByRole('option', { name: 'Génesis' })).toBeInTheDocument();
    expect(within(picker).getByLabelText('Capítulo')).toBeInTheDocument();
    expect(within(picker).getByRole('button', { name: 'Abrir' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Capítulos' });
    expect(within(nav).getByRole('link', { name: /Juan 4/ })).toBeInTheDocument();
    const search = screen.getByRole('search');
    expect(within(search).getByLabelText('Busca un pasaje')).toHaveAttribute('placeholder', 'Juan 3:16, Salmo 23, John 3…');
    expect(within(search).getByRole('button', { name: 'Buscar' })).toBeInTheDocument();
    // A visitor is invited, in Spanish.
    expect(await screen.findByRole('heading', { name: 'Ora con la Biblia cada día' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Crear cuenta gratis' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login');
  });

  it('"Mateo 29": the server’s precise Spanish words reach the screen, not a generic line (decision 260)', async () => {
    const { calls } = stubFetch([
      { path: '/auth/session', body: { user: null } },
      {
        path: '/api/scripture/passage',
        status: 400,
        body: { error: 'Mateo tiene 28 capítulos: no hay capítulo 29.', title: 'No se encontró el pasaje' },
      },
      { path: '/api/scripture/versions', body: { versions: [rv1909] } },
    ]);
    navigate('/bible?ref=Mateo%2029');
    renderWithProviders(<ScriptureReader />, { language: 'es' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Mateo tiene 28 capítulos: no hay capítulo 29.');
    expect(calls.find((c) => c.url.startsWith('/api/scripture/passage'))?.url).toContain('ref=Mateo%2029');
  });

  it('says a reference it cannot open in Spanish when the server gives no message', async () => {
    stubFetch([
      { path: '/auth/session', body: { user: null } },
      { path: '/api/scripture/passage', status: 503 },
      { path: '/api/scripture/versions', body: { versions: [rv1909] } },
    ]);
    navigate('/bible?ref=Juan%2099');
    renderWithProviders(<ScriptureReader />, { language: 'es' });
    expect(await screen.findByText('No pudimos abrir este pasaje ahora. Inténtalo de nuevo.')).toBeInTheDocument();
    expect(screen.getByText('Prueba con una referencia como Juan 3:16 o Salmo 23.')).toBeInTheDocument();
  });
});
