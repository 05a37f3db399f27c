/**
 * /confirm-email?token=…: where the link mailed to a new address lands (or, for a new account, the
 * link that confirms its own address; decision 279). The change happens on the
 * person's tap (a POST), not on opening the page, so a mail scanner that opens links changes nothing.
 */
import { CheckCircle2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { useI18n } from '../../../i18n/i18n-context';
import { failureMessage } from '../../../lib/failure-message';
import { navigate, useSearchParam } from '../../../lib/router';
import { AuthLayout } from '../../../components/auth-layout';
import { useConfirmEmailChange } from '../api/account';

export function ConfirmEmailPage() {
  const { t, rich } = useI18n();
  const token = useSearchParam('token');
  const confirm = useConfirmEmailChange();
  const [error, setError] = useState<string | null>(null);
  const shown = token ? error : t('errors.form.invalidEmailChangeLink');
  if (confirm.isSuccess) {
    return (
      <AuthLayout
        title={confirm.data.changed ? t('profile.confirmEmail.doneTitle') : t('profile.confirmEmail.confirmedTitle')}
      >
        <div className="text-center">
          <CheckCircle2 aria-hidden className="mx-auto mb-3 h-12 w-12 text-green-600" />
          <p className="text-slate-600">
            {rich(confirm.data.changed ? 'profile.confirmEmail.done' : 'profile.confirmEmail.confirmed', {
              email: confirm.data.email,
              b: (chunks: ReactNode[]) => <strong>{chunks}</strong>,
            })}
          </p>
          <Button size="lg" className="mt-6 w-full" onClick={() => navigate('/profile')}>
            {t('profile.confirmEmail.goToProfile')}
          </Button>
        </div>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={t('profile.confirmEmail.title')} subtitle={t('profile.confirmEmail.subtitle')}>
      {shown ? (
        <p role="alert" className="mb-4 rounded-lg bg-red-50 p-3 text-sm text-red-700">
          {shown}
        </p>
      ) : null}
      <Button
        size="lg"
        className="w-full"
        disabled={!token || confirm.isPending}
        onClick={() =>
          token &&
          confirm.mutate(token, {
            onError: (err) => setError(failureMessage(err, t, 'profile.confirmEmail.failed')),
          })
        }
      >
        {confirm.isPending ? t('profile.confirmEmail.confirming') : t('profile.confirmEmail.confirm')}
      </Button>
    </AuthLayout>
  );
}
