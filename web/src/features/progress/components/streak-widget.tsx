import { Flame, Sparkles, Trophy } from 'lucide-react';
import { GRACE_RULE, graceLine, graceNews, pauseLine, WEEKDAY_NAMES } from '@dps/core/rhythm/rhythm-words';
import { Card } from '../../../components/ui/card';
import { useStreak } from '../api/progress';
import { streakMessage } from '../streak-message';

/** The Progress page's streak: current and best, grace days held, the rest day and a pause (issue 22). */
export function StreakWidget() {
  const { data } = useStreak();
  const streak = data?.streak ?? 0;
  const best = Math.max(data?.bestStreak ?? 0, streak);
  const graceHeld = data?.graceHeld ?? 0;
  const news = data ? graceNews(data) : null;
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
      {news ? (
        <p role="status" className="mt-3 rounded-lg bg-gold-50 px-3 py-2 text-center text-sm text-slate-800">
          {news}
        </p>
      ) : null}
      <p className="mt-3 text-center text-sm text-slate-600">{streakMessage(streak)}</p>
      <p className="mt-2 flex items-center justify-center gap-1.5 text-center text-sm text-slate-600" title={GRACE_RULE}>
        <Sparkles aria-hidden className="h-4 w-4 text-gold-600" />
        {graceLine(graceHeld, data?.towardNextGrace ?? 0)}
        {data?.restDay !== undefined && data.restDay !== null ? ` · rest day ${WEEKDAY_NAMES[data.restDay]}` : ''}
      </p>
      {data?.pause && data.today ? (
        <p className="mt-2 text-center text-sm text-slate-600">{pauseLine(data.pause, data.today)}</p>
      ) : null}
    </Card>
  );
}
