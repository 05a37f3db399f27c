// @vitest-environment jsdom
import '../../../vitest.setup';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '../../lib/auth';
import { navigate } from '../../lib/router';
import { renderWithProviders, stubFetch } from '../../testing/test-utils';
import { AppLayout } from './app-layout';

// Decision 268: the Bible in the phone's bottom bar and the side navigation; plans beside it.
const grace: User = {
  id: 1,
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  profileImageUrl: null,
  role: 'user',
};

function render(path: string, language: 'en' | 'es' = 'en') {
  stubFetch([
    { path: '/auth/session', body: { user: grace } },
    { path: '/api/notifications/unread-count', body: { count: 0 } },
  ]);
  navigate(path);
  renderWithProviders(
    <AppLayout user={grace}>
      <p>screen</p>
    </AppLayout>,
    { language },
  );
  const [side, bottom] = screen.getAllByRole('navigation', { name: language === 'en' ? 'Main' : 'Principal' });
  return { side: side!, bottom: bottom! };
}

const names = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((a) => a.textContent);

describe('the navigation names the Bible', () => {
  it('in the bottom bar (six tabs) and the side navigation (with the plans)', () => {
    const { side, bottom } = render('/');
    expect(names(bottom)).toEqual(['Today', 'Bible', 'Topics', 'Progress', 'Saved', 'Profile']);
    expect(within(bottom).getByRole('link', { name: 'Bible' })).toHaveAttribute('href', '/bible');
    expect(names(side)).toEqual([
      expect.any(String),
      'Today',
      'Bible',
      'Plans',
      'Topics',
      'Progress',
      'Saved',
      'My groups',
      'Profile',
    ]);
    expect(within(side).getByRole('link', { name: 'Plans' })).toHaveAttribute('href', '/plans');
  });

  it('names "My groups" at the side; on a phone, Profile (where it is) is the place you are', () => {
    const { side, bottom } = render('/groups/4');
    expect(within(side).getByRole('link', { name: 'My groups' })).toHaveAttribute('aria-current', 'page');
    expect(within(bottom).queryByRole('link', { name: 'My groups' })).toBeNull();
    expect(within(bottom).getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
  });

  it('marks the Bible as the place you are in the reader, and on a plan in the bottom bar', () => {
    let { side, bottom } = render('/bible');
    expect(within(bottom).getByRole('link', { name: 'Bible' })).toHaveAttribute('aria-current', 'page');
    expect(within(side).getByRole('link', { name: 'Bible' })).toHaveAttribute('aria-current', 'page');
    document.body.innerHTML = '';
    ({ side, bottom } = render('/plans/runs/3/days/2'));
    expect(within(bottom).getByRole('link', { name: 'Bible' })).toHaveAttribute('aria-current', 'page');
    expect(within(side).getByRole('link', { name: 'Plans' })).toHaveAttribute('aria-current', 'page');
    expect(within(side).getByRole('link', { name: 'Bible' })).not.toHaveAttribute('aria-current');
  });

  it('in Spanish', () => {
    const { side, bottom } = render('/', 'es');
    expect(names(bottom)).toEqual(['Hoy', 'Biblia', 'Temas', 'Progreso', 'Guardadas', 'Perfil']);
    expect(within(side).getByRole('link', { name: 'Planes' })).toHaveAttribute('href', '/plans');
  });
});
