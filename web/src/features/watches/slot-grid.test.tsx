// @vitest-environment jsdom
import '../../../vitest.setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubFetch } from '../../testing/test-utils';
import type { Watch, WatchSlot } from './api/watches';
import { SlotGrid } from './components/slot-grid';
import { WatchLeadChoice } from './components/watch-lead';
import { WatchPage } from './components/watch-page';

const START = Date.parse('2026-12-07T22:00:00Z');
const HOUR = 3_600_000;

/** A 4-hour watch of 60-minute slots from Mon 7 Dec 22:00 UTC; `slots` overrides some of them. */
function watchOf(over: Partial<Watch> = {}, slots: Record<number, Partial<WatchSlot>> = {}): Watch {
  const all: WatchSlot[] = [0, 1, 2, 3].map((i) => ({
    slot: i,
    startsAt: new Date(START + i * HOUR).toISOString(),
    endsAt: new Date(START + (i + 1) * HOUR).toISOString(),
    claimers: [],
    free: 1,
    mine: false,
    past: false,
    ...slots[i],
  }));
  return {
    id: 7,
    code: 'AbCdEfGhIjKlMnOp',
    title: 'Night of prayer',
    request: null,
    circle: { id: 4, title: 'Home group', channel: 'telegram' },
    startsAt: all[0]!.startsAt,
    endsAt: all[3]!.endsAt,
    hours: 4,
    slotMinutes: 60,
    perSlot: 1,
    timeZone: 'America/New_York',
    language: 'en',
    status: 'upcoming',
    endedAt: null,
    endedEarly: false,
    canEnd: false,
    slots: all,
    coverage: { coveredSlots: 0, totalSlots: 4, coveredMinutes: 0, totalMinutes: 240, open: [{ from: 0, to: 4 }] },
    people: 0,
    prayed: 0,
    ...over,
  };
}

const before = new Date(START - HOUR);

describe('the day grid of a watch', () => {
  it('groups the slots by day in the zone it is shown in, and names each button with its whole slot', async () => {
    const onAction = vi.fn();
    const watch = watchOf(
      {},
      {
        1: { claimers: [{ name: 'Ben', isMe: false, prayed: false }], free: 0 },
        2: { claimers: [{ name: 'Ana', isMe: true, prayed: false }], free: 0, mine: true },
      },
    );
    const first = renderWithProviders(
      <SlotGrid watch={watch} timeZone="Europe/Madrid" now={before} signedIn onAction={onAction} />,
    );
    // Madrid is UTC+1: the first slot is late on Monday, the rest on Tuesday.
    const days = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(days).toEqual(['Monday, December 7', 'Tuesday, December 8']);
    const tuesday = screen.getByRole('region', { name: 'Tuesday, December 8' });
    expect(within(tuesday).getAllByRole('listitem')).toHaveLength(3);

    expect(screen.getByRole('button', { name: 'Claim Mon 23:00–24:00' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Tue 00:00–01:00 is full' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Give up Tue 01:00–02:00' })).toBeEnabled();
    const slots = screen.getAllByTestId('watch-slot');
    expect(slots[1]).toHaveTextContent('Ben');
    expect(slots[2]).toHaveTextContent('You');
    expect(slots[3]).toHaveTextContent('Open');

    await userEvent.click(screen.getByRole('button', { name: 'Claim Mon 23:00–24:00' }));
    await userEvent.click(screen.getByRole('button', { name: 'Give up Tue 01:00–02:00' }));
    expect(onAction.mock.calls).toEqual([
      ['claim', 0],
      ['release', 2],
    ]);

    // The same instants in New York: one evening.
    first.unmount();
    renderWithProviders(
      <SlotGrid watch={watch} timeZone="America/New_York" now={before} signedIn onAction={onAction} />,
    );
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Monday, December 7']);
    expect(screen.getByRole('button', { name: 'Claim Mon 17:00–18:00' })).toBeInTheDocument();
  });

  it('shows an open watch without names, and a visitor no buttons at all', () => {
    const watch = watchOf(
      { circle: null, perSlot: 2 },
      {
        0: {
          claimers: [
            { name: null, isMe: false, prayed: false },
            { name: null, isMe: true, prayed: false },
          ],
          free: 0,
          mine: true,
        },
        1: { claimers: [{ name: null, isMe: false, prayed: false }], free: 1 },
      },
    );
    const first = renderWithProviders(
      <SlotGrid watch={watch} timeZone="UTC" now={before} signedIn onAction={() => {}} />,
    );
    const slots = screen.getAllByTestId('watch-slot');
    expect(slots[0]).toHaveTextContent('Taken, You');
    expect(slots[1]).toHaveTextContent('Taken · 1 place open');
    expect(screen.getByRole('button', { name: 'Claim Mon 23:00–24:00' })).toBeEnabled();

    first.unmount();
    renderWithProviders(<SlotGrid watch={watch} timeZone="UTC" now={before} signedIn={false} onAction={() => {}} />);
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.getAllByTestId('watch-slot')[1]).toHaveTextContent('Taken · 1 place open');
  });

  it('offers "I prayed" on the holder’s slot once it has begun, and marks it when said', async () => {
    const onAction = vi.fn();
    const during = new Date(START + 90 * 60_000);
    const watch = watchOf(
      { status: 'live' },
      {
        0: { claimers: [{ name: 'Ana', isMe: true, prayed: true }], free: 0, mine: true, past: true },
        1: { claimers: [{ name: 'Ana', isMe: true, prayed: false }], free: 0, mine: true },
      },
    );
    renderWithProviders(<SlotGrid watch={watch} timeZone="UTC" now={during} signedIn onAction={onAction} />);
    expect(screen.getByText('You prayed in Mon 22:00–23:00')).toBeInTheDocument();
    const slots = screen.getAllByTestId('watch-slot');
    expect(slots[1]).toHaveTextContent('Now');
    await userEvent.click(screen.getByRole('button', { name: 'I prayed in Mon 23:00–24:00' }));
    expect(onAction).toHaveBeenCalledWith('prayed', 1);
  });

  it('speaks Spanish', () => {
    renderWithProviders(
      <SlotGrid watch={watchOf()} timeZone="Europe/Madrid" now={before} signedIn onAction={() => {}} />,
      {
        language: 'es',
      },
    );
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Lunes, 7 de diciembre',
      'Martes, 8 de diciembre',
    ]);
    expect(screen.getByRole('button', { name: 'Tomar mar 00:00–01:00' })).toBeInTheDocument();
  });
});

describe('the watch page', () => {
  // The page reads the clock for which slots are over: pinned an hour before the watch, so the
  // test says the same at any hour it runs.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(before);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the times in the reader’s zone with the group’s a tap away, and a claim redraws the grid', async () => {
    const claimed = watchOf(
      {
        coverage: { coveredSlots: 1, totalSlots: 4, coveredMinutes: 60, totalMinutes: 240, open: [{ from: 0, to: 3 }] },
      },
      { 3: { claimers: [{ name: 'Ana', isMe: true, prayed: false }], free: 0, mine: true } },
    );
    const { calls } = stubFetch([
      { path: '/api/watches/AbCdEfGhIjKlMnOp', body: watchOf() },
      { path: '/api/user/settings', body: { timeZone: 'Europe/Madrid' } },
      { path: '/api/user/watch-lead', body: { minutes: 10 } },
      { method: 'POST', path: '/api/watches/7/slots/3', body: { claim: { slot: 3 }, watch: claimed } },
    ]);
    renderWithProviders(<WatchPage code="AbCdEfGhIjKlMnOp" signedIn />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Night of prayer' })).toBeInTheDocument();
    expect(screen.getByText('A watch of Home group')).toBeInTheDocument();
    expect(screen.getByText('0 of 4 hours covered')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Times in Madrid')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Claim Tue 02:00–03:00' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: "The group's time (New York)" }));
    expect(screen.getByText('Times in New York')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "The group's time (New York)" })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Claim Mon 20:00–21:00' }));
    expect(await screen.findByRole('button', { name: 'Give up Mon 20:00–21:00' })).toBeInTheDocument();
    expect(screen.getByText('1 of 4 hours covered')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.url, c.body])).toEqual([
      ['/api/watches/7/slots/3', undefined],
    ]);
  });

  it('lets a visitor read an open watch and asks them to sign in to take a slot', async () => {
    stubFetch([{ path: '/api/watches/AbCdEfGhIjKlMnOp', body: watchOf({ circle: null }) }]);
    renderWithProviders(<WatchPage code="AbCdEfGhIjKlMnOp" signedIn={false} />);
    expect(await screen.findByRole('link', { name: 'Sign in to take a slot' })).toHaveAttribute('href', '/login');
    expect(screen.getByText('Anyone with the link')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Claim/ })).toBeNull();
  });

  it('says a watch it cannot show is not found', async () => {
    stubFetch([]);
    renderWithProviders(<WatchPage code="AbCdEfGhIjKlMnOp" signedIn />);
    expect(await screen.findByRole('heading', { name: 'Watch not found' })).toBeInTheDocument();
  });
});

describe('the lead time of watch reminders', () => {
  it('offers the six choices and saves the one chosen', async () => {
    const { calls } = stubFetch([
      { path: '/api/user/watch-lead', body: { minutes: 10 } },
      { method: 'PUT', path: '/api/user/watch-lead', body: { minutes: 0 } },
    ]);
    renderWithProviders(<WatchLeadChoice />, { language: 'es' });
    const choice = screen.getByLabelText('Avisarme antes de mi turno');
    await waitFor(() => expect(choice).toBeEnabled());
    expect(choice).toHaveValue('10');
    expect(
      within(choice)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Solo cuando empiece',
      '5 minutos antes',
      '10 minutos antes',
      '15 minutos antes',
      '30 minutos antes',
      '60 minutos antes',
    ]);
    await userEvent.selectOptions(choice, '0');
    await waitFor(() => expect(choice).toHaveValue('0'));
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ minutes: 0 }]);
  });
});
