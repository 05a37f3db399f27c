// @vitest-environment jsdom
import '../../../../vitest.setup';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getPassage } from '@dps/core/scripture/get-passage';
import { renderWithProviders, stubFetch } from '../../../testing/test-utils';
import { Landing } from './landing';

// Decision 268: the landing page shows the reader, verse search and a plan day, and names the chats.
const plan = (language: 'en' | 'es', title: string, dayTitle: string, passage: string) => ({
  id: `${language}-plan`,
  language,
  title,
  summary: '',
  description: '',
  length: 7,
  kind: 'devotional',
  tags: [],
  season: null,
  status: 'published',
  days: [{ day: 1, title: dayTitle, passages: [passage], reflection: null, prayer: null, question: null }],
});

function answers(language: 'en' | 'es') {
  const en = language === 'en';
  const verse = getPassage({ ref: en ? 'Psalm 23:1-2' : 'Salmos 23:1-2', lang: language });
  const day = getPassage({ ref: en ? 'Matthew 11:28-30' : 'Mateo 11:28-30', lang: language });
  const p = en
    ? plan('en', 'Seven Days of Rest', 'Come to Me', 'Matthew 11:28-30')
    : plan('es', 'Salmos para descansar', 'Venid a mí', 'Mateo 11:28-30');
  const { calls } = stubFetch([
    { path: '/api/plans', body: [p] },
    { path: `/api/plans/${p.id}`, body: p },
    { path: '/api/scripture/passage', body: verse },
    { path: '/api/config', body: {} },
  ]);
  return { verse, day, calls };
}

describe('the landing page’s reading', () => {
  it('shows a sample verse from the bundled Bible, verse search, a plan day, and names Telegram and Slack', async () => {
    const { verse, calls } = answers('en');
    renderWithProviders(<Landing />);
    const reading = screen.getByRole('region', { name: 'Read, search and follow a plan' });
    expect(await within(reading).findByText(verse.verses.map((v) => v.text).join(' '))).toBeInTheDocument();
    expect(within(reading).getByRole('link', { name: 'Open the Bible' })).toHaveAttribute(
      'href',
      '/bible?ref=Psalm%2023%3A1-2',
    );
    expect(within(reading).getByRole('searchbox', { name: 'Search the Bible' })).toBeInTheDocument();
    expect(await within(reading).findByText('Day 1: Come to Me')).toBeInTheDocument();
    expect(within(reading).getByText('Seven Days of Rest')).toBeInTheDocument();
    expect(within(reading).getByText('Then: Mark day 1 done')).toBeInTheDocument();
    expect(screen.getByText(/Also in Telegram and Slack/)).toBeInTheDocument();
    // A visitor reads the language's default Bible: the server picks it from lang.
    expect(calls.some((c) => c.url === '/api/scripture/passage?ref=Psalm%2023%3A1-2&lang=en')).toBe(true);
    expect(calls.some((c) => c.url === '/api/plans?language=en')).toBe(true);

    await userEvent.setup().type(within(reading).getByRole('searchbox'), 'shepherd{Enter}');
    expect(`${window.location.pathname}${window.location.search}`).toBe('/search?q=shepherd');
  });

  it('says all of it in Spanish, with the Spanish Bible and library', async () => {
    const { calls } = answers('es');
    renderWithProviders(<Landing />, { language: 'es' });
    const reading = screen.getByRole('region', { name: 'Lee, busca y sigue un plan' });
    expect(within(reading).getByRole('link', { name: 'Abrir la Biblia' })).toBeInTheDocument();
    expect(within(reading).getByRole('searchbox', { name: 'Buscar en la Biblia' })).toBeInTheDocument();
    expect(await within(reading).findByText('Día 1: Venid a mí')).toBeInTheDocument();
    expect(within(reading).getByText('Después: Marcar el día 1 como hecho')).toBeInTheDocument();
    expect(screen.getByText(/También en Telegram y Slack/)).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/scripture/passage?ref=Salmos%2023%3A1-2&lang=es')).toBe(true);
    expect(calls.some((c) => c.url === '/api/plans?language=es')).toBe(true);
  });
});
