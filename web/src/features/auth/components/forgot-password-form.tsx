import { ZRequestPasswordResetInput } from '@dps/core/accounts/account-forms';
import { MailCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { FieldError, Input, Label } from '../../../components/ui/field';
import { errorBody, serverMessage } from '../../../lib/api-client';
import { useAppConfig } from '../../../lib/config';
import { Link } from '../../../lib/router';
import { toast } from '../../../lib/toast';
import { useForgotPassword } from '../api/auth';
import { firstIssue } from '../../../lib/form-issues';
import { useFieldErrors } from '../../../lib/use-field-errors';

const FIELDS = { email: 'forgot-email' };
import { AuthLayout } from './auth-layout';

export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<{ email: string; resetUrl?: string } | null>(null);
  const forgot = useForgotPassword();
  const { data: config } = useAppConfig();

  const errors = useFieldErrors(FIELDS);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // The button is disabled while the field is blank (SPEC section 5); the server's schema also trims,
    // lower-cases and caps the length.
    if (!email.trim()) return;
    const parsed = ZRequestPasswordResetInput.safeParse({ email });
    if (!parsed.success) {
      errors.show(firstIssue(parsed.error, { fallbackTitle: 'Error' }), 'email');
      return;
    }
    errors.clear();
    const value = parsed.data.email;
    forgot.mutate(value, {
      onSuccess: (res) => setSent({ email: value, resetUrl: res.devMode ? res.resetUrl : undefined }),
      onError: (error) => {
        const resetUrl = errorBody(error)?.resetUrl;
        // Only a dev-mode server (a developer's machine, decision 040) may hand out a link.
        if (typeof resetUrl === 'string' && config?.devMode === true) {
          toast({
            title: 'Email not configured',
            description: 'The email service is not configured, so use the reset link shown on this page.',
            variant: 'destructive',
          });
          setSent({ email: value, resetUrl });
          return;
        }
        toast({
          title: 'Error',
          description: serverMessage(error) ?? 'Failed to send reset email. Please try again.',
          variant: 'destructive',
        });
      },
    });
  };

  if (sent) {
    return (
      <AuthLayout title="Check Your Email">
        <div className="text-center">
          <MailCheck aria-hidden className="mx-auto mb-3 h-12 w-12 text-green-600" />
          {sent.resetUrl ? (
            <>
              <p className="text-slate-600">
                Development mode: no email was sent. Use this link to reset the password:
              </p>
              <a
                href={sent.resetUrl}
                className="mt-3 block break-all rounded-lg bg-brand-50 p-3 text-sm font-medium text-brand-700 underline"
              >
                {sent.resetUrl}
              </a>
            </>
          ) : (
            <p className="text-slate-600">
              If an account exists for <strong>{sent.email}</strong>, we've sent a link to reset your password. The link
              expires in 1 hour.
            </p>
          )}
          <Link href="/login" className="mt-6 inline-block font-medium text-brand-700 hover:underline">
            Back to Sign In
          </Link>
        </div>
      </AuthLayout>
    );
  }

  if (config?.passwordReset === false) {
    // The server has no way to send the link (no mail configured): say so instead of a form.
    return (
      <AuthLayout title="Forgot Password?">
        <p className="text-center text-slate-600">
          Password reset by email isn't available on this server. Please contact the administrator.
        </p>
        <p className="mt-6 text-center text-sm">
          <Link href="/login" className="font-medium text-brand-700 hover:underline">
            Back to Sign In
          </Link>
        </p>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Forgot Password?" subtitle="Enter your email and we'll send you a reset link">
      <form onSubmit={submit} className="space-y-4" noValidate>
        <div>
          <Label htmlFor="forgot-email">Email</Label>
          <Input
            id="forgot-email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            {...errors.invalid('email')}
          />
          <FieldError id="forgot-email-error" issue={errors.error('email')} />
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={!email.trim() || forgot.isPending}>
          {forgot.isPending ? 'Sending...' : 'Send Reset Link'}
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
