import { PageSpinner } from '../../components/ui/spinner';
import { DailyPrayerCard } from '../../features/daily-prayer/components/daily-prayer-card';
import { useDailyPrayer } from '../../features/daily-prayer/api/daily-prayer';
import { StreakCard } from '../../features/progress/components/streak-card';
import { CommunityReflections } from '../../features/reflections/components/community-reflections';
import { ReflectionForm } from '../../features/reflections/components/reflection-form';
import { OwnPrayerCard } from '../../features/user-prayers/components/own-prayer-card';
import { Card } from '../../components/ui/card';
import { longUsDate } from '../../lib/dates';

export function TodayRoute() {
  const { data: prayer, isLoading, isError } = useDailyPrayer();
  return (
    <div className="space-y-5">
      <StreakCard />
      <div>
        <p className="text-sm text-slate-500">{longUsDate()}</p>
        <h1 className="font-serif text-2xl font-semibold text-slate-900">Today's Prayer</h1>
      </div>
      {isLoading ? (
        <PageSpinner />
      ) : prayer ? (
        <>
          <DailyPrayerCard prayer={prayer} />
          <ReflectionForm prayerId={prayer.id} />
        </>
      ) : (
        <Card padding="none" className="px-5 py-10 text-center text-slate-600">
          {isError ? 'Could not load today’s prayer. Please try again later.' : 'No daily prayer available today.'}
        </Card>
      )}
      {/* The user's own prayers do not depend on a daily prayer; the reflection blocks do. */}
      <OwnPrayerCard />
      {prayer ? <CommunityReflections prayerId={prayer.id} /> : null}
    </div>
  );
}
