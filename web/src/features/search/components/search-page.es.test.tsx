// @vitest-environment jsdom
import '../../../../vitest.setup';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { navigate } from '../../../lib/router';
import { renderWithProviders, stubFetch } from '../../../testing/test-utils';
import type { SearchAnswer } from '../api/search';
import { SearchPage } from './search-page';

const verse = (n: number) => ({
  reference: `Juan 14:${n}`,
  osis: 'John',
  chapter: 14,
  verse: n,
  text: 'La paz os dejo, mi paz os doy',
  highlight: 'La \u0001paz\u0002 os dejo',
  match: 'all' as const,
});
const answer: SearchAnswer = {
  query: 'paz',
  isReference: false,
  results: [
    {
      id: 3,
      kind: 'daily',
      title: 'Paz en la tormenta',
      titleHighlight: 'Paz en la tormenta',
      snippet: 'Señor, dame tu paz.',
      scriptureReference: 'Juan 14:27 (RV1909)',
      referenceMatch: false,
      topic: null,
      date: null,
    },
  ],
  scripture: {
    version: { id: 'rv1909', abbreviation: 'RV1909', language: 'es' },
    status: 'ready',
    passage: null,
    results: [verse(27), verse(1), verse(2), verse(3)],
  },
};

describe('search in Spanish', () => {
  it('says the form, the results and the way to more verses in Spanish', async () => {
    stubFetch([{ path: '/api/search', body: answer }]);
    navigate('/search?q=paz');
    renderWithProviders(<SearchPage />, { language: 'es' });
    expect(screen.getByRole('heading', { name: 'Buscar oraciones', level: 1 })).toBeInTheDocument();
    const form = screen.getByRole('search');
    expect(within(form).getByLabelText('Buscar oraciones')).toHaveAttribute('placeholder', 'paz, perdón, Sal 23…');
    expect(within(form).getByRole('button', { name: 'Buscar' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: /Versículos de la Biblia/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ver 1 versículo más' })).toBeInTheDocument();
    const results = screen.getByRole('region', { name: 'Resultados de la búsqueda' });
    expect(within(results).getByText('1 oración para “paz”')).toBeInTheDocument();
    expect(within(results).getByText('Oración del día')).toBeInTheDocument();
  });

  it('says nothing was found, and what to type, in Spanish', async () => {
    stubFetch([
      {
        path: '/api/search',
        body: { ...answer, query: 'zzz', results: [], scripture: { ...answer.scripture, results: [] } },
      },
    ]);
    navigate('/search?q=zzz');
    renderWithProviders(<SearchPage />, { language: 'es' });
    expect(await screen.findByText('No encontramos oraciones ni versículos para “zzz”.')).toBeInTheDocument();
    expect(screen.getByText('Prueba con otra palabra o con un pasaje como “Salmo 46”.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Buscar oraciones'));
    await user.type(screen.getByLabelText('Buscar oraciones'), '   ');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('Escribe algo para buscar.')).toBeInTheDocument();
  });
});
