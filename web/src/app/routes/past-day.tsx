import { ArrowLeft, CheckCircle2, Info } from 'lucide-react';
import { Deferred } from '../../components/deferred';
import { Card } from '../../components/ui/card';
import { PageSpinner } from '../../components/ui/spinner';
import { usePastDay } from '../../features/history/api/history';
import { dayLabel } from '../../features/history/components/past-days-calendar';
import { PrayerView } from '../../features/prayers/components/prayer-view';
import { CommunityReflections } from '../../features/reflections/components/community-reflections';
import { ReflectionForm } from '../../features/reflections/components/reflection-form';
import { useI18n } from '../../i18n/i18n-context';
import { capitalized } from '../../lib/dates';
import { Link } from '../../lib/router';
import type { User } from '../../lib/auth';
import type { ReactNode } from 'react';

/**
 * /history/:date: a past day's prayer, to read, save, share and reflect on, with the community's
 * reflections. No Pray button: only today's prayer counts toward the streak (decisions 071, 162).
 */
export default function PastDayRoute({ date, user }: { date: string; user: User }) {
  const { data, isLoading, isError } = usePastDay(date);
  const { t, rich, language } = useI18n();
  return (
    <div className="space-y-5">
      <Link
        href={`/history?month=${date.slice(0, 7)}`}
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden className="h-4 w-4" /> {t('history.pastDay.back')}
      </Link>
      <div>
        <p className="text-sm text-slate-500">{/^\d{4}-\d{2}-\d{2}$/.test(date) ? capitalized(dayLabel(date, language)) : ''}</p>
        <h1 className="font-serif text-2xl font-semibold text-slate-900">{t('history.pastDay.heading')}</h1>
      </div>
      {isLoading ? (
        <PageSpinner />
      ) : isError || !data ? (
        <Card className="text-center text-slate-600">{t('history.pastDay.none')}</Card>
      ) : (
        <>
          <PrayerView
            prayer={data.prayer}
            note={
              data.prayed ? (
                <p className="flex items-center gap-2 text-sm font-medium text-green-800">
                  <CheckCircle2 aria-hidden className="h-4 w-4" /> {t('history.pastDay.prayed')}
                </p>
              ) : data.isToday ? (
                <p className="text-sm text-slate-600">
                  {rich('history.pastDay.isToday', {
                    link: (chunks: ReactNode) => (
                      <Link href="/" className="font-medium text-brand-700 underline">
                        {chunks}
                      </Link>
                    ),
                  })}
                </p>
              ) : (
                <p className="flex items-start gap-2 text-sm text-slate-600">
                  <Info aria-hidden className="mt-0.5 h-4 w-4 shrink-0" /> {t('history.pastDay.readOnly')}
                </p>
              )
            }
          />
          <Deferred>
            <ReflectionForm prayerId={data.prayer.id} userId={user.id} about="day" />
            <CommunityReflections prayerId={data.prayer.id} />
          </Deferred>
        </>
      )}
    </div>
  );
}
