import { BookOpen, CalendarDays, Heart, MessageCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { useI18n } from '../../../i18n/i18n-context';
import { useProgressStats } from '../api/progress';

export function StatsGrid() {
  const { data } = useProgressStats();
  const { t } = useI18n();
  const items: { label: string; value: number; icon: ReactNode; hint?: string }[] = [
    {
      label: t('progress.stats.total'),
      value: data?.totalPrayers ?? 0,
      icon: <BookOpen aria-hidden className="h-5 w-5 text-brand-600" />,
      // Topic prayers count as prayers prayed, not toward the streak (decision 160).
      ...(data?.topicPrayers
        ? { hint: t('progress.stats.topicPrayers', { count: data.topicPrayers }) }
        : {}),
    },
    {
      label: t('progress.stats.favorites'),
      value: data?.favoritePrayers ?? 0,
      icon: <Heart aria-hidden className="h-5 w-5 text-red-500" />,
    },
    {
      label: t('progress.stats.reflections'),
      value: data?.reflectionsShared ?? 0,
      icon: <MessageCircle aria-hidden className="h-5 w-5 text-green-600" />,
    },
    {
      label: t('progress.stats.daysActive'),
      value: data?.daysActive ?? 0,
      icon: <CalendarDays aria-hidden className="h-5 w-5 text-gold-500" />,
    },
  ];
  return (
    <section
      aria-label={t('progress.stats.label')}
      className="grid grid-cols-[repeat(auto-fit,minmax(min(8rem,100%),1fr))] gap-3 lg:grid-cols-2"
    >
      {items.map((s) => (
        <Card key={s.label} padding="sm">
          {s.icon}
          <div className="mt-2 text-2xl font-bold text-slate-900">{s.value}</div>
          <p className="text-sm text-slate-500">{s.label}</p>
          {s.hint ? <p className="text-xs text-slate-500">{s.hint}</p> : null}
        </Card>
      ))}
    </section>
  );
}
