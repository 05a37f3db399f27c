import { CloudOff } from 'lucide-react';
import { useEffect } from 'react';
import { Deferred } from '../../components/deferred';
import { Card } from '../../components/ui/card';
import { PageSpinner } from '../../components/ui/spinner';
import { DailyPrayerCard } from '../../features/daily-prayer/components/daily-prayer-card';
import { usePrayerOfDay } from '../../features/daily-prayer/api/daily-prayer';
import { StreakCard } from '../../features/progress/components/streak-card';
import { CommunityReflections } from '../../features/reflections/components/community-reflections';
import { ReflectionForm } from '../../features/reflections/components/reflection-form';
import { InstallPrompt } from '../../features/install/install-prompt';
import { GroupPlans } from '../../features/plans/components/group-plans';
import { MyPlans } from '../../features/plans/components/my-plans';
import { OwnPrayerCard } from '../../features/user-prayers/components/own-prayer-card';
import { TodayRequestsCard } from '../../features/daily-prayer/components/today-requests-card';
import { WallLinkCard } from '../../features/wall/components/wall-link-card';
import { useI18n } from '../../i18n/i18n-context';
import { capitalized, longDate } from '../../lib/dates';
import { localDay, useLocalDate } from '../../lib/local-date';
import { usePendingWrites } from '../../lib/offline/use-outbox';
import { dropPrerender } from '../../lib/prerender';
import type { User } from '../../lib/auth';

/**
 * Today: the streak, the date, the day's prayer and what a person does with it. The day is the
 * device's local day and follows it past midnight without a reload.
 */
export function TodayRoute({ user }: { user: User }) {
  const localDate = useLocalDate();
  const { t, language } = useI18n();
  const { prayer, isLoading, isOffline, isError } = usePrayerOfDay(localDate);
  // Once this screen shows its own prayer (or says there is none), the server's first copy goes.
  useEffect(() => {
    if (!isLoading) dropPrerender();
  }, [isLoading]);
  const pending = usePendingWrites(user.id);
  return (
    <div className="space-y-5">
      <StreakCard />
      <div>
        <p className="text-sm text-slate-500">{capitalized(longDate(localDay(localDate), language))}</p>
        <h1 className="font-serif text-2xl font-semibold text-slate-900">{t('today.heading')}</h1>
      </div>
      {isLoading ? (
        <PageSpinner />
      ) : prayer ? (
        <>
          <DailyPrayerCard prayer={prayer} userId={user.id} localDate={localDate} pending={pending} />
          <Deferred>
            <InstallPrompt hasPrayed={prayer.isCompleted} />
            <ReflectionForm prayerId={prayer.id} userId={user.id} pending={pending} />
          </Deferred>
        </>
      ) : (
        <Card padding="none" className="px-5 py-10 text-center text-slate-600">
          {isOffline ? (
            <span className="inline-flex items-center gap-2">
              <CloudOff aria-hidden className="h-5 w-5" /> {t('today.offline')}
            </span>
          ) : isError ? (
            t('today.loadError')
          ) : (
            t('today.none')
          )}
        </Card>
      )}
      {/* The user's own prayers do not depend on a daily prayer; the reflection blocks do. */}
      <Deferred>
        <MyPlans />
        {/* The plans read with their groups, here too and not only on /plans (decision 273). */}
        <GroupPlans />
        {/* The requests of the person's groups, as their daily message carries them (decision 300). */}
        <TodayRequestsCard />
        <OwnPrayerCard />
        <WallLinkCard />
        {prayer ? <CommunityReflections prayerId={prayer.id} /> : null}
      </Deferred>
    </div>
  );
}
