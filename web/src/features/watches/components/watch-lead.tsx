/**
 * How long before each of their slots a person is reminded (decision 341): 0, 5, 10, 15, 30 or 60
 * minutes, theirs to choose, on a watch's page and in Profile's reminders. Saved as soon as chosen.
 */
import { BellRing } from 'lucide-react';
import { WATCH_LEAD_CHOICES } from '@dps/core/watches/watch-form';
import { Card } from '../../../components/ui/card';
import { useI18n } from '../../../i18n/i18n-context';
import { cn } from '../../../lib/cn';
import { useSetWatchLead, useWatchLead } from '../api/watches';

export function WatchLeadChoice({ compact = false }: { compact?: boolean }) {
  const { t } = useI18n();
  const { data } = useWatchLead();
  const save = useSetWatchLead();
  const id = compact ? 'watch-lead-page' : 'watch-lead';
  return (
    <div className={cn('flex flex-wrap items-center gap-x-3 gap-y-1', compact && 'text-sm')}>
      <label htmlFor={id} className="inline-flex items-center gap-2 font-medium text-slate-700">
        <BellRing aria-hidden className="h-4 w-4 text-brand-600" /> {t('watches.lead.label')}
      </label>
      <select
        id={id}
        aria-describedby={compact ? undefined : `${id}-hint`}
        className="min-h-10 w-full max-w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-800 sm:w-auto"
        value={data?.minutes ?? 10}
        disabled={!data || save.isPending}
        onChange={(e) => save.mutate(Number(e.target.value))}
      >
        {WATCH_LEAD_CHOICES.map((m) => (
          <option key={m} value={m}>
            {m === 0 ? t('watches.lead.atStart') : t('watches.lead.before', { minutes: m })}
          </option>
        ))}
      </select>
      {compact ? null : (
        <p id={`${id}-hint`} className="w-full text-sm text-slate-500">
          {t('watches.lead.hint')}
        </p>
      )}
    </div>
  );
}

/** Profile's card: the same choice, beside the daily reminder's settings. */
export function WatchLeadCard() {
  const { t } = useI18n();
  return (
    <Card className="mt-4">
      <h2 className="mb-2 font-semibold text-slate-800">{t('watches.lead.cardTitle')}</h2>
      <WatchLeadChoice />
    </Card>
  );
}
