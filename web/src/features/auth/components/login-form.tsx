import { ZLoginWithPasswordInput } from '@dps/core/accounts/account-forms';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { FieldError, Input, Label } from '../../../components/ui/field';
import { useI18n } from '../../../i18n/i18n-context';
import { serverMessage } from '../../../lib/api-client';
import { Link, navigate, useSearchParam } from '../../../lib/router';
import { toast } from '../../../lib/toast';
import { takeUrlError, URL_ERROR_PARAM } from '../../../lib/url-error';
import { useLogin } from '../api/auth';
import { firstIssue } from '../../../lib/form-issues';
import { useFieldErrors } from '../../../lib/use-field-errors';

const FIELDS = { email: 'login-email', password: 'login-password' };
import { AuthLayout } from '../../../components/auth-layout';
import { OrDivider, SocialSignIn } from './social-sign-in';

export function LoginForm() {
  const { t, rich } = useI18n();
  /** SPEC section 8: "Login failed", the server's error, else "Invalid email or password". */
  const loginFailed = (message: string | undefined) =>
    toast({
      title: t('auth.login.failedTitle'),
      description: message || t('auth.login.invalidCredentials'),
      variant: 'destructive',
    });
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const login = useLogin();
  const urlError = useSearchParam(URL_ERROR_PARAM);
  const errors = useFieldErrors(FIELDS);

  // A failed Google sign-in comes back as /login?error=<message>: show it once, then drop it from the
  // address (read from the address itself, so StrictMode's second effect run finds nothing).
  useEffect(() => {
    if (urlError === null) return;
    const message = takeUrlError();
    if (message !== null) loginFailed(message);
  }, [urlError]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = ZLoginWithPasswordInput.safeParse({ email, password });
    if (!parsed.success) {
      // "Please enter both email and password" names no one field: it goes under the first empty one.
      const issue = firstIssue(parsed.error, { fallbackTitle: t('errors.form.missingInformation'), t });
      errors.show(issue, email.trim() ? 'password' : 'email');
      return;
    }
    errors.clear();
    login.mutate(parsed.data, {
      onSuccess: () => navigate('/'),
      onError: (error) => loginFailed(serverMessage(error)),
    });
  };

  return (
    <AuthLayout title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <div>
          <Label htmlFor="login-email">{t('common.email')}</Label>
          <Input
            id="login-email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            {...errors.invalid('email')}
          />
          <FieldError id="login-email-error" issue={errors.error('email')} />
        </div>
        <div>
          <div className="flex items-baseline justify-between">
            <Label htmlFor="login-password">{t('common.password')}</Label>
            <Link href="/forgot-password" className="text-sm font-medium text-brand-700 hover:underline">
              {t('auth.login.forgot')}
            </Link>
          </div>
          <Input
            id="login-password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            {...errors.invalid('password')}
          />
          <FieldError id="login-password-error" issue={errors.error('password')} />
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={login.isPending}>
          {login.isPending ? t('auth.signingIn') : t('auth.signIn')}
        </Button>
      </form>
      <OrDivider />
      <SocialSignIn />
      <p className="mt-6 text-center text-sm text-slate-600">
        {rich('auth.login.noAccount', {
          link: (chunks: ReactNode[]) => (
            <Link href="/register" className="font-medium text-brand-700 hover:underline">
              {chunks}
            </Link>
          ),
        })}
      </p>
    </AuthLayout>
  );
}
