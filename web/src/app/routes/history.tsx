import { ArrowLeft, CalendarDays } from 'lucide-react';
import { Card } from '../../components/ui/card';
import { PageSpinner } from '../../components/ui/spinner';
import { usePastDays } from '../../features/history/api/history';
import { PastDaysCalendar, PastDaysList } from '../../features/history/components/past-days-calendar';
import { useI18n } from '../../i18n/i18n-context';
import { Link, useSearchParam } from '../../lib/router';

/** /history?month=YYYY-MM: the person's days since they joined, a month at a time (decision 162). */
export default function HistoryRoute() {
  const month = useSearchParam('month');
  const { t } = useI18n();
  const { data, isLoading, isError } = usePastDays(month && /^\d{4}-\d{2}$/.test(month) ? month : null);
  return (
    <div className="space-y-4">
      <Link
        href="/progress"
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden className="h-4 w-4" /> {t('history.back')}
      </Link>
      <header>
        <h1 className="flex items-center gap-2 font-serif text-2xl font-semibold text-slate-900">
          <CalendarDays aria-hidden className="h-6 w-6 text-brand-600" /> {t('history.heading')}
        </h1>
        <p className="text-slate-500">{t('history.intro')}</p>
      </header>
      {isLoading ? (
        <PageSpinner />
      ) : isError || !data ? (
        <Card className="text-center text-slate-600">{t('history.loadError')}</Card>
      ) : (
        <>
          <PastDaysCalendar data={data} />
          <PastDaysList data={data} />
        </>
      )}
    </div>
  );
}
