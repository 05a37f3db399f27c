import { CalendarDays, ChevronRight } from 'lucide-react';
import { useEffect } from 'react';
import { GroupPlans } from '../../features/plans/components/group-plans';
import { MyPlans } from '../../features/plans/components/my-plans';
import { GoalsCard } from '../../features/progress/components/goals-card';
import { RhythmCard } from '../../features/progress/components/rhythm-card';
import { StatsGrid } from '../../features/progress/components/stats-grid';
import { StreakWidget } from '../../features/progress/components/streak-widget';
import { WeeklyProgress } from '../../features/progress/components/weekly-progress';
import { YearGrid } from '../../features/progress/components/year-grid';
import { useI18n } from '../../i18n/i18n-context';
import { dropPrerender } from '../../lib/prerender';
import { Link } from '../../lib/router';

export default function ProgressRoute() {
  const { t } = useI18n();
  // The server's copy of this page's heading (a first visit, decision 245) gives way once it is drawn.
  useEffect(() => dropPrerender(), []);
  return (
    <div className="space-y-4">
      <h1 className="font-serif text-2xl font-semibold text-slate-900">{t('progress.heading')}</h1>
      {/* One column on a phone; from 1024 px, streak and week beside goals and statistics. */}
      <div className="space-y-4 lg:grid lg:grid-cols-2 lg:items-start lg:gap-6 lg:space-y-0">
        <div className="space-y-4">
          <StreakWidget />
          <WeeklyProgress />
          <Link
            href="/history"
            className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-300"
          >
            <CalendarDays aria-hidden className="h-6 w-6 shrink-0 text-brand-600" />
            <span className="min-w-0 flex-1">
              <span className="block font-semibold text-slate-900">{t('progress.pastDays')}</span>
              <span className="block text-sm text-slate-500">{t('progress.pastDaysHint')}</span>
            </span>
            <ChevronRight aria-hidden className="h-5 w-5 text-slate-400" />
          </Link>
          <RhythmCard />
        </div>
        <div className="space-y-4">
          <YearGrid />
          <GoalsCard />
          <MyPlans showFinished />
          {/* The plans read with their groups (decision 273). */}
          <GroupPlans />
          <StatsGrid />
        </div>
      </div>
    </div>
  );
}
