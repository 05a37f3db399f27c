import { INVALID_EMAIL, PASSWORD_MIN_LENGTH, ZRegisterWithPasswordInput } from '@dps/core/accounts/account-forms';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Input, Label } from '../../../components/ui/field';
import { serverMessage } from '../../../lib/api-client';
import { Link, navigate } from '../../../lib/router';
import { toast } from '../../../lib/toast';
import { browserTimeZone, useRegister } from '../api/auth';
import { firstIssue, toastIssue } from '../../../lib/form-issues';
import { AuthLayout } from './auth-layout';
import { OrDivider, SocialSignIn } from './social-sign-in';

const REQUIRED = 'Please fill in all required fields';

/** Bare schema messages in the spec's words: the required-fields message is the toast's title. */
const REGISTER_ISSUES = {
  fallbackTitle: 'Registration failed',
  untitled: {
    [REQUIRED]: { title: REQUIRED },
    [INVALID_EMAIL]: { title: 'Invalid Email', description: INVALID_EMAIL },
  },
};

export function RegisterForm() {
  const [form, setForm] = useState({ firstName: '', lastName: '', email: '', password: '', confirmPassword: '' });
  const register = useRegister();
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
      const issue = firstIssue(parsed.error, REGISTER_ISSUES);
      if (mismatch && issue.title !== REQUIRED) return fail("Passwords don't match");
      return toastIssue(issue);
    }
    if (mismatch) return fail("Passwords don't match");
    register.mutate(parsed.data, {
      onSuccess: () => navigate('/'),
      onError: (error) => fail('Registration failed', serverMessage(error) ?? 'Failed to create account'),
    });
  };

  return (
    <AuthLayout title="Create Your Account" subtitle="Begin your daily prayer journey">
      <form onSubmit={submit} className="space-y-4" noValidate>
        <div className="grid grid-cols-2 gap-3">
          <div>
            <Label htmlFor="reg-first">First name *</Label>
            <Input id="reg-first" autoComplete="given-name" value={form.firstName} onChange={set('firstName')} />
          </div>
          <div>
            <Label htmlFor="reg-last">Last name</Label>
            <Input id="reg-last" autoComplete="family-name" value={form.lastName} onChange={set('lastName')} />
          </div>
        </div>
        <div>
          <Label htmlFor="reg-email">Email *</Label>
          <Input id="reg-email" type="email" autoComplete="email" value={form.email} onChange={set('email')} />
        </div>
        <div>
          <Label htmlFor="reg-password">Password *</Label>
          <Input
            id="reg-password"
            type="password"
            autoComplete="new-password"
            value={form.password}
            onChange={set('password')}
          />
          <p className="mt-1 text-xs text-slate-500">At least {PASSWORD_MIN_LENGTH} characters.</p>
        </div>
        <div>
          <Label htmlFor="reg-confirm">Confirm password *</Label>
          <Input
            id="reg-confirm"
            type="password"
            autoComplete="new-password"
            value={form.confirmPassword}
            onChange={set('confirmPassword')}
          />
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={register.isPending}>
          {register.isPending ? 'Creating account...' : 'Create Account'}
        </Button>
      </form>
      <OrDivider />
      <SocialSignIn />
      <p className="mt-6 text-center text-sm text-slate-600">
        Already have an account?{' '}
        <Link href="/login" className="font-medium text-brand-700 hover:underline">
          Sign in
        </Link>
      </p>
    </AuthLayout>
  );
}
