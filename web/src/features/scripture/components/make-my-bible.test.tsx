// @vitest-environment jsdom
/**
 * The reader's version menu shows a version on this page only; "Make KJV my Bible" is the one way
 * the reader changes the person's Bible, and its toast says what that changes (decision 253).
 */
import '../../../../vitest.setup';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '../../../lib/auth';
import { navigate } from '../../../lib/router';
import { renderWithProviders, stubFetch } from '../../../testing/test-utils';
import type { BibleVersion, Passage } from '../api/scripture';
import { ScriptureReader } from './scripture-reader';

const member: User = { id: 1, firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.com', profileImageUrl: null, role: 'user' };
const rv1909: BibleVersion = { id: 'rv1909', name: 'Reina-Valera 1909', abbreviation: 'RV1909', language: 'es', licence: '', notice: '' };
const kjv: BibleVersion = { id: 'kjv', name: 'King James Version', abbreviation: 'KJV', language: 'en', licence: '', notice: '' };
const psalm = (version: BibleVersion, text: string): Passage => ({
  reference: version.language === 'es' ? 'Salmos 23' : 'Psalms 23',
  version,
  verses: [{ book: 'Psalms', osis: 'Ps', chapter: 23, verse: 1, text }],
  highlight: ['23:1'],
});

function reader(language: 'en' | 'es' = 'es') {
  const fetch = stubFetch([
    { path: '/auth/session', body: { user: member } },
    { path: '/api/user/settings', body: { bibleVersion: 'rv1909', language } },
    { method: 'PUT', path: '/api/user/settings', body: { bibleVersion: 'kjv', language } },
    { path: '/api/scripture/versions', body: { versions: [rv1909, kjv] } },
    { path: '/api/scripture/passage', body: psalm(kjv, 'The LORD is my shepherd; I shall not want.') },
  ]);
  navigate('/bible?ref=Salmos%2023&v=kjv');
  renderWithProviders(<ScriptureReader />, { language });
  return fetch;
}

describe('the reader’s version menu', () => {
  it('shows another version on this page only: the address changes, the person’s Bible does not', async () => {
    const { calls } = reader('es');
    const menu = await screen.findByLabelText('Versión');
    expect(await screen.findByText('Lees la KJV solo en esta página. Tu Biblia es la RV1909.')).toBeInTheDocument();
    fireEvent.change(menu, { target: { value: 'rv1909' } });
    await waitFor(() => expect(window.location.search).toContain('v=rv1909'));
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('makes the version read the person’s Bible on purpose, and the toast says what that changes', async () => {
    const { calls } = reader('en');
    fireEvent.click(await screen.findByRole('button', { name: 'Make KJV my Bible' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PUT')).toEqual([
        expect.objectContaining({ url: '/api/user/settings', body: { bibleVersion: 'kjv' } }),
      ]),
    );
    expect(await screen.findByText('The KJV is your Bible now')).toBeInTheDocument();
    expect(
      screen.getByText('Search, plans, Today’s passage, the share image and the chats’ verses use it.'),
    ).toBeInTheDocument();
  });
});
