import type { ReactNode } from 'react';
import { Logo } from './logo';
import { APP_NAME } from '../lib/constants';
import { Link } from '../lib/router';

export function AuthLayout({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center px-4 py-10">
      <Link href="/" className="mb-6 flex items-center gap-2 text-brand-700">
        <Logo className="h-10 w-10" />
        <span className="font-serif text-lg font-semibold">{APP_NAME}</span>
      </Link>
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-center font-serif text-2xl font-semibold text-slate-900">{title}</h1>
        {subtitle ? <p className="mt-1 text-center text-sm text-slate-500">{subtitle}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
    </main>
  );
}
