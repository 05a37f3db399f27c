import { INVALID_RESET_LINK, ZResetPasswordInput } from '@dps/core/accounts/account-forms';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { FieldError, Input, Label } from '../../../components/ui/field';
import { Link, navigate, useSearchParam } from '../../../lib/router';
import { toast } from '../../../lib/toast';
import { useResetPassword } from '../api/auth';
import { firstIssue } from '../../../lib/form-issues';
import { useFieldErrors } from '../../../lib/use-field-errors';

const FIELDS = { newPassword: 'reset-password', confirm: 'reset-confirm' };
import { AuthLayout } from './auth-layout';

const INVALID_LINK = 'Invalid Link';

/** The token's message reads as the spec's "Invalid Link" toast; other bare messages get "Error". */
const RESET_ISSUES = {
  fallbackTitle: 'Error',
  untitled: { [INVALID_RESET_LINK]: { title: INVALID_LINK, description: INVALID_RESET_LINK } },
};

export function ResetPasswordForm() {
  const token = useSearchParam('token');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [done, setDone] = useState(false);
  const reset = useResetPassword();

  useEffect(() => {
    if (token) return;
    toast({
      title: INVALID_LINK,
      description: INVALID_RESET_LINK,
      variant: 'destructive',
      acrossPages: true,
    });
    navigate('/login', { replace: true });
  }, [token]);

  const errors = useFieldErrors(FIELDS);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!token) return;
    // The server's schema first (length, then commonness), then the client-only match (SPEC section 5).
    const parsed = ZResetPasswordInput.safeParse({ token, newPassword: password });
    if (!parsed.success) {
      errors.show(firstIssue(parsed.error, RESET_ISSUES), 'newPassword');
      return;
    }
    if (password !== confirm) {
      errors.show(
        { title: "Passwords Don't Match", description: 'Please make sure both passwords are the same.' },
        'confirm',
      );
      return;
    }
    errors.clear();
    reset.mutate(parsed.data, {
      onSuccess: () => setDone(true),
      onError: () =>
        toast({
          title: 'Error',
          description: 'Failed to reset password. Please try again or request a new reset link.',
          variant: 'destructive',
        }),
    });
  };

  if (done) {
    return (
      <AuthLayout title="Password Reset Successful">
        <div className="text-center">
          <CheckCircle2 aria-hidden className="mx-auto mb-3 h-12 w-12 text-green-600" />
          <p className="text-slate-600">Your password has been changed. You can now sign in with your new password.</p>
          <Button size="lg" className="mt-6 w-full" onClick={() => navigate('/login')}>
            Go to Sign In
          </Button>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Reset Your Password" subtitle="Choose a new password for your account">
      {!token ? (
        <p role="alert" className="mb-4 rounded-lg bg-red-50 p-3 text-sm text-red-700">
          <strong>Invalid Link.</strong> This password reset link is invalid or has expired.
        </p>
      ) : null}
      <form onSubmit={submit} className="space-y-4" noValidate>
        <div>
          <Label htmlFor="reset-password">New password</Label>
          <Input
            id="reset-password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            {...errors.invalid('newPassword')}
          />
          <FieldError id="reset-password-error" issue={errors.error('newPassword')} />
        </div>
        <div>
          <Label htmlFor="reset-confirm">Confirm new password</Label>
          <Input
            id="reset-confirm"
            type="password"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            {...errors.invalid('confirm')}
          />
          <FieldError id="reset-confirm-error" issue={errors.error('confirm')} />
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={!token || reset.isPending}>
          {reset.isPending ? 'Resetting...' : 'Reset Password'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm">
        <Link href="/login" className="font-medium text-brand-700 hover:underline">
          Back to Sign In
        </Link>
      </p>
    </AuthLayout>
  );
}
