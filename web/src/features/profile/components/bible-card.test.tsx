// @vitest-environment jsdom
/** Profile's "My Bible" shows the person's Bible and sets it, in English and Spanish (decision 253). */
import '../../../../vitest.setup';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../testing/test-utils';
import { BibleCard } from './bible-card';

const versions = [
  { id: 'web', name: 'World English Bible', abbreviation: 'WEB', language: 'en', licence: '', notice: '' },
  { id: 'kjv', name: 'King James Version', abbreviation: 'KJV', language: 'en', licence: '', notice: '' },
  { id: 'rv1909', name: 'Reina-Valera 1909', abbreviation: 'RV1909', language: 'es', licence: '', notice: '' },
];

function card(language: 'en' | 'es') {
  const fetch = stubFetch([
    { path: '/api/user/settings', body: { bibleVersion: 'rv1909', language } },
    { method: 'PUT', path: '/api/user/settings', body: { bibleVersion: 'kjv', language } },
    { path: '/api/scripture/versions', body: { versions } },
  ]);
  renderWithProviders(<BibleCard />, { language });
  return fetch;
}

describe('Profile: My Bible', () => {
  it('shows the person’s Bible and sets another on purpose, saying what it changes', async () => {
    const { calls } = card('en');
    const select = await screen.findByLabelText('My Bible');
    await waitFor(() => expect(select).toHaveValue('rv1909'));
    expect(select).toHaveAccessibleDescription(
      'The version search, plans, Today’s passage, the share image and the chats use. The reader can show you another one without changing it.',
    );
    fireEvent.change(select, { target: { value: 'kjv' } });
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ bibleVersion: 'kjv' }]),
    );
    expect(await screen.findByText('The KJV is your Bible now')).toBeInTheDocument();
    expect(select).toHaveValue('kjv');
  });

  it('speaks Spanish', async () => {
    card('es');
    const select = await screen.findByLabelText('Mi Biblia');
    await waitFor(() => expect(select).toHaveValue('rv1909'));
    fireEvent.change(select, { target: { value: 'kjv' } });
    expect(await screen.findByText('Ahora la KJV es tu Biblia')).toBeInTheDocument();
    expect(
      screen.getByText('La búsqueda, los planes, el pasaje de Hoy, la imagen para compartir y los versículos de los chats la usan.'),
    ).toBeInTheDocument();
  });
});
