/**
 * /confirm-email?token=…: where the link mailed to a new address lands. The change happens on the
 * person's tap (a POST), not on opening the page, so a mail scanner that opens links changes nothing.
 */
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { serverMessage } from '../../../lib/api-client';
import { navigate, useSearchParam } from '../../../lib/router';
import { AuthLayout } from '../../auth/components/auth-layout';
import { useConfirmEmailChange } from '../api/account';

export function ConfirmEmailPage() {
  const token = useSearchParam('token');
  const confirm = useConfirmEmailChange();
  const [error, setError] = useState<string | null>(
    token ? null : 'This email confirmation link is invalid or has expired.',
  );
  if (confirm.isSuccess) {
    return (
      <AuthLayout title="Email changed">
        <div className="text-center">
          <CheckCircle2 aria-hidden className="mx-auto mb-3 h-12 w-12 text-green-600" />
          <p className="text-slate-600">
            Your account's email is now <strong>{confirm.data.email}</strong>. Sign in with it from now on.
          </p>
          <Button size="lg" className="mt-6 w-full" onClick={() => navigate('/profile')}>
            Go to Profile
          </Button>
        </div>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Confirm your new email" subtitle="Tap the button to use this address for your account.">
      {error ? (
        <p role="alert" className="mb-4 rounded-lg bg-red-50 p-3 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <Button
        size="lg"
        className="w-full"
        disabled={!token || confirm.isPending}
        onClick={() =>
          token &&
          confirm.mutate(token, {
            onError: (err) => setError(serverMessage(err) ?? 'Failed to confirm your email. Please try again.'),
          })
        }
      >
        {confirm.isPending ? 'Confirming...' : 'Confirm new email'}
      </Button>
    </AuthLayout>
  );
}
