import { Compass } from 'lucide-react';
import { useI18n } from '../../i18n/i18n-context';
import { Link } from '../../lib/router';

export function NotFoundRoute() {
  const { t } = useI18n();
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center px-4 text-center">
      <Compass aria-hidden className="h-12 w-12 text-brand-300" />
      <h1 className="mt-4 text-2xl font-semibold text-slate-900">{t('routes.notFound.heading')}</h1>
      <p className="mt-2 text-slate-500">{t('routes.notFound.body')}</p>
      <Link
        href="/"
        className="mt-6 inline-flex h-11 items-center rounded-lg bg-brand-700 px-5 font-medium text-white hover:bg-brand-800"
      >
        {t('routes.notFound.home')}
      </Link>
    </main>
  );
}
