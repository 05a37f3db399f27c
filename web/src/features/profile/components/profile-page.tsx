import {
  BookHeart,
  Camera,
  ChevronRight,
  FileText,
  Flag,
  Info,
  LogOut,
  Mail,
  MessageCircle,
  ShieldCheck,
  UserCog,
} from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { GoogleMark } from '../../../components/google-mark';
import { Card } from '../../../components/ui/card';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { UserAvatar } from '../../../components/user-avatar';
import { useAppConfig } from '../../../lib/config';
import { APP_NAME } from '../../../lib/constants';
import { Link } from '../../../lib/router';
import type { User } from '../../../types/api';
import { useSignOut } from '../api/profile';
import { AccountCard } from './account-card';
import { AddEmailPassword } from './add-email-password';
import { ChatsCard } from './chats-card';
import { SettingsCard } from './settings-card';
import { TimeZoneCard } from './time-zone-card';
import { SignInMethodsCard } from './sign-in-methods-card';
import { YourDataCard } from './your-data-card';

const PhotoDialog = lazy(() => import('./photo-dialog'));
const ContactDialog = lazy(() => import('./contact-dialog'));

function Row({
  icon,
  label,
  href,
  onClick,
  danger,
}: {
  icon: ReactNode;
  label: string;
  href?: string;
  onClick?: () => void;
  danger?: boolean;
}) {
  const body = (
    <>
      {icon}
      <span className={danger ? 'flex-1 font-medium text-red-600' : 'flex-1 font-medium text-slate-800'}>{label}</span>
      {href ? <ChevronRight aria-hidden className="h-4 w-4 text-slate-400" /> : null}
    </>
  );
  const className = 'flex w-full items-center gap-3 px-4 py-3 text-left hover:bg-slate-50';
  return href ? (
    <Link href={href} className={className}>
      {body}
    </Link>
  ) : (
    <button type="button" onClick={onClick} className={className}>
      {body}
    </button>
  );
}

/**
 * Adds Google as a way into this account: a full page load of /auth/google (a server route), which
 * comes back to /profile once Google is connected. Only where the server has Google configured.
 */
function ConnectGoogle() {
  const { data: config } = useAppConfig();
  if (!config?.googleEnabled) return null;
  return (
    <a href="/auth/google" className="flex w-full items-center gap-3 px-4 py-3 text-left hover:bg-slate-50">
      <GoogleMark />
      <span className="flex-1 font-medium text-slate-800">Connect Google</span>
      <ChevronRight aria-hidden className="h-4 w-4 text-slate-400" />
    </a>
  );
}

export function ProfilePage({ user }: { user: User }) {
  const [dialog, setDialog] = useState<'photo' | 'contact' | 'about' | null>(null);
  const [loaded, setLoaded] = useState({ photo: false, contact: false });
  const signOut = useSignOut();
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  const open = (d: 'photo' | 'contact' | 'about') => {
    if (d !== 'about') setLoaded((l) => ({ ...l, [d]: true }));
    setDialog(d);
  };
  const onOpenChange = (open: boolean) => {
    if (!open) setDialog(null);
  };
  const icon = (Icon: typeof Info, color = 'text-brand-600') => <Icon aria-hidden className={`h-5 w-5 ${color}`} />;

  return (
    // A phone shows one column (card, lists, settings, the rest). From 1024 px the settings stand in
    // a column of their own: the wrappers are display:contents on a phone, so the order is kept.
    <div className="flex flex-col gap-4 lg:grid lg:grid-cols-2 lg:items-start lg:gap-6">
      <div className="contents lg:flex lg:flex-col lg:gap-4">
        <Card className="order-1 flex flex-col items-center text-center">
          <div className="relative">
            <UserAvatar user={user} className="h-24 w-24 text-3xl" />
            <button
              type="button"
              aria-label="Update profile photo"
              onClick={() => open('photo')}
              className="absolute bottom-0 right-0 flex h-9 w-9 items-center justify-center rounded-full bg-brand-700 text-white shadow ring-2 ring-white hover:bg-brand-800"
            >
              <Camera aria-hidden className="h-4 w-4" />
            </button>
          </div>
          <h1 className="mt-3 text-xl font-semibold text-slate-900">{name || 'Your Profile'}</h1>
          {user.email ? <p className="text-sm text-slate-500">{user.email}</p> : null}
        </Card>

        <Card padding="none" className="order-2 divide-y divide-slate-100 overflow-hidden">
          <Row icon={icon(BookHeart)} label="My Prayers" href="/my-prayers" />
          <Row icon={icon(MessageCircle)} label="My Reflections" href="/reflections" />
        </Card>

        <AddEmailPassword user={user} className="order-4" />
        <ChatsCard className="order-4" />
        <div className="order-4 flex flex-col gap-4">
          <AccountCard user={user} />
          <SignInMethodsCard />
          <YourDataCard />
        </div>

        <Card padding="none" className="order-5 divide-y divide-slate-100 overflow-hidden">
          <ConnectGoogle />
          <Row icon={icon(Info)} label="About" onClick={() => open('about')} />
          <Row icon={icon(ShieldCheck)} label="Privacy Policy" href="/privacy-policy" />
          <Row icon={icon(FileText)} label="Terms of Service" href="/terms-of-service" />
          {user.role === 'admin' ? (
            <>
              <Row icon={icon(UserCog, 'text-gold-600')} label="Content Admin" href="/admin" />
              <Row icon={icon(Flag, 'text-gold-600')} label="Moderation" href="/admin/moderation" />
            </>
          ) : null}
          <Row icon={icon(Mail)} label="Contact Us" onClick={() => open('contact')} />
          <Row
            icon={icon(LogOut, 'text-red-600')}
            label={signOut.isPending ? 'Signing out...' : 'Sign Out'}
            onClick={() => signOut.mutate()}
            danger
          />
        </Card>
      </div>
      <div className="order-3 lg:order-none">
        <SettingsCard />
        <TimeZoneCard />
      </div>

      <Suspense fallback={null}>
        {loaded.photo ? <PhotoDialog open={dialog === 'photo'} onOpenChange={onOpenChange} /> : null}
        {loaded.contact ? (
          <ContactDialog
            open={dialog === 'contact'}
            onOpenChange={onOpenChange}
            defaults={{ name, email: user.email ?? '' }}
          />
        ) : null}
      </Suspense>
      <Dialog open={dialog === 'about'} onOpenChange={onOpenChange}>
        <DialogContent title={`About ${APP_NAME}`}>
          <div className="space-y-3 text-sm text-slate-600">
            <p>
              {APP_NAME} is a free companion for a daily rhythm of prayer: a devotional with scripture every day,
              prayers for what you're going through, your own written prayers and reflections, and a gentle record of
              your streak.
            </p>
            <p>You can also receive the daily prayer in Telegram or Slack once you connect your account.</p>
            <p className="text-xs text-slate-500">Version 1.0</p>
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}
