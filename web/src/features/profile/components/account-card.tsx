/** Profile's Account section: change name, email and password (each in its own dialog). */
import { ChevronRight, KeyRound, Mail, UserRound } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { useI18n } from '../../../i18n/i18n-context';
import type { User } from '../../../lib/auth';
import { Button } from '../../../components/ui/button';
import { failureMessage } from '../../../lib/failure-message';
import { toast } from '../../../lib/toast';
import { useResendEmailConfirmation, useSignInMethods } from '../api/account';
import { EmailDialog, NameDialog, PasswordDialog } from './account-dialogs';

function Row({
  icon,
  label,
  value,
  onClick,
}: {
  icon: ReactNode;
  label: string;
  value?: string | null;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="flex w-full items-center gap-3 px-4 py-3 text-left hover:bg-slate-50"
    >
      {icon}
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="font-medium text-slate-800">{label}</span>
        {value ? <span className="break-words text-sm text-slate-500 [overflow-wrap:anywhere]">{value}</span> : null}
      </span>
      <ChevronRight aria-hidden className="h-4 w-4 text-slate-400" />
    </button>
  );
}

export function AccountCard({ user }: { user: User }) {
  const { t } = useI18n();
  const [open, setOpen] = useState<'name' | 'email' | 'password' | null>(null);
  const methods = useSignInMethods();
  const hasPassword = methods.data?.hasPassword ?? false;
  const close = (o: boolean) => {
    if (!o) setOpen(null);
  };
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return (
    <Card padding="none" className="divide-y divide-slate-100 overflow-hidden">
      <h2 className="px-4 pb-1 pt-3 text-sm font-semibold uppercase tracking-wide text-slate-500">
        {t('profile.account.title')}
      </h2>
      <Row
        icon={<UserRound aria-hidden className="h-5 w-5 text-brand-600" />}
        label={t('profile.account.changeName')}
        value={name}
        onClick={() => setOpen('name')}
      />
      <Row
        icon={<Mail aria-hidden className="h-5 w-5 text-brand-600" />}
        label={user.email ? t('profile.account.changeEmail') : t('profile.account.addEmail')}
        value={user.email}
        onClick={() => setOpen('email')}
      />
      {user.email && methods.data && !methods.data.emailConfirmed ? <Unconfirmed /> : null}
      {hasPassword ? (
        <Row
          icon={<KeyRound aria-hidden className="h-5 w-5 text-brand-600" />}
          label={t('profile.account.changePassword')}
          onClick={() => setOpen('password')}
        />
      ) : null}
      {open === 'name' ? <NameDialog open onOpenChange={close} user={user} /> : null}
      {open === 'email' ? <EmailDialog open onOpenChange={close} user={user} hasPassword={hasPassword} /> : null}
      {open === 'password' ? <PasswordDialog open onOpenChange={close} /> : null}
    </Card>
  );
}

/** An address not confirmed yet: reminder mail waits for it (decision 279), and the link can come again. */
function Unconfirmed() {
  const { t, rich } = useI18n();
  const resend = useResendEmailConfirmation();
  // A developer's machine sends no mail: it shows the link instead, as the email dialog does (decision 040).
  const devLink = resend.data?.confirmUrl;
  return (
    <div className="bg-gold-50 px-4 py-3 text-sm text-slate-700">
      <p>{t('profile.account.unconfirmed')}</p>
      {devLink ? (
        <p className="mt-2 rounded-lg bg-amber-50 p-3 text-amber-900">
          {rich('profile.account.devConfirm', {
            link: (chunks: ReactNode[]) => (
              <a className="font-medium underline" href={devLink}>
                {chunks}
              </a>
            ),
          })}
        </p>
      ) : null}
      <Button
        variant="outline"
        size="sm"
        className="mt-2"
        disabled={resend.isPending}
        onClick={() =>
          resend.mutate(undefined, {
            onSuccess: (r) => toast({ title: r.message }),
            onError: (e) =>
              toast({
                title: t('common.error'),
                description: failureMessage(e, t, 'profile.settings.failed'),
                variant: 'destructive',
              }),
          })
        }
      >
        {t('profile.account.resend')}
      </Button>
    </div>
  );
}
