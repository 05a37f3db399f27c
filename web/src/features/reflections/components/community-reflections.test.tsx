// @vitest-environment jsdom
import '../../../../vitest.setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../testing/test-utils';
import type { Reflection } from '../api/reflections';
import { groupReflections } from '../group-reflections';
import { CommunityReflectionsList } from './community-reflections';

const at = (iso: string) => `2025-06-25T${iso}:00.000Z`;
function reflection(
  id: number,
  content: string,
  createdAt: string,
  parentId: number | null = null,
  firstName = 'Ann',
): Reflection {
  return {
    id,
    content,
    isPublic: true,
    prayerId: 9,
    parentId,
    createdAt,
    likes: 0,
    likedByMe: false,
    isOwn: false,
    user: { firstName },
    contentRefs: [],
  };
}

// Deliberately shuffled, as the API promises no order.
const list: Reflection[] = [
  reflection(1, 'Oldest top', at('08:00')),
  reflection(11, 'Second reply to newest', at('12:30'), 3, 'Ben'),
  reflection(3, 'Newest top', at('11:00')),
  reflection(10, 'First reply to newest', at('11:30'), 3, 'Cal'),
  reflection(2, 'Middle top', at('09:00')),
];

const shownTopLevel = () => screen.getAllByTestId('reflection-content').map((p) => p.textContent);

describe('community reflections', () => {
  it('groups the flat list: top level newest first, replies under their parent oldest first', () => {
    const threads = groupReflections(list);
    expect(threads.map((t) => t.content)).toEqual(['Newest top', 'Middle top', 'Oldest top']);
    expect(threads[0]!.replies.map((r) => r.content)).toEqual(['First reply to newest', 'Second reply to newest']);
    expect(threads[1]!.replies).toEqual([]);
  });

  it('shows the 2 newest top-level reflections until "View More Reflections", which toggles to "Show Less"', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CommunityReflectionsList prayerId={9} reflections={list} />);
    expect(shownTopLevel()).toEqual(['Newest top', 'Middle top']);
    const replies = within(screen.getAllByTestId('community-reflection')[0]!).getAllByTestId('reflection-reply');
    expect(replies.map((r) => r.querySelector('p')?.textContent)).toEqual([
      'First reply to newest',
      'Second reply to newest',
    ]);

    await user.click(screen.getByRole('button', { name: 'View More Reflections' }));
    expect(shownTopLevel()).toEqual(['Newest top', 'Middle top', 'Oldest top']);
    await user.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(shownTopLevel()).toEqual(['Newest top', 'Middle top']);
  });

  it('has no toggle with 2 or fewer top-level reflections', () => {
    renderWithProviders(<CommunityReflectionsList prayerId={9} reflections={list.filter((r) => r.id !== 1)} />);
    expect(screen.getAllByTestId('community-reflection')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'View More Reflections' })).not.toBeInTheDocument();
  });

  it('offers Edit and Delete on one’s own items, Report on others’, and says why one’s own is hidden', () => {
    const mine = { ...reflection(5, 'Mine, hidden', at('10:00')), isOwn: true, moderation: 'hidden' as const };
    renderWithProviders(
      <CommunityReflectionsList prayerId={9} reflections={[mine, reflection(6, 'For all', at('09:30'), null, 'Ben')]} />,
    );
    const [own, other] = screen.getAllByTestId('community-reflection');
    expect(own).toHaveTextContent('Hidden by a moderator: only you can see this');
    expect(within(own!).getByRole('button', { name: 'Edit this reflection' })).toBeInTheDocument();
    expect(within(own!).getByRole('button', { name: 'Delete this reflection' })).toBeInTheDocument();
    expect(within(own!).queryByRole('button', { name: /^Report/ })).not.toBeInTheDocument();
    expect(within(other!).getByRole('button', { name: 'Report reflection by Ben' })).toBeInTheDocument();
    expect(within(other!).queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
    expect(other).not.toHaveTextContent('only you can see this');
  });

  it('shows the empty message when there are none', () => {
    renderWithProviders(<CommunityReflectionsList prayerId={9} reflections={[]} />);
    expect(screen.getByText('No community reflections yet. Be the first to share!')).toBeInTheDocument();
  });

  it('lets top-level items (not replies) be liked and replied to, one 2-row reply box at a time', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch([
      { method: 'POST', path: '/api/reflections/3/reply', body: reflection(12, 'Amen', at('13:00'), 3) },
      { path: '/api/prayers/9/reflections', body: list },
    ]);
    renderWithProviders(<CommunityReflectionsList prayerId={9} reflections={list} />);
    const [newest, middle] = screen.getAllByTestId('community-reflection') as [HTMLElement, HTMLElement];
    expect(within(newest).getAllByRole('button', { name: /^Like reflection/ })).toHaveLength(1);
    expect(within(newest).getAllByRole('button', { name: 'Reply' })).toHaveLength(1);

    await user.click(within(middle).getByRole('button', { name: 'Reply' }));
    await user.click(within(newest).getByRole('button', { name: 'Reply' }));
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    const box = within(newest).getByRole('textbox');
    expect(box).toHaveAttribute('rows', '2');

    const post = within(newest).getByRole('button', { name: 'Post Reply' });
    expect(post).toBeDisabled();
    await user.type(box, '   ');
    expect(post).toBeDisabled();
    await user.type(box, ' Amen  ');
    await user.click(post);

    await screen.findByText('Reply posted successfully!');
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      url: '/api/reflections/3/reply',
      body: { text: 'Amen' },
    });
    await waitFor(() => expect(screen.queryByRole('textbox')).not.toBeInTheDocument());
  });

  it('Cancel closes the reply box without sending', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch([]);
    renderWithProviders(<CommunityReflectionsList prayerId={9} reflections={list} />);
    await user.click(within(screen.getAllByTestId('community-reflection')[0]!).getByRole('button', { name: 'Reply' }));
    await user.type(screen.getByRole('textbox'), 'Draft');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
