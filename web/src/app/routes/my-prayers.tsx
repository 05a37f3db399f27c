import { ArrowLeft } from 'lucide-react';
import { MyPrayersList } from '../../features/user-prayers/components/my-prayers-list';
import { useI18n } from '../../i18n/i18n-context';
import { Link } from '../../lib/router';

export default function MyPrayersRoute() {
  const { t } = useI18n();
  return (
    <div className="space-y-4">
      <Link
        href="/profile"
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden className="h-4 w-4" /> {t('routes.backToProfile')}
      </Link>
      <h1 className="font-serif text-2xl font-semibold text-slate-900">{t('routes.myPrayers')}</h1>
      <MyPrayersList />
    </div>
  );
}
