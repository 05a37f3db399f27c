import { Flame, Sparkles, Trophy } from 'lucide-react';
import { graceLine, graceNews, graceRule, pauseLine, restDayLine } from '@dps/core/rhythm/rhythm-words';
import { Card } from '../../../components/ui/card';
import { useI18n } from '../../../i18n/i18n-context';
import { useStreak } from '../api/progress';
import { streakMessage } from '../../../../shared/streak-message';

/** The Progress page's streak: current and best, grace days held, the rest day and a pause (decision 220). */
export function StreakWidget() {
  const { data } = useStreak();
  const { t, language } = useI18n();
  const streak = data?.streak ?? 0;
  const best = Math.max(data?.bestStreak ?? 0, streak);
  const graceHeld = data?.graceHeld ?? 0;
  const news = data ? graceNews(data, language) : null;
  return (
    <Card>
      <h2 className="mb-3 font-semibold text-slate-900">{t('progress.streak.heading')}</h2>
      <div className="grid grid-cols-[repeat(auto-fit,minmax(min(8rem,100%),1fr))] gap-3">
        <div className="rounded-xl bg-gold-50 p-3 text-center">
          <Flame aria-hidden className="mx-auto h-6 w-6 text-gold-500" />
          <div className="mt-1 text-2xl font-bold text-slate-900">{streak}</div>
          <p className="text-xs text-slate-500">{t('progress.streak.current')}</p>
        </div>
        <div className="rounded-xl bg-brand-50 p-3 text-center">
          <Trophy aria-hidden className="mx-auto h-6 w-6 text-brand-600" />
          <div className="mt-1 text-2xl font-bold text-slate-900">{best}</div>
          <p className="text-xs text-slate-500">{t('progress.streak.best')}</p>
        </div>
      </div>
      {news ? (
        <p role="status" className="mt-3 rounded-lg bg-gold-50 px-3 py-2 text-center text-sm text-slate-800">
          {news}
        </p>
      ) : null}
      <p className="mt-3 text-center text-sm text-slate-600">{streakMessage(streak, t)}</p>
      <p className="mt-2 flex items-center justify-center gap-1.5 text-center text-sm text-slate-600" title={graceRule(language)}>
        <Sparkles aria-hidden className="h-4 w-4 text-gold-600" />
        {graceLine(graceHeld, data?.towardNextGrace ?? 0, language)}
        {data?.restDay !== undefined && data.restDay !== null ? ` · ${restDayLine(data.restDay, language)}` : ''}
      </p>
      {data?.pause && data.today ? (
        <p className="mt-2 text-center text-sm text-slate-600">{pauseLine(data.pause, data.today, language)}</p>
      ) : null}
    </Card>
  );
}
