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
