import { Flame, Trophy } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { useStreak } from '../api/progress';
import { streakMessage } from '../streak-message';

/** The Progress page's streak: current and best (the best comes from the server). */
export function StreakWidget() {
  const { data } = useStreak();
  const streak = data?.streak ?? 0;
  const best = Math.max(data?.bestStreak ?? 0, streak);
  return (
    <Card>
      <h2 className="mb-3 font-semibold text-slate-900">Prayer Streak</h2>
      <div className="grid grid-cols-[repeat(auto-fit,minmax(min(8rem,100%),1fr))] gap-3">
        <div className="rounded-xl bg-gold-50 p-3 text-center">
          <Flame aria-hidden className="mx-auto h-6 w-6 text-gold-500" />
          <div className="mt-1 text-2xl font-bold text-slate-900">{streak}</div>
          <p className="text-xs text-slate-500">Current streak</p>
        </div>
        <div className="rounded-xl bg-brand-50 p-3 text-center">
          <Trophy aria-hidden className="mx-auto h-6 w-6 text-brand-600" />
          <div className="mt-1 text-2xl font-bold text-slate-900">{best}</div>
          <p className="text-xs text-slate-500">Best streak</p>
        </div>
      </div>
      <p className="mt-3 text-center text-sm text-slate-600">{streakMessage(streak)}</p>
    </Card>
  );
}
