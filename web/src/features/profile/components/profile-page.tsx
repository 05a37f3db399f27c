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
import { useI18n } from '../../../i18n/i18n-context';
import { useAppConfig } from '../../../lib/config';
import { APP_NAME } from '../../../lib/constants';
import { Link } from '../../../lib/router';
import type { User } from '../../../lib/auth';
import { useSignOut } from '../api/profile';
import { AccountCard } from './account-card';
import { BibleCard } from './bible-card';
import { AddEmailPassword } from './add-email-password';
import { ChatsCard } from './chats-card';
import { GroupsCard } from './groups-card';
import { SecurityActivityCard } from './security-activity-card';
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
  const { t } = useI18n();
  const { data: config } = useAppConfig();
  if (!config?.googleEnabled) return null;
  return (
    <a href="/auth/google" className="flex w-full items-center gap-3 px-4 py-3 text-left hover:bg-slate-50">
      <GoogleMark />
      <span className="flex-1 font-medium text-slate-800">{t('profile.connectGoogle')}</span>
      <ChevronRight aria-hidden className="h-4 w-4 text-slate-400" />
    </a>
  );
}

/** The product's version as the About dialog names it. */
const VERSION = '1.0';

/** `watchLead`: the prayer watches' reminder choice, beside the daily reminder (given by the route: another feature's). */
export function ProfilePage({ user, watchLead }: { user: User; watchLead?: ReactNode }) {
  const { t } = useI18n();
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
              aria-label={t('profile.updatePhoto')}
              onClick={() => open('photo')}
              className="absolute bottom-0 right-0 flex h-9 w-9 items-center justify-center rounded-full bg-brand-700 text-white shadow ring-2 ring-white hover:bg-brand-800"
            >
              <Camera aria-hidden className="h-4 w-4" />
            </button>
          </div>
          <h1 className="mt-3 text-xl font-semibold text-slate-900">{name || t('profile.yourProfile')}</h1>
          {user.email ? <p className="text-sm text-slate-500">{user.email}</p> : null}
        </Card>

        <Card padding="none" className="order-2 divide-y divide-slate-100 overflow-hidden">
          <Row icon={icon(BookHeart)} label={t('profile.myPrayers')} href="/my-prayers" />
          <Row icon={icon(MessageCircle)} label={t('profile.myReflections')} href="/reflections" />
        </Card>

        <GroupsCard className="order-2" />
        <AddEmailPassword user={user} className="order-4" />
        <ChatsCard className="order-4" />
        <div className="order-4 flex flex-col gap-4">
          <AccountCard user={user} />
          <SignInMethodsCard />
          <SecurityActivityCard />
          <YourDataCard />
        </div>

        <Card padding="none" className="order-5 divide-y divide-slate-100 overflow-hidden">
          <ConnectGoogle />
          <Row icon={icon(Info)} label={t('profile.about')} onClick={() => open('about')} />
          <Row icon={icon(ShieldCheck)} label={t('common.privacyPolicy')} href="/privacy-policy" />
          <Row icon={icon(FileText)} label={t('profile.terms')} href="/terms-of-service" />
          {user.role === 'admin' ? (
            <>
              <Row icon={icon(UserCog, 'text-gold-600')} label={t('profile.contentAdmin')} href="/admin" />
              <Row icon={icon(Flag, 'text-gold-600')} label={t('profile.moderation')} href="/admin/moderation" />
            </>
          ) : null}
          <Row icon={icon(Mail)} label={t('profile.contactUs')} onClick={() => open('contact')} />
          <Row
            icon={icon(LogOut, 'text-red-600')}
            label={signOut.isPending ? t('profile.signingOut') : t('profile.signOut')}
            onClick={() => signOut.mutate()}
            danger
          />
        </Card>
      </div>
      <div className="order-3 lg:order-none">
        <SettingsCard />
        {watchLead}
        <TimeZoneCard />
        <BibleCard />
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
        <DialogContent title={t('profile.aboutDialog.title', { app: APP_NAME })}>
          <div className="space-y-3 text-sm text-slate-600">
            <p>{t('profile.aboutDialog.text', { app: APP_NAME })}</p>
            <p>{t('profile.aboutDialog.chats')}</p>
            <p className="text-xs text-slate-500">{t('profile.aboutDialog.version', { version: VERSION })}</p>
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}
