import { ZRequestPasswordResetInput } from '@dps/core/accounts/account-forms';
import { MailCheck } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { FieldError, Input, Label } from '../../../components/ui/field';
import { useI18n } from '../../../i18n/i18n-context';
import { errorBody } from '../../../lib/api-client';
import { useAppConfig } from '../../../lib/config';
import { failureMessage } from '../../../lib/failure-message';
import { Link } from '../../../lib/router';
import { toast } from '../../../lib/toast';
import { useForgotPassword } from '../api/auth';
import { firstIssue } from '../../../lib/form-issues';
import { useFieldErrors } from '../../../lib/use-field-errors';

const FIELDS = { email: 'forgot-email' };
import { AuthLayout } from '../../../components/auth-layout';

export function ForgotPasswordForm() {
  const { t, rich } = useI18n();
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
      errors.show(firstIssue(parsed.error, { fallbackTitle: t('common.error'), t }), 'email');
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
            title: t('auth.forgot.notConfiguredTitle'),
            description: t('auth.forgot.notConfigured'),
            variant: 'destructive',
          });
          setSent({ email: value, resetUrl });
          return;
        }
        toast({
          title: t('common.error'),
          description: failureMessage(error, t, 'auth.forgot.failed'),
          variant: 'destructive',
        });
      },
    });
  };

  const backToSignIn = (
    <Link href="/login" className="font-medium text-brand-700 hover:underline">
      {t('auth.backToSignIn')}
    </Link>
  );

  if (sent) {
    return (
      <AuthLayout title={t('auth.forgot.checkTitle')}>
        <div className="text-center">
          <MailCheck aria-hidden className="mx-auto mb-3 h-12 w-12 text-green-600" />
          {sent.resetUrl ? (
            <>
              <p className="text-slate-600">{t('auth.forgot.devLink')}</p>
              <a
                href={sent.resetUrl}
                className="mt-3 block break-all rounded-lg bg-brand-50 p-3 text-sm font-medium text-brand-700 underline"
              >
                {sent.resetUrl}
              </a>
            </>
          ) : (
            <p className="text-slate-600">
              {rich('auth.forgot.sent', { email: sent.email, b: (chunks: ReactNode[]) => <strong>{chunks}</strong> })}
            </p>
          )}
          <p className="mt-6">{backToSignIn}</p>
        </div>
      </AuthLayout>
    );
  }

  if (config?.passwordReset === false) {
    // The server has no way to send the link (no mail configured): say so instead of a form.
    return (
      <AuthLayout title={t('auth.forgot.title')}>
        <p className="text-center text-slate-600">{t('auth.forgot.unavailable')}</p>
        <p className="mt-6 text-center text-sm">{backToSignIn}</p>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('auth.forgot.title')} subtitle={t('auth.forgot.subtitle')}>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <div>
          <Label htmlFor="forgot-email">{t('common.email')}</Label>
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
          {forgot.isPending ? t('common.sending') : t('auth.forgot.send')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm">{backToSignIn}</p>
    </AuthLayout>
  );
}
