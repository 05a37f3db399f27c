/**
 * /confirm-email?token=…: where the link mailed to a new address lands (or, for a new account, the
 * link that confirms its own address; decision 279). The change happens on the person's tap (a
 * POST), not on opening the page, so a mail scanner that opens links changes nothing.
 */
import { CheckCircle2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useI18n } from '../../../i18n/i18n-context';
import { failureMessage } from '../../../lib/failure-message';
import { navigate, useSearchParam } from '../../../lib/router';
import { useConfirmEmailChange } from '../api/account';
import { LinkDonePage, LinkTapPage } from './link-tap-page';

export function ConfirmEmailPage() {
  const { t, rich } = useI18n();
  const token = useSearchParam('token');
  const confirm = useConfirmEmailChange();
  const [error, setError] = useState<string | null>(null);
  if (confirm.isSuccess) {
    const changed = confirm.data.changed;
    return (
      <LinkDonePage
        icon={CheckCircle2}
        title={changed ? t('profile.confirmEmail.doneTitle') : t('profile.confirmEmail.confirmedTitle')}
        body={rich(changed ? 'profile.confirmEmail.done' : 'profile.confirmEmail.confirmed', {
          email: confirm.data.email,
          b: (chunks: ReactNode[]) => <strong>{chunks}</strong>,
        })}
        next={t('profile.confirmEmail.goToProfile')}
        onNext={() => navigate('/profile')}
      />
    );
  }
  return (
    <LinkTapPage
      title={t('profile.confirmEmail.title')}
      subtitle={t('profile.confirmEmail.subtitle')}
      error={token ? error : t('errors.form.invalidEmailChangeLink')}
      disabled={!token || confirm.isPending}
      label={confirm.isPending ? t('profile.confirmEmail.confirming') : t('profile.confirmEmail.confirm')}
      onTap={() =>
        token &&
        confirm.mutate(token, { onError: (err) => setError(failureMessage(err, t, 'profile.confirmEmail.failed')) })
      }
    />
  );
}
