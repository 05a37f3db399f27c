import { GoalsCard } from '../../features/progress/components/goals-card';
import { StatsGrid } from '../../features/progress/components/stats-grid';
import { StreakWidget } from '../../features/progress/components/streak-widget';
import { WeeklyProgress } from '../../features/progress/components/weekly-progress';

export default function ProgressRoute() {
  return (
    <div className="space-y-4">
      <h1 className="font-serif text-2xl font-semibold text-slate-900">Your Progress</h1>
      {/* One column on a phone; from 1024 px, streak and week beside goals and statistics. */}
      <div className="space-y-4 lg:grid lg:grid-cols-2 lg:items-start lg:gap-6 lg:space-y-0">
        <div className="space-y-4">
          <StreakWidget />
          <WeeklyProgress />
        </div>
        <div className="space-y-4">
          <GoalsCard />
          <StatsGrid />
        </div>
      </div>
    </div>
  );
}
