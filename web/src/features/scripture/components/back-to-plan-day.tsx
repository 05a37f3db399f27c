/**
 * "Back to Day N" above the reader when a plan day opened it (decision 267): the plan day adds its run
 * and day to the reader's address (`&run=12&day=3`), so the way back survives a reload and a shared link
 * carries nothing private (a run is only ever shown to its own reader).
 */
import { ChevronLeft } from 'lucide-react';
import { useI18n } from '../../../i18n/i18n-context';
import { Link, useSearchParam } from '../../../lib/router';

const ID = /^[1-9]\d{0,8}$/;

export function BackToPlanDay() {
  const run = useSearchParam('run');
  const day = useSearchParam('day');
  const { t } = useI18n();
  if (!run || !day || !ID.test(run) || !ID.test(day)) return null;
  return (
    <Link
      href={`/plans/runs/${run}/days/${day}`}
      className="inline-flex min-h-10 items-center gap-1 font-medium text-brand-700 underline"
    >
      <ChevronLeft aria-hidden className="h-4 w-4" /> {t('scripture.backToDay', { day })}
    </Link>
  );
}
