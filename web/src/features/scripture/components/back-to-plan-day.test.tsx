// @vitest-environment jsdom
import '../../../../vitest.setup';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getPassage } from '@dps/core/scripture/get-passage';
import { navigate } from '../../../lib/router';
import { renderWithProviders, stubFetch } from '../../../testing/test-utils';
import { ScriptureReader } from './scripture-reader';

// Decision 267: the reader a plan day opened (…&run=5&day=3) leads back to that day.
const psalm23 = getPassage({ ref: 'Psalm 23:1-2', version: 'kjv' });
const answers = () =>
  stubFetch([
    { path: '/auth/session', body: { user: null } },
    { path: '/api/scripture/passage', body: psalm23 },
    { path: '/api/scripture/versions', body: { versions: [psalm23.version] } },
  ]);

describe('the reader opened from a plan day', () => {
  it('the reader opened from the plan says “Back to Day 3”, in Spanish too, and only then', async () => {
    answers();
    navigate('/bible?ref=Psalm%2023%3A1-2&run=5&day=3');
    const { unmount } = renderWithProviders(<ScriptureReader />);
    const back = await screen.findByRole('link', { name: 'Back to Day 3' });
    expect(back).toHaveAttribute('href', '/plans/runs/5/days/3');
    unmount();

    renderWithProviders(<ScriptureReader />, { language: 'es' });
    expect(await screen.findByRole('link', { name: 'Volver al día 3' })).toHaveAttribute(
      'href',
      '/plans/runs/5/days/3',
    );
    await userEvent.setup().click(screen.getByRole('link', { name: 'Volver al día 3' }));
    expect(window.location.pathname).toBe('/plans/runs/5/days/3');
  });

  it('the reader opened any other way has no way back to a plan', async () => {
    answers();
    navigate('/bible?ref=Psalm%2023%3A1-2&run=5&day=x');
    renderWithProviders(<ScriptureReader />);
    await screen.findByText(psalm23.verses[0]!.text, { exact: false });
    expect(screen.queryByRole('link', { name: /Back to Day/ })).toBeNull();
  });
});
