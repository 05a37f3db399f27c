import { BarChart3, BookOpen, Heart, House, User as UserIcon, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Logo } from '../../components/logo';
import { Tooltip } from '../../components/ui/tooltip';
import { UserAvatar } from '../../components/user-avatar';
import { useTimeZoneSync } from '../../features/auth/use-time-zone-sync';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { cn } from '../../lib/cn';
import { APP_NAME } from '../../lib/constants';
import { Link, useLocation } from '../../lib/router';
import type { User } from '../../types/api';

const tabs: { href: string; label: string; icon: LucideIcon }[] = [
  { href: '/', label: 'Today', icon: House },
  { href: '/topics', label: 'Topics', icon: BookOpen },
  { href: '/progress', label: 'Progress', icon: BarChart3 },
  { href: '/favorites', label: 'Saved', icon: Heart },
  { href: '/profile', label: 'Profile', icon: UserIcon },
];

function isActive(tab: string, path: string): boolean {
  return tab === '/' ? path === '/' : path === tab || path.startsWith(`${tab}/`);
}

/** Signed-in shell: top bar (logo, bell, avatar), a centred content column and the five-tab bottom nav. */
export function AppLayout({ user, children }: { user: User; children: ReactNode }) {
  const path = useLocation();
  useTimeZoneSync(true);
  return (
    <div className="min-h-dvh pb-24">
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-14 max-w-2xl items-center gap-2 px-4">
          <Link href="/" className="flex min-w-0 flex-1 items-center gap-2 text-brand-700">
            <Logo className="h-8 w-8 shrink-0" />
            <span className="truncate font-serif text-base font-semibold sm:text-lg">{APP_NAME}</span>
          </Link>
          <NotificationBell userId={user.id} />
          <Tooltip content="Profile">
            <Link href="/profile" aria-label="Your profile" className="rounded-full">
              <UserAvatar user={user} />
            </Link>
          </Tooltip>
        </div>
      </header>
      <main className="mx-auto max-w-2xl px-4 py-5">{children}</main>
      <nav
        aria-label="Main"
        className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)]"
      >
        <ul className="mx-auto grid h-16 max-w-2xl grid-cols-5">
          {tabs.map(({ href, label, icon: Icon }) => {
            const active = isActive(href, path);
            return (
              <li key={href}>
                <Link
                  href={href}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    'flex h-full flex-col items-center justify-center gap-0.5 text-xs font-medium',
                    active ? 'text-brand-700' : 'text-slate-500 hover:text-slate-800',
                  )}
                >
                  <Icon aria-hidden className={cn('h-5 w-5', active && 'stroke-[2.5]')} />
                  {label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
