import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Input, Label } from '../../../components/ui/field';
import { serverMessage } from '../../../lib/api-client';
import { PASSWORD_MIN_LENGTH } from '../../../lib/constants';
import { Link, navigate } from '../../../lib/router';
import { toast } from '../../../lib/toast';
import { useRegister } from '../api/auth';
import { AuthLayout } from './auth-layout';
import { OrDivider, SocialSignIn } from './social-sign-in';

export function RegisterForm() {
  const [form, setForm] = useState({ firstName: '', lastName: '', email: '', password: '', confirmPassword: '' });
  const register = useRegister();
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [k]: e.target.value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const fail = (title: string, description?: string) => toast({ title, description, variant: 'destructive' });
    if (!form.email.trim() || !form.password || !form.firstName.trim())
      return fail('Please fill in all required fields');
    if (form.password !== form.confirmPassword) return fail("Passwords don't match");
    if (form.password.length < PASSWORD_MIN_LENGTH)
      return fail('Password too short', 'Password must be at least 6 characters long');
    register.mutate(
      {
        email: form.email.trim(),
        password: form.password,
        firstName: form.firstName.trim(),
        lastName: form.lastName.trim(),
      },
      {
        onSuccess: () => navigate('/'),
        onError: (error) => fail('Registration failed', serverMessage(error) ?? 'Failed to create account'),
      },
    );
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
          <p className="mt-1 text-xs text-slate-500">At least 6 characters.</p>
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
