import { LoaderCircle } from 'lucide-react';
import { useI18n } from '../../i18n/i18n-context';
import { cn } from '../../lib/cn';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  const { t } = useI18n();
  return (
    <span role="status" className={cn('inline-flex items-center justify-center', className)}>
      <LoaderCircle aria-hidden className="h-6 w-6 animate-spin text-brand-500" />
      <span className="sr-only">{label ?? t('ui.loading')}</span>
    </span>
  );
}

export function PageSpinner() {
  return (
    <div className="flex min-h-[40vh] items-center justify-center">
      <Spinner />
    </div>
  );
}
