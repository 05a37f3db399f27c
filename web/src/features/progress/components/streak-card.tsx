import { Flame, Trophy } from 'lucide-react';
import { useStreak } from '../api/progress';
import { streakMessage } from '../streak-message';

/**
 * Today's streak card. Personal best is the person's real best streak (the same number Progress
 * shows), never less than the current streak; the spec's placeholder max(streak, 12) is gone.
 * web/src/lib/prerender-markup.ts mirrors this markup (a change here belongs there too).
 */
export function StreakCard({ showPersonalBest = true }: { showPersonalBest?: boolean }) {
  const { data } = useStreak();
  const streak = data?.streak ?? 0;
  const best = Math.max(streak, data?.bestStreak ?? 0);
  return (
    <section
      aria-label="Prayer streak"
      className="flex flex-wrap items-center gap-4 rounded-2xl bg-gradient-to-br from-gold-300 to-gold-500 p-5 text-brand-900 shadow-sm"
    >
      <span className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-white/30">
        <Flame aria-hidden className="h-8 w-8" />
      </span>
      <div className="min-w-[min(12rem,100%)] flex-1">
        <h2 className="text-2xl font-bold leading-tight">
          {streak} <span className="text-lg font-semibold">Day Streak!</span>
        </h2>
        <p className="text-sm text-brand-900">{streakMessage(streak)}</p>
        {showPersonalBest ? (
          <p className="mt-1 flex items-center gap-1 text-xs text-brand-900">
            <Trophy aria-hidden className="h-3.5 w-3.5" /> Personal best: {best} {best === 1 ? 'day' : 'days'}
          </p>
        ) : null}
      </div>
    </section>
  );
}
