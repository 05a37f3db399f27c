/**
 * /search for someone not signed in (decision 266): the Bible's verses with no account, under a
 * small header that leads home and to sign in. Prayers stay for the signed-in app.
 */
import { Logo } from '../../../components/logo';
import { useI18n } from '../../../i18n/i18n-context';
import { APP_NAME } from '../../../lib/constants';
import { Link } from '../../../lib/router';
import { SearchPage } from './search-page';

export function VisitorSearch() {
  const { t } = useI18n();
  return (
    <div className="min-h-dvh">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-14 max-w-2xl items-center gap-2 px-4">
          <Link href="/" className="flex min-w-0 flex-1 items-center gap-2 text-brand-700">
            <Logo className="h-8 w-8 shrink-0" />
            <span className="app-name font-serif text-base font-semibold sm:text-lg">{APP_NAME}</span>
          </Link>
          <Link
            href="/login"
            className="shrink-0 rounded-lg px-3 py-2 text-sm font-medium text-brand-700 hover:bg-slate-100"
          >
            {t('search.signIn')}
          </Link>
        </div>
      </header>
      <main className="mx-auto max-w-2xl px-4 py-6">
        <SearchPage visitor />
      </main>
    </div>
  );
}
