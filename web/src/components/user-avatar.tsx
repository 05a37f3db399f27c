import { cn } from '../lib/cn';
import type { User } from '../lib/auth';

/** Any name the client holds, not only the signed-in user's (so blank or missing parts are allowed). */
type AvatarUser = { [K in 'firstName' | 'lastName' | 'email']: User[K] | null } | null | undefined;

/** First and last initials, else the e-mail's first letter, else "U". */
export function avatarInitials(user: AvatarUser): string {
  const first = user?.firstName?.trim()?.[0] ?? '';
  const last = user?.lastName?.trim()?.[0] ?? '';
  if (first || last) return `${first}${last}`.toUpperCase();
  const email = user?.email?.trim()?.[0];
  if (email) return email.toUpperCase();
  return 'U';
}

export function UserAvatar({
  user,
  className,
}: {
  user: (AvatarUser & { profileImageUrl?: string | null }) | null | undefined;
  className?: string;
}) {
  const image = user?.profileImageUrl;
  return (
    <span
      className={cn(
        'inline-flex h-9 w-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-100 font-semibold text-brand-700',
        className,
      )}
    >
      {image ? (
        <img src={image} alt="" className="h-full w-full object-cover" />
      ) : (
        <span aria-hidden>{avatarInitials(user)}</span>
      )}
    </span>
  );
}
