// @vitest-environment jsdom
import '../../../../vitest.setup';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/test-utils';
import { ReflectionForm } from './reflection-form';

describe('the reflection form’s prompt', () => {
  it('speaks of today’s prayer on Today', () => {
    renderWithProviders(<ReflectionForm prayerId={1} userId={1} />);
    expect(screen.getByText("How does today's prayer speak to you?")).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your reflection' })).toHaveAttribute(
      'placeholder',
      "Write your thoughts on today's prayer...",
    );
  });

  it('speaks of the prayer on the screen elsewhere (a past day, a topic’s prayer)', () => {
    renderWithProviders(<ReflectionForm prayerId={1} userId={1} about="this day's prayer" />);
    expect(screen.getByText("How does this day's prayer speak to you?")).toBeInTheDocument();
    expect(screen.queryByText(/today's prayer/)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your reflection' })).toHaveAttribute(
      'placeholder',
      "Write your thoughts on this day's prayer...",
    );
  });
});

describe('the reflection form’s visibility', () => {
  it('keeps the visibility the person chose last: after a submit, and the next time the form opens', async () => {
    const { stubFetch } = await import('../../../testing/test-utils');
    const { fireEvent, waitFor } = await import('@testing-library/react');
    localStorage.clear();
    const { calls } = stubFetch([{ method: 'POST', path: '/api/prayers/1/reflections', body: { id: 5 } }]);
    const first = renderWithProviders(<ReflectionForm prayerId={1} userId={7} />);
    expect(screen.getByRole('radio', { name: 'Private' })).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: 'Share with community' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Your reflection' }), { target: { value: 'Grateful.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Reflection' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Your reflection' })).toHaveValue(''));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ content: 'Grateful.', isPublic: true });
    expect(screen.getByRole('radio', { name: 'Share with community' })).toBeChecked();
    first.unmount();
    renderWithProviders(<ReflectionForm prayerId={2} userId={7} />);
    expect(screen.getByRole('radio', { name: 'Share with community' })).toBeChecked();
  });
});
