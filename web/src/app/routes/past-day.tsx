import { ArrowLeft, CheckCircle2, Info } from 'lucide-react';
import { Deferred } from '../../components/deferred';
import { Card } from '../../components/ui/card';
import { PageSpinner } from '../../components/ui/spinner';
import { usePastDay } from '../../features/history/api/history';
import { dayLabel } from '../../features/history/components/past-days-calendar';
import { PrayerView } from '../../features/prayers/components/prayer-view';
import { CommunityReflections } from '../../features/reflections/components/community-reflections';
import { ReflectionForm } from '../../features/reflections/components/reflection-form';
import { Link } from '../../lib/router';
import type { User } from '../../types/api';

/**
 * /history/:date: a past day's prayer, to read, save, share and reflect on, with the community's
 * reflections. No Pray button: only today's prayer counts toward the streak (decisions 071, 162).
 */
export default function PastDayRoute({ date, user }: { date: string; user: User }) {
  const { data, isLoading, isError } = usePastDay(date);
  return (
    <div className="space-y-5">
      <Link
        href={`/history?month=${date.slice(0, 7)}`}
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden className="h-4 w-4" /> Back to Past Days
      </Link>
      <div>
        <p className="text-sm text-slate-500">{/^\d{4}-\d{2}-\d{2}$/.test(date) ? dayLabel(date) : ''}</p>
        <h1 className="font-serif text-2xl font-semibold text-slate-900">The Day's Prayer</h1>
      </div>
      {isLoading ? (
        <PageSpinner />
      ) : isError || !data ? (
        <Card className="text-center text-slate-600">There is no prayer to show for that day.</Card>
      ) : (
        <>
          <PrayerView
            prayer={data.prayer}
            note={
              data.prayed ? (
                <p className="flex items-center gap-2 text-sm font-medium text-green-800">
                  <CheckCircle2 aria-hidden className="h-4 w-4" /> You prayed this on that day.
                </p>
              ) : data.isToday ? (
                <p className="text-sm text-slate-600">
                  This is today's prayer.{' '}
                  <Link href="/" className="font-medium text-brand-700 underline">
                    Pray it on Today
                  </Link>
                  .
                </p>
              ) : (
                <p className="flex items-start gap-2 text-sm text-slate-600">
                  <Info aria-hidden className="mt-0.5 h-4 w-4 shrink-0" /> Past days can be read, saved and reflected
                  on. Only today's prayer counts toward your streak.
                </p>
              )
            }
          />
          <Deferred>
            <ReflectionForm prayerId={data.prayer.id} userId={user.id} about="this day's prayer" />
            <CommunityReflections prayerId={data.prayer.id} />
          </Deferred>
        </>
      )}
    </div>
  );
}
