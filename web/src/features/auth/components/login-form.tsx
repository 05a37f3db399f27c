import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Input, Label } from '../../../components/ui/field';
import { serverMessage } from '../../../lib/api-client';
import { Link, navigate } from '../../../lib/router';
import { toast } from '../../../lib/toast';
import { useLogin } from '../api/auth';
import { AuthLayout } from './auth-layout';
import { OrDivider, SocialSignIn } from './social-sign-in';

export function LoginForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const login = useLogin();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!email.trim() || !password) {
      toast({
        title: 'Missing information',
        description: 'Please enter both email and password',
        variant: 'destructive',
      });
      return;
    }
    login.mutate(
      { email: email.trim(), password },
      {
        onSuccess: () => navigate('/'),
        onError: (error) =>
          toast({
            title: 'Login failed',
            description: serverMessage(error) ?? 'Invalid email or password',
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <AuthLayout title="Welcome Back" subtitle="Sign in to continue your prayer journey">
      <form onSubmit={submit} className="space-y-4" noValidate>
        <div>
          <Label htmlFor="login-email">Email</Label>
          <Input
            id="login-email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </div>
        <div>
          <div className="flex items-baseline justify-between">
            <Label htmlFor="login-password">Password</Label>
            <Link href="/forgot-password" className="text-sm font-medium text-brand-700 hover:underline">
              Forgot password?
            </Link>
          </div>
          <Input
            id="login-password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={login.isPending}>
          {login.isPending ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
      <OrDivider />
      <SocialSignIn />
      <p className="mt-6 text-center text-sm text-slate-600">
        Don't have an account?{' '}
        <Link href="/register" className="font-medium text-brand-700 hover:underline">
          Sign up
        </Link>
      </p>
    </AuthLayout>
  );
}
