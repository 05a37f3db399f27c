// @vitest-environment jsdom
import '../../vitest.setup';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WallItemCard } from '../features/wall/components/wall-item';
import { CommunityReflectionsList } from '../features/reflections/components/community-reflections';
import { renderWithProviders } from '../testing/test-utils';
import { TextWithScriptureLinks } from './text-with-scripture-links';

describe('references in what people wrote', () => {
  it('are links to the reader, the rest of the words as written', () => {
    const text = 'Psalm 23 carried me, and Rom 8:28 too.';
    const { container } = renderWithProviders(
      <p>
        <TextWithScriptureLinks
          text={text}
          refs={[
            { start: 0, end: 8, ref: 'Psalm 23' },
            { start: 25, end: 33, ref: 'Romans 8:28' },
          ]}
        />
      </p>,
    );
    expect(container.querySelector('p')).toHaveTextContent(text);
    expect(screen.getByRole('link', { name: 'Psalm 23' })).toHaveAttribute('href', '/bible?ref=Psalm%2023');
    expect(screen.getByRole('link', { name: 'Rom 8:28' })).toHaveAttribute('href', '/bible?ref=Romans%208%3A28');
  });

  it('offsets that do not fit the text (an edit the server has not confirmed) are left as plain text', () => {
    renderWithProviders(
      <p>
        <TextWithScriptureLinks
          text="Short now"
          refs={[
            { start: 20, end: 29, ref: 'John 3:16' },
            { start: 0, end: 5, ref: 'John 3:16' },
          ]}
        />
      </p>,
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('Short now')).toBeInTheDocument();
  });

  it('in a community reflection and a reply', () => {
    const base = { isPublic: true, prayerId: 9, likes: 0, likedByMe: false, isOwn: false, user: { firstName: 'Ann' } };
    renderWithProviders(
      <CommunityReflectionsList
        prayerId={9}
        reflections={[
          {
            ...base,
            id: 1,
            parentId: null,
            createdAt: '2025-06-25T08:00:00.000Z',
            content: 'Reading John 3:16 today',
            contentRefs: [{ start: 8, end: 17, ref: 'John 3:16' }],
          },
          {
            ...base,
            id: 2,
            parentId: 1,
            createdAt: '2025-06-25T09:00:00.000Z',
            content: 'Ps 23:1 for you',
            contentRefs: [{ start: 0, end: 7, ref: 'Psalm 23:1' }],
          },
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: 'John 3:16' })).toHaveAttribute('href', '/bible?ref=John%203%3A16');
    expect(screen.getByRole('link', { name: 'Ps 23:1' })).toHaveAttribute('href', '/bible?ref=Psalm%2023%3A1');
    expect(screen.getByTestId('reflection-content')).toHaveTextContent('Reading John 3:16 today');
  });

  it('in a prayer request on the wall, title and words', () => {
    renderWithProviders(
      <WallItemCard
        onPray={() => undefined}
        item={{
          id: 4,
          title: 'Philippians 4:6 for my exams',
          content: '🙏 Please pray. Joshua 1:9 is my verse.',
          titleRefs: [{ start: 0, end: 15, ref: 'Philippians 4:6' }],
          contentRefs: [{ start: 16, end: 26, ref: 'Joshua 1:9' }],
          authorName: 'Ann',
          isAnonymous: false,
          isMine: false,
          createdAt: '2025-06-25T08:00:00.000Z',
          prayedCount: 0,
          prayedByMeToday: false,
          answeredAt: null,
          answeredNote: null,
        }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Philippians 4:6 for my exams' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Philippians 4:6' })).toHaveAttribute(
      'href',
      '/bible?ref=Philippians%204%3A6',
    );
    expect(screen.getByRole('link', { name: 'Joshua 1:9' })).toHaveAttribute('href', '/bible?ref=Joshua%201%3A9');
  });
});
