/**
 * /undo-email-change?token=…: where the link mailed to the OLD address lands (decision 279). As on
 * /confirm-email, nothing happens on opening the page: the person taps.
 */
import { ShieldCheck } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useI18n } from '../../../i18n/i18n-context';
import { failureMessage } from '../../../lib/failure-message';
import { navigate, useSearchParam } from '../../../lib/router';
import { useUndoEmailChange } from '../api/account';
import { LinkDonePage, LinkTapPage } from './link-tap-page';

export function UndoEmailPage() {
  const { t, rich } = useI18n();
  const token = useSearchParam('token');
  const undo = useUndoEmailChange();
  const [error, setError] = useState<string | null>(null);
  if (undo.isSuccess) {
    return (
      <LinkDonePage
        icon={ShieldCheck}
        title={t('profile.undoEmail.doneTitle')}
        body={rich('profile.undoEmail.done', {
          email: undo.data.email,
          b: (chunks: ReactNode[]) => <strong>{chunks}</strong>,
        })}
        next={t('profile.undoEmail.signIn')}
        onNext={() => navigate('/login')}
      />
    );
  }
  return (
    <LinkTapPage
      title={t('profile.undoEmail.title')}
      subtitle={t('profile.undoEmail.subtitle')}
      error={token ? error : t('errors.form.invalidEmailUndoLink')}
      disabled={!token || undo.isPending}
      label={undo.isPending ? t('profile.undoEmail.working') : t('profile.undoEmail.confirm')}
      onTap={() =>
        token && undo.mutate(token, { onError: (err) => setError(failureMessage(err, t, 'profile.undoEmail.failed')) })
      }
    />
  );
}
