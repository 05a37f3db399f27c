import { Activity } from 'lucide-react';
import { useI18n } from '../../../i18n/i18n-context';
import { Link } from '../../../lib/router';

/** The page's title, and the links to the delivery health and the plans. */
export function AdminHeader() {
  const { t } = useI18n();
  return (
    <header className="flex flex-wrap items-end justify-between gap-2">
      <div>
        <h1 className="font-serif text-2xl font-semibold text-slate-900">{t('admin.page.title')}</h1>
        <p className="text-slate-500">{t('admin.page.intro')}</p>
      </div>
      <Link href="/admin/health" className="flex items-center gap-1 text-sm font-medium text-brand-700 underline">
        <Activity aria-hidden className="h-4 w-4" /> {t('admin.page.health')}
      </Link>
      <Link href="/admin/plans" className="text-sm font-medium text-brand-700 underline">
        {t('admin.page.plans')}
      </Link>
    </header>
  );
}
