import { Search } from 'lucide-react';
import { TopicsGrid } from '../../features/topics/components/topics-grid';
import { useI18n } from '../../i18n/i18n-context';
import { Link } from '../../lib/router';

export default function TopicsRoute() {
  const { t } = useI18n();
  return (
    <div className="space-y-4">
      <header>
        <h1 className="font-serif text-2xl font-semibold text-slate-900">{t('topics.heading')}</h1>
        <p className="text-slate-500">{t('topics.intro')}</p>
      </header>
      <Link
        href="/search"
        className="flex h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-slate-500 hover:border-brand-400"
      >
        <Search aria-hidden className="h-4 w-4" /> {t('topics.search')}
      </Link>
      <TopicsGrid />
    </div>
  );
}
