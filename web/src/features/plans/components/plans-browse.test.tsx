// @vitest-environment jsdom
import '../../../../vitest.setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../testing/test-utils';
import type { PlanFilterOptions, PlanSummary } from '../api/plans';
import { PlansBrowse } from './plans-browse';

/** A Spanish library: short plans on grief and gratitude, one year of Bible reading. */
const spanishOptions: PlanFilterOptions = {
  topics: [
    { tag: 'grief', lengths: ['short'] },
    { tag: 'gratitude', lengths: ['short'] },
    { tag: 'bible', lengths: ['long'] },
  ],
  lengths: ['short', 'long'],
};
const plan: PlanSummary = {
  id: 'dar-gracias-en-todo',
  language: 'es',
  title: 'Dar gracias en todo',
  summary: 'Cinco días.',
  length: 5,
  kind: 'devotional',
  tags: ['gratitude'],
  season: null,
};

const optionNames = (select: HTMLElement) => within(select).getAllByRole('option').map((o) => o.textContent);

function stub() {
  return stubFetch([
    { path: '/api/plans', body: [plan] },
    { path: '/api/plans/filters', body: spanishOptions },
    { path: '/api/plans/mine', body: { open: [], finished: [] } },
    { path: '/api/plans/groups', body: [] },
  ]);
}

describe('the plan library’s filters (decision 269)', () => {
  it('offer only the topics and lengths that have plans in the person’s language', async () => {
    const { calls } = stub();
    renderWithProviders(<PlansBrowse />, { language: 'es' });
    await screen.findByText('Dar gracias en todo');
    const topic = screen.getByRole('combobox', { name: 'Tema' });
    const length = screen.getByRole('combobox', { name: 'Duración' });
    await waitFor(() => expect(optionNames(topic)).toEqual(['Todos los temas', 'Duelo', 'Gratitud', 'Biblia']));
    expect(optionNames(length)).toEqual(['Cualquier duración', 'Hasta una semana', 'Más largos']);
    expect(calls.some((c) => c.url === '/api/plans/filters?language=es')).toBe(true);
  });

  it('narrow each other, so a topic and a length chosen together still lead to a plan', async () => {
    const { calls } = stub();
    const user = userEvent.setup();
    renderWithProviders(<PlansBrowse />, { language: 'es' });
    await screen.findByText('Dar gracias en todo');
    const topic = screen.getByRole('combobox', { name: 'Tema' });
    const length = screen.getByRole('combobox', { name: 'Duración' });
    await waitFor(() => expect(optionNames(topic)).toContain('Biblia'));

    await user.selectOptions(topic, 'Biblia');
    expect(optionNames(length)).toEqual(['Cualquier duración', 'Más largos']);
    await user.selectOptions(topic, 'Todos los temas');
    await user.selectOptions(length, 'Hasta una semana');
    expect(optionNames(topic)).toEqual(['Todos los temas', 'Duelo', 'Gratitud']);
    await waitFor(() => expect(calls.some((c) => c.url === '/api/plans?language=es&length=short')).toBe(true));
  });
});
