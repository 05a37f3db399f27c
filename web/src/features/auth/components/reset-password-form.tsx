import { ZResetPasswordInput } from '@dps/core/accounts/account-forms';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { FieldError, Input, Label } from '../../../components/ui/field';
import { useI18n } from '../../../i18n/i18n-context';
import { Link, navigate, useSearchParam } from '../../../lib/router';
import { toast } from '../../../lib/toast';
import { useResetPassword } from '../api/auth';
import { firstIssue } from '../../../lib/form-issues';
import { useFieldErrors } from '../../../lib/use-field-errors';

const FIELDS = { newPassword: 'reset-password', confirm: 'reset-confirm' };
import { AuthLayout } from '../../../components/auth-layout';

export function ResetPasswordForm() {
  const { t, rich } = useI18n();
  /** The token's message reads as the spec's "Invalid Link" toast; other bare messages get "Error". */
  const resetIssues = {
    fallbackTitle: t('common.error'),
    t,
    untitled: {
      invalidResetLink: { title: t('auth.reset.invalidLinkTitle'), description: t('errors.form.invalidResetLink') },
    },
  };
  const token = useSearchParam('token');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [done, setDone] = useState(false);
  const reset = useResetPassword();

  useEffect(() => {
    if (token) return;
    toast({
      title: t('auth.reset.invalidLinkTitle'),
      description: t('errors.form.invalidResetLink'),
      variant: 'destructive',
      acrossPages: true,
    });
    navigate('/login', { replace: true });
  }, [token, t]);

  const errors = useFieldErrors(FIELDS);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!token) return;
    // The server's schema first (length, then commonness), then the client-only match (SPEC section 5).
    const parsed = ZResetPasswordInput.safeParse({ token, newPassword: password });
    if (!parsed.success) {
      errors.show(firstIssue(parsed.error, resetIssues), 'newPassword');
      return;
    }
    if (password !== confirm) {
      errors.show({ title: t('auth.reset.mismatchTitle'), description: t('auth.reset.mismatch') }, 'confirm');
      return;
    }
    errors.clear();
    reset.mutate(parsed.data, {
      onSuccess: () => setDone(true),
      onError: () =>
        toast({
          title: t('common.error'),
          description: t('auth.reset.failed'),
          variant: 'destructive',
        }),
    });
  };

  if (done) {
    return (
      <AuthLayout title={t('auth.reset.doneTitle')}>
        <div className="text-center">
          <CheckCircle2 aria-hidden className="mx-auto mb-3 h-12 w-12 text-green-600" />
          <p className="text-slate-600">{t('auth.reset.doneText')}</p>
          <Button size="lg" className="mt-6 w-full" onClick={() => navigate('/login')}>
            {t('auth.reset.goToSignIn')}
          </Button>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('auth.reset.title')} subtitle={t('auth.reset.subtitle')}>
      {!token ? (
        <p role="alert" className="mb-4 rounded-lg bg-red-50 p-3 text-sm text-red-700">
          {rich('auth.reset.invalidLinkAlert', { b: (chunks: ReactNode[]) => <strong>{chunks}</strong> })}
        </p>
      ) : null}
      <form onSubmit={submit} className="space-y-4" noValidate>
        <div>
          <Label htmlFor="reset-password">{t('auth.reset.newPassword')}</Label>
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
          <Label htmlFor="reset-confirm">{t('auth.reset.confirmNewPassword')}</Label>
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
          {reset.isPending ? t('auth.reset.resetting') : t('auth.reset.submit')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm">
        <Link href="/login" className="font-medium text-brand-700 hover:underline">
          {t('auth.backToSignIn')}
        </Link>
      </p>
    </AuthLayout>
  );
}
