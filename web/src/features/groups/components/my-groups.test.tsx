// @vitest-environment jsdom
import '../../../../vitest.setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../testing/test-utils';
import type { Circle } from '../../../lib/circles';
import type { GroupPulse, GroupRequest } from '../api/groups';
import { GroupPage } from './group-page';
import { MyGroupsPage } from './my-groups-page';

const hoursAgo = (n: number) => new Date(Date.now() - n * 3_600_000).toISOString();

const circle = (c: Partial<Circle> & Pick<Circle, 'id' | 'title'>): Circle => ({
  channel: 'telegram',
  isLeader: false,
  memberCount: 6,
  openRequests: 2,
  weeklyDay: 0,
  weeklyTime: null,
  postTime: '08:00',
  timeZone: 'America/Chicago',
  ...c,
});

const request = (r: Partial<GroupRequest> & Pick<GroupRequest, 'id' | 'title'>): GroupRequest =>
  ({
    content: 'Please pray with us.',
    authorName: 'Ana',
    isAnonymous: false,
    isMine: false,
    createdAt: hoursAgo(5),
    prayedCount: 0,
    prayedByMeToday: false,
    answeredAt: null,
    answeredNote: null,
    titleRefs: [],
    contentRefs: [],
    ...r,
  }) as GroupRequest;

const pulse: GroupPulse = {
  circle: { id: 4, title: 'Home group' },
  days: ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06', '2026-12-07'].map(
    (date, i) => ({ date, prayed: i }),
  ),
  plan: { title: 'Learning to Give Thanks', day: 3, length: 5, doneToday: 2 },
  shortOfPrayer: [{ id: 11, title: "Ana's surgery", prayedCount: 0 }],
  answeredThisWeek: 1,
  away: [{ userId: 31, firstName: 'Tomás', lastSeenDate: '2026-11-20' }],
};

describe('My groups', () => {
  it('lists each group with its members, open requests and who leads it; each opens its page', async () => {
    stubFetch([
      {
        path: '/api/circles',
        body: {
          circles: [
            circle({ id: 4, title: 'Home group', isLeader: true, openRequests: 3 }),
            circle({ id: 5, title: 'Youth', channel: 'slack_channel', memberCount: 1, openRequests: 0 }),
          ],
        },
      },
    ]);
    renderWithProviders(<MyGroupsPage />);
    expect(screen.getByRole('heading', { name: 'My groups' })).toBeInTheDocument();
    const home = await screen.findByRole('link', { name: /Home group/ });
    expect(home).toHaveAttribute('href', '/groups/4');
    expect(home).toHaveTextContent('Telegram group · 6 members · You lead it');
    expect(home).toHaveTextContent('3 open requests');
    const youth = screen.getByRole('link', { name: /Youth/ });
    expect(youth).toHaveTextContent('Slack channel · 1 member');
    expect(youth).toHaveTextContent('No open requests');
  });

  it('says how a group gets here when the person is in none', async () => {
    stubFetch([{ path: '/api/circles', body: { circles: [] } }]);
    renderWithProviders(<MyGroupsPage />, { language: 'es' });
    expect(await screen.findByText('Todavía no estás en ningún grupo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Conecta un chat en Perfil' })).toHaveAttribute('href', '/profile');
  });
});

describe("a group's page", () => {
  it("a leader: the group's requests with I prayed, the weekly moment changed, the pulse and a kind note", async () => {
    window.history.replaceState(null, '', '/groups/4');
    const { calls } = stubFetch([
      { path: '/api/circles', body: { circles: [circle({ id: 4, title: 'Home group', isLeader: true })] } },
      {
        path: '/api/circles/4/requests',
        body: {
          items: [
            request({ id: 11, title: "Ana's surgery" }),
            request({ id: 12, title: 'A new job', authorName: 'Anonymous', prayedCount: 2, prayedByMeToday: true }),
          ],
          nextCursor: null,
        },
      },
      {
        method: 'POST',
        path: '/api/wall/11/pray',
        body: {
          counted: true,
          item: request({ id: 11, title: "Ana's surgery", prayedCount: 1, prayedByMeToday: true }),
        },
      },
      { path: '/api/circles/4/pulse', body: pulse },
      { method: 'PUT', path: '/api/circles/4/weekly', body: { ok: true } },
      { method: 'POST', path: '/api/circles/4/away-note', status: 204 },
    ]);
    renderWithProviders(<GroupPage circleId={4} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Home group' })).toBeInTheDocument();
    expect(
      screen.getByText('Only the people in this group see its requests, and only while they are in it.'),
    ).toBeInTheDocument();

    const [surgery, job] = await screen.findAllByTestId('group-request');
    expect(surgery).toHaveTextContent('No one has prayed for this yet');
    expect(job).toHaveTextContent('Anonymous');
    expect(job).toHaveTextContent('2 prayers');
    expect(within(job!).getByRole('button', { name: 'You prayed for this today' })).toBeDisabled();
    await userEvent.click(within(surgery!).getByRole('button', { name: 'I prayed' }));
    await waitFor(() => expect(surgery).toHaveTextContent('1 prayer'));
    expect(calls.some((c) => c.method === 'POST' && c.url === '/api/wall/11/pray')).toBe(true);

    // The weekly moment: the daily post's time until a leader picks one.
    expect(screen.getByText("Every Sunday at the daily post's time (8:00 AM)")).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Change the weekly moment' }));
    await userEvent.selectOptions(screen.getByLabelText('Day'), 'Friday');
    await userEvent.type(screen.getByLabelText('Time'), '18:30');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
        url: '/api/circles/4/weekly',
        body: { weeklyDay: 5, weeklyTime: '18:30' },
      }),
    );

    // The pulse: a few lines, and a kind note to the one who said leaders may see they were away.
    const pulseCard = screen.getByRole('region', { name: "The group's pulse" });
    expect(pulseCard).toHaveTextContent('Learning to Give Thanks: day 3 of 5, 2 done today');
    expect(pulseCard).toHaveTextContent("Ana's surgery · no one has prayed yet");
    expect(pulseCard).toHaveTextContent('One prayer answered this week.');
    expect(pulseCard).toHaveTextContent('Tomás · last seen Nov 20, 2026');
    await userEvent.click(within(pulseCard).getByRole('button', { name: 'Send a kind note to Tomás' }));
    expect(await within(pulseCard).findByRole('button', { name: 'Note sent to Tomás' })).toBeDisabled();
    expect(calls.find((c) => c.url === '/api/circles/4/away-note')).toMatchObject({
      method: 'POST',
      body: { userId: 31 },
    });
  });

  it('a member who does not lead it: the requests and the weekly moment, no pulse, nothing to change (Spanish)', async () => {
    window.history.replaceState(null, '', '/groups/5?list=answered');
    const { calls } = stubFetch([
      {
        path: '/api/circles',
        body: { circles: [circle({ id: 5, title: 'Jóvenes', weeklyDay: 3, weeklyTime: '19:00' })] },
      },
      {
        path: '/api/circles/5/requests',
        body: {
          items: [request({ id: 21, title: 'Exámenes', answeredAt: hoursAgo(2), answeredNote: '¡Aprobé!' })],
          nextCursor: null,
        },
      },
    ]);
    renderWithProviders(<GroupPage circleId={5} />, { language: 'es' });
    expect(await screen.findByRole('tab', { name: 'Respondidas' })).toHaveAttribute('aria-selected', 'true');
    const [answered] = await screen.findAllByTestId('group-request');
    expect(answered).toHaveTextContent('¡Aprobé!');
    expect(within(answered!).queryByRole('button', { name: 'Oré' })).toBeNull();
    expect(screen.getByText('Cada miércoles a las 19:00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cambiar el momento semanal' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'El pulso del grupo' })).toBeNull();
    expect(calls.some((c) => c.url.includes('/pulse'))).toBe(false);
    expect(calls.find((c) => c.url.startsWith('/api/circles/5/requests'))?.url).toContain('list=answered');
  });

  it('a group the person is not in (or has left) says so and shows nothing of it', async () => {
    const { calls } = stubFetch([{ path: '/api/circles', body: { circles: [] } }]);
    renderWithProviders(<GroupPage circleId={9} />);
    expect(await screen.findByText('This group is not one of yours, or you are no longer in it.')).toBeInTheDocument();
    expect(calls.some((c) => c.url.startsWith('/api/circles/9'))).toBe(false);
  });
});
