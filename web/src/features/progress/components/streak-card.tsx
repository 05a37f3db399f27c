import { Flame, Trophy } from 'lucide-react';
import { useI18n } from '../../../i18n/i18n-context';
import { useStreak } from '../api/progress';
import { streakCardText } from '../../../../shared/streak-message';

/**
 * Today's streak card: one compact band, so the day's prayer stays on the first screen of a phone.
 * Personal best is the person's real best streak (the same number Progress shows). A new person is
 * not greeted with "0" (streakCardText). web/shared/prerender-markup.ts mirrors this markup (a
 * change here belongs there too).
 */
export function StreakCard({ showPersonalBest = true }: { showPersonalBest?: boolean }) {
  const { data } = useStreak();
  const { t } = useI18n();
  const card = streakCardText(data?.streak ?? 0, data?.bestStreak ?? 0, t);
  return (
    <section
      aria-label={t('today.streak.label')}
      className="flex items-center gap-3 rounded-2xl bg-gradient-to-br from-gold-300 to-gold-500 px-4 py-3 text-brand-900 shadow-sm"
    >
      <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-white/30">
        <Flame aria-hidden className="h-6 w-6" />
      </span>
      {/* Two lines of message kept, so the prayer below does not move when the streak arrives. */}
      <div className="min-h-[3.9rem] min-w-0 flex-1">
        <h2 className="text-lg font-bold leading-tight">
          {card.count !== null ? (
            <>
              {card.count} <span className="text-base font-semibold">{card.heading}</span>
            </>
          ) : (
            card.heading
          )}
        </h2>
        <p className="text-sm text-brand-900">
          {card.message}
          {showPersonalBest && card.best !== null ? (
            <span className="ml-1 inline-flex items-center gap-1 whitespace-nowrap text-xs">
              <Trophy aria-hidden className="h-3.5 w-3.5" /> {card.best}
            </span>
          ) : null}
        </p>
      </div>
    </section>
  );
}
