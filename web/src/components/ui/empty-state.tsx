import type { LucideIcon } from 'lucide-react';
import { useI18n } from '../../i18n/i18n-context';
import { Link } from '../../lib/router';
import { Card } from './card';

/** An empty list: an icon, what is missing, how to fill it, and a way back to Today. */
export function EmptyState({ icon: Icon, title, hint }: { icon: LucideIcon; title: string; hint: string }) {
  const { t } = useI18n();
  return (
    <Card padding="none" className="px-5 py-10 text-center">
      <Icon aria-hidden className="mx-auto mb-3 h-10 w-10 text-slate-300" />
      <p className="font-medium text-slate-700">{title}</p>
      <p className="mt-1 text-sm text-slate-500">{hint}</p>
      <Link href="/" className="mt-4 inline-block font-medium text-brand-700 underline">
        {t('ui.emptyState.goToToday')}
      </Link>
    </Card>
  );
}
