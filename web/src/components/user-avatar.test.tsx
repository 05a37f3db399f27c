// @vitest-environment jsdom
import '../../vitest.setup';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { avatarInitials, UserAvatar } from './user-avatar';

describe('avatar initials', () => {
  it('puts the first name initial before the last name initial', () => {
    expect(avatarInitials({ firstName: 'grace', lastName: 'hopper', email: 'zed@example.com' })).toBe('GH');
  });

  it('falls back to the first letter of the e-mail, then "U"', () => {
    expect(avatarInitials({ firstName: null, lastName: null, email: 'mary@example.com' })).toBe('M');
    expect(avatarInitials({ firstName: '', lastName: '  ', email: null })).toBe('U');
    expect(avatarInitials(null)).toBe('U');
  });

  it('shows the profile image instead of initials when there is one', () => {
    const { container } = render(
      <UserAvatar
        user={{ firstName: 'Ruth', lastName: 'Moab', email: null, profileImageUrl: 'https://img.example/r.jpg' }}
      />,
    );
    expect(container.querySelector('img')).toHaveAttribute('src', 'https://img.example/r.jpg');
    expect(screen.queryByText('RM')).not.toBeInTheDocument();
  });

  it('shows initials when there is no image', () => {
    render(<UserAvatar user={{ firstName: 'Ruth', lastName: 'Moab', email: null, profileImageUrl: null }} />);
    expect(screen.getByText('RM')).toBeInTheDocument();
  });
});
