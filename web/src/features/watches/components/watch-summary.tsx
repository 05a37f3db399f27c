/** A watch in brief, as its page and the lists show it: live, coming up or ended, and how much is covered. */
import { useI18n } from '../../../i18n/i18n-context';
import { cn } from '../../../lib/cn';
import type { Watch } from '../api/watches';

export function StatusBadge({ watch }: { watch: Watch }) {
  const { t } = useI18n();
  const key = watch.status === 'ended' && watch.endedEarly ? 'endedEarly' : watch.status;
  return (
    <span
      className={cn(
        'rounded-full px-2 py-0.5 text-xs font-semibold',
        watch.status === 'live'
          ? 'bg-green-50 text-green-800'
          : watch.status === 'upcoming'
            ? 'bg-brand-50 text-brand-700'
            : 'bg-slate-100 text-slate-600',
      )}
    >
      {t(`watches.status.${key}`)}
    </span>
  );
}

/** "18 of 24 hours covered", with a bar the same length (the words carry it for a screen reader). */
export function CoverageLine({ watch, large = false }: { watch: Watch; large?: boolean }) {
  const { t } = useI18n();
  const { coveredMinutes, totalMinutes } = watch.coverage;
  const share = totalMinutes === 0 ? 0 : coveredMinutes / totalMinutes;
  return (
    // Spans, so it may sit inside a list's link.
    <span className="block">
      <span className={cn('block font-medium text-slate-800', large ? 'text-lg' : 'text-sm')}>
        {t('watches.coverage', { covered: coveredMinutes / 60, total: totalMinutes / 60 })}
      </span>
      <span
        aria-hidden
        className={cn('mt-1 block overflow-hidden rounded-full bg-slate-200', large ? 'h-2.5' : 'h-1.5')}
      >
        <span className="block h-full rounded-full bg-green-600" style={{ width: `${Math.round(share * 100)}%` }} />
      </span>
    </span>
  );
}
