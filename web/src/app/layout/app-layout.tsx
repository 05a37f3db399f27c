import {
  BarChart3,
  BookOpen,
  BookOpenText,
  CalendarCheck,
  Heart,
  House,
  Search,
  User as UserIcon,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Logo } from '../../components/logo';
import { Tooltip } from '../../components/ui/tooltip';
import { avatarInitials, UserAvatar } from '../../components/user-avatar';
import { useI18n } from '../../i18n/i18n-context';
import { DeviceZoneOffer } from '../../features/auth/components/device-zone-offer';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { OfflineSync } from '../../features/offline/offline-sync';
import { AppearanceSync } from '../../features/profile/appearance-sync';
import { cn } from '../../lib/cn';
import { APP_NAME } from '../../lib/constants';
import { Link, useLocation } from '../../lib/router';
import type { User } from '../../lib/auth';
import { DayRollover } from './day-rollover';

interface Tab {
  href: string;
  labelKey: string;
  icon: LucideIcon;
  /** Other screens this tab stands for on the phone, where the bar has no room for them (decision 268). */
  alsoFor?: string[];
  /** Only in the side navigation (from 1024 px), where there is room. */
  desktopOnly?: boolean;
}

// The Bible sits beside Today: reading is daily (decision 268). On a phone its tab also stands for
// the reading plans, which the side navigation names on their own.
const tabs: Tab[] = [
  { href: '/', labelKey: 'app.nav.today', icon: House },
  { href: '/bible', labelKey: 'app.nav.bible', icon: BookOpenText, alsoFor: ['/plans'] },
  { href: '/plans', labelKey: 'app.nav.plans', icon: CalendarCheck, desktopOnly: true },
  { href: '/topics', labelKey: 'app.nav.topics', icon: BookOpen },
  { href: '/progress', labelKey: 'app.nav.progress', icon: BarChart3 },
  { href: '/favorites', labelKey: 'app.nav.saved', icon: Heart },
  // A phone reaches "My groups" from Profile and the wall; the side navigation names it (decision 317).
  { href: '/groups', labelKey: 'groups.nav', icon: Users, desktopOnly: true },
  { href: '/profile', labelKey: 'app.nav.profile', icon: UserIcon, alsoFor: ['/groups'] },
];
const PHONE_TABS = tabs.filter((tab) => !tab.desktopOnly);

/** Screens laid out in two columns on a wide screen; the others keep a reading column. */
const WIDE = ['/progress', '/profile', '/admin', '/topics'];

/** A group's page is wide too: its requests beside the pulse and the weekly moment; and a watch's day grid. */
const isWide = (path: string) =>
  WIDE.includes(path) || /^\/groups\/\d+$/.test(path) || /^\/watch(es|\/[\w-]+)$/.test(path);

function isActive(tab: string, path: string): boolean {
  return tab === '/' ? path === '/' : path === tab || path.startsWith(`${tab}/`);
}

/**
 * Signed-in shell. On a phone: top bar (logo, bell, avatar), a centred column and the six-tab
 * bottom nav. From 1024 px: the same destinations and the reading plans in a side navigation, the bell and avatar
 * top right, and a reading column (or two columns on Progress, Profile, Topics and Admin).
 */
export function AppLayout({ user, children }: { user: User; children: ReactNode }) {
  const { t } = useI18n();
  const path = useLocation();
  const wide = isWide(path.replace(/\/+$/, '') || '/');
  const initials = avatarInitials(user);
  return (
    <div className="min-h-dvh pb-24 lg:pb-0 lg:pl-60">
      <OfflineSync userId={user.id} />
      <AppearanceSync />
      <DayRollover />
      <nav
        aria-label={t('app.nav.main')}
        className="fixed inset-y-0 left-0 z-30 hidden w-60 flex-col border-r border-slate-200 bg-white px-3 py-5 lg:flex"
      >
        <Link href="/" className="mb-6 flex items-center gap-2 px-3 text-brand-700">
          <Logo className="h-9 w-9 shrink-0" />
          <span className="font-serif text-lg font-semibold leading-tight">{APP_NAME}</span>
        </Link>
        <ul className="space-y-1">
          <TabLinks
            tabs={tabs}
            path={path}
            link="flex items-center gap-3 rounded-lg px-3 py-2.5 font-medium"
            active="bg-brand-50 text-brand-700"
            idle="text-slate-700 hover:bg-slate-100"
          />
        </ul>
      </nav>
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div
          className={cn(
            'mx-auto flex h-14 max-w-2xl items-center gap-2 px-4',
            wide ? 'lg:max-w-5xl' : 'lg:max-w-3xl',
            'lg:px-8',
          )}
        >
          <Link href="/" className="flex min-w-0 flex-1 items-center gap-2 text-brand-700 lg:invisible">
            <Logo className="h-8 w-8 shrink-0" />
            <span className="app-name font-serif text-base font-semibold sm:text-lg">{APP_NAME}</span>
          </Link>
          <Tooltip content={t('app.header.search')}>
            <Link
              href="/search"
              aria-label={t('app.header.search')}
              className="inline-flex h-10 w-10 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100"
            >
              <Search aria-hidden className="h-5 w-5" />
            </Link>
          </Tooltip>
          <NotificationBell />
          <Tooltip content={t('app.nav.profile')}>
            <Link
              href="/profile"
              aria-label={
                user.profileImageUrl ? t('app.header.yourProfile') : t('app.header.yourProfileInitials', { initials })
              }
              className="rounded-full"
            >
              <UserAvatar user={user} />
            </Link>
          </Tooltip>
        </div>
      </header>
      <main className={cn('mx-auto max-w-2xl px-4 py-5 lg:px-8 lg:py-8', wide ? 'lg:max-w-5xl' : 'lg:max-w-3xl')}>
        {/* In the page's flow, above it: an offer floating over the page could cover the Pray button. */}
        <DeviceZoneOffer />
        {children}
      </main>
      <nav
        aria-label={t('app.nav.main')}
        className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] lg:hidden"
      >
        <ul className="mx-auto grid min-h-16 max-w-2xl grid-cols-6">
          <TabLinks
            tabs={PHONE_TABS}
            phone
            path={path}
            link="tab-link flex h-full flex-col items-center justify-center gap-0.5 py-2 text-xs font-medium"
            active="text-brand-700"
            idle="text-slate-500 hover:text-slate-800"
            labelClass="tab-label"
          />
        </ul>
      </nav>
    </div>
  );
}

/** The tabs, as the side navigation (desktop) or the bottom bar (phone) draws them. */
function TabLinks({
  tabs,
  phone = false,
  path,
  link,
  active: activeClass,
  idle,
  labelClass,
}: {
  tabs: Tab[];
  phone?: boolean;
  path: string;
  link: string;
  active: string;
  idle: string;
  labelClass?: string;
}) {
  const { t } = useI18n();
  return (
    <>
      {tabs.map(({ href, labelKey, icon: Icon, alsoFor = [] }) => {
        const label = t(labelKey);
        const active = isActive(href, path) || (phone && alsoFor.some((other) => isActive(other, path)));
        return (
          <li key={href}>
            <Link
              href={href}
              aria-current={active ? 'page' : undefined}
              className={cn(link, active ? activeClass : idle)}
            >
              <Icon aria-hidden className={cn('h-5 w-5 shrink-0', active && 'stroke-[2.5]')} />
              {labelClass ? <span className={labelClass}>{label}</span> : label}
            </Link>
          </li>
        );
      })}
    </>
  );
}
