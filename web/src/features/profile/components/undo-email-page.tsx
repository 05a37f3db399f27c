/**
 * /undo-email-change?token=…: where the link mailed to the OLD address lands (decision 279). As on
 * /confirm-email, nothing happens on opening the page (a mail scanner opens links): the person taps.
 */
import { ShieldCheck } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { useI18n } from '../../../i18n/i18n-context';
import { failureMessage } from '../../../lib/failure-message';
import { navigate, useSearchParam } from '../../../lib/router';
import { AuthLayout } from '../../../components/auth-layout';
import { useUndoEmailChange } from '../api/account';

export function UndoEmailPage() {
  const { t, rich } = useI18n();
  const token = useSearchParam('token');
  const undo = useUndoEmailChange();
  const [error, setError] = useState<string | null>(null);
  const shown = token ? error : t('errors.form.invalidEmailUndoLink');
  if (undo.isSuccess) {
    return (
      <AuthLayout title={t('profile.undoEmail.doneTitle')}>
        <div className="text-center">
          <ShieldCheck aria-hidden className="mx-auto mb-3 h-12 w-12 text-green-600" />
          <p className="text-slate-600">
            {rich('profile.undoEmail.done', {
              email: undo.data.email,
              b: (chunks: ReactNode[]) => <strong>{chunks}</strong>,
            })}
          </p>
          <Button size="lg" className="mt-6 w-full" onClick={() => navigate('/login')}>
            {t('profile.undoEmail.signIn')}
          </Button>
        </div>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={t('profile.undoEmail.title')} subtitle={t('profile.undoEmail.subtitle')}>
      {shown ? (
        <p role="alert" className="mb-4 rounded-lg bg-red-50 p-3 text-sm text-red-700">
          {shown}
        </p>
      ) : null}
      <Button
        size="lg"
        className="w-full"
        disabled={!token || undo.isPending}
        onClick={() =>
          token &&
          undo.mutate(token, { onError: (err) => setError(failureMessage(err, t, 'profile.undoEmail.failed')) })
        }
      >
        {undo.isPending ? t('profile.undoEmail.working') : t('profile.undoEmail.confirm')}
      </Button>
    </AuthLayout>
  );
}
