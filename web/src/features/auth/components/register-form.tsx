import { PASSWORD_MIN_LENGTH, ZRegisterWithPasswordInput } from '@dps/core/accounts/account-forms';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { FieldError, Input, Label } from '../../../components/ui/field';
import { useI18n } from '../../../i18n/i18n-context';
import { failureMessage } from '../../../lib/failure-message';
import { Link, navigate } from '../../../lib/router';
import { toast } from '../../../lib/toast';
import { browserTimeZone, useRegister } from '../api/auth';
import { firstIssue } from '../../../lib/form-issues';
import { useFieldErrors } from '../../../lib/use-field-errors';

const FIELDS = {
  firstName: 'reg-first',
  lastName: 'reg-last',
  email: 'reg-email',
  password: 'reg-password',
  confirmPassword: 'reg-confirm',
};
import { AuthLayout } from '../../../components/auth-layout';
import { OrDivider, SocialSignIn } from './social-sign-in';

/** The schema's required-fields message key (whatever the language on screen). */
const REQUIRED = 'requiredFields';

export function RegisterForm() {
  const { t, rich } = useI18n();
  /** Bare schema messages (by key) in the spec's words: the required-fields message is the toast's title. */
  const registerIssues = {
    fallbackTitle: t('auth.register.failedTitle'),
    t,
    untitled: {
      [REQUIRED]: { title: t('errors.form.required') },
      invalidEmail: { title: t('errors.form.invalidEmailTitle'), description: t('errors.form.invalidEmail') },
    },
  };
  const [form, setForm] = useState({ firstName: '', lastName: '', email: '', password: '', confirmPassword: '' });
  const register = useRegister();
  const errors = useFieldErrors(FIELDS);
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [k]: e.target.value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const fail = (title: string, description?: string) => toast({ title, description, variant: 'destructive' });
    // The server's schema: required fields first, then the email's shape, then the password rules.
    const parsed = ZRegisterWithPasswordInput.safeParse({
      email: form.email,
      password: form.password,
      firstName: form.firstName,
      lastName: form.lastName,
      timeZone: browserTimeZone(),
    });
    // The confirmation is client-only (the server never sees it). SPEC section 5's order: required
    // fields, then the match, then the rest (email shape, password length and commonness).
    const mismatch = form.password !== form.confirmPassword;
    if (!parsed.success) {
      const issue = firstIssue(parsed.error, registerIssues);
      if (mismatch && issue.source !== REQUIRED)
        return errors.show({ title: t('auth.register.mismatch') }, 'confirmPassword');
      // "Please fill in all required fields" goes under the first required field left empty.
      // (The schema's own first path is the email's, which is not where the form starts.)
      const empty = (['firstName', 'email', 'password'] as const).find((k) => !form[k].trim());
      if (issue.source === REQUIRED) return errors.show({ ...issue, field: undefined }, empty ?? 'firstName');
      return errors.show(issue, 'email');
    }
    if (mismatch) return errors.show({ title: t('auth.register.mismatch') }, 'confirmPassword');
    errors.clear();
    register.mutate(parsed.data, {
      onSuccess: () => navigate('/'),
      onError: (error) => fail(t('auth.register.failedTitle'), failureMessage(error, t, 'auth.register.failed')),
    });
  };

  return (
    <AuthLayout title={t('auth.register.title')} subtitle={t('auth.register.subtitle')}>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <div className="grid grid-cols-[repeat(auto-fit,minmax(min(9rem,100%),1fr))] gap-3">
          <div>
            <Label htmlFor="reg-first">{t('auth.register.firstName')}</Label>
            <Input
              id="reg-first"
              autoComplete="given-name"
              value={form.firstName}
              onChange={set('firstName')}
              {...errors.invalid('firstName')}
            />
            <FieldError id="reg-first-error" issue={errors.error('firstName')} />
          </div>
          <div>
            <Label htmlFor="reg-last">{t('auth.register.lastName')}</Label>
            <Input
              id="reg-last"
              autoComplete="family-name"
              value={form.lastName}
              onChange={set('lastName')}
              {...errors.invalid('lastName')}
            />
            <FieldError id="reg-last-error" issue={errors.error('lastName')} />
          </div>
        </div>
        <div>
          <Label htmlFor="reg-email">{t('auth.register.email')}</Label>
          <Input
            id="reg-email"
            type="email"
            autoComplete="email"
            value={form.email}
            onChange={set('email')}
            {...errors.invalid('email')}
          />
          <FieldError id="reg-email-error" issue={errors.error('email')} />
          {/* Said before the account exists: reminder mail waits for the address (decision 279). */}
          <p id="reg-email-hint" className="mt-1 text-xs text-slate-500">
            {t('auth.register.confirmHint')}
          </p>
        </div>
        <div>
          <Label htmlFor="reg-password">{t('auth.register.password')}</Label>
          <Input
            id="reg-password"
            type="password"
            autoComplete="new-password"
            value={form.password}
            onChange={set('password')}
            {...errors.invalid('password')}
          />
          <FieldError id="reg-password-error" issue={errors.error('password')} />
          <p className="mt-1 text-xs text-slate-500">
            {t('auth.register.passwordHint', { count: PASSWORD_MIN_LENGTH })}
          </p>
        </div>
        <div>
          <Label htmlFor="reg-confirm">{t('auth.register.confirmPassword')}</Label>
          <Input
            id="reg-confirm"
            type="password"
            autoComplete="new-password"
            value={form.confirmPassword}
            onChange={set('confirmPassword')}
            {...errors.invalid('confirmPassword')}
          />
          <FieldError id="reg-confirm-error" issue={errors.error('confirmPassword')} />
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={register.isPending}>
          {register.isPending ? t('auth.register.creating') : t('auth.register.create')}
        </Button>
      </form>
      <OrDivider />
      <SocialSignIn />
      <p className="mt-6 text-center text-sm text-slate-600">
        {rich('auth.register.haveAccount', {
          link: (chunks: ReactNode[]) => (
            <Link href="/login" className="font-medium text-brand-700 hover:underline">
              {chunks}
            </Link>
          ),
        })}
      </p>
    </AuthLayout>
  );
}
