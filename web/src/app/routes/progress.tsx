import { GoalsCard } from '../../features/progress/components/goals-card';
import { StatsGrid } from '../../features/progress/components/stats-grid';
import { StreakWidget } from '../../features/progress/components/streak-widget';
import { WeeklyProgress } from '../../features/progress/components/weekly-progress';

export default function ProgressRoute() {
  return (
    <div className="space-y-4">
      <h1 className="font-serif text-2xl font-semibold text-slate-900">Your Progress</h1>
      <StreakWidget />
      <WeeklyProgress />
      <GoalsCard />
      <StatsGrid />
    </div>
  );
}
