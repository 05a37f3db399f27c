/** A watch's page for someone not signed in (decision 361): a small header that leads home and to sign in. */
import type { ReactNode } from 'react';
import { Logo } from '../../../components/logo';
import { APP_NAME } from '../../../lib/constants';
import { Link } from '../../../lib/router';

export function VisitorFrame({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-dvh">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-14 max-w-5xl items-center gap-2 px-4">
          <Link href="/" className="flex min-w-0 flex-1 items-center gap-2 text-brand-700">
            <Logo className="h-8 w-8 shrink-0" />
            <span className="app-name font-serif text-base font-semibold sm:text-lg">{APP_NAME}</span>
          </Link>
        </div>
      </header>
      <main className="mx-auto max-w-5xl px-4 py-6">{children}</main>
    </div>
  );
}
