/** /plans: the library with filters (topic, length), and the person's own and group plans on top. */
import { BookOpen } from 'lucide-react';
import { useState } from 'react';
import { Card } from '../../../components/ui/card';
import { PageSpinner } from '../../../components/ui/spinner';
import { useI18n } from '../../../i18n/i18n-context';
import { Link } from '../../../lib/router';
import { planTagLabel, usePlanFilters, usePlans, type PlanFilters } from '../api/plans';
import { GroupPlans } from './group-plans';
import { MyPlans } from './my-plans';

export function PlansBrowse() {
  const { t, language } = useI18n();
  // A choice belongs to the language it was made in: another language's library may not have it.
  const [chosen, setChosen] = useState<PlanFilters & { language?: string }>({});
  const filters: PlanFilters = chosen.language === language ? chosen : {};
  const setFilters = (next: (f: PlanFilters) => PlanFilters) => setChosen({ ...next(filters), language });
  const { data, isLoading } = usePlans({ tag: filters.tag, length: filters.length });
  // Only topics and lengths that have plans in this language, and with the other choice (decision 269).
  const options = usePlanFilters().data;
  const topics = (options?.topics ?? []).filter((o) => !filters.length || o.lengths.includes(filters.length));
  const lengths = filters.tag
    ? (options?.topics.find((o) => o.tag === filters.tag)?.lengths ?? [])
    : (options?.lengths ?? []);
  const select = 'min-h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-800';
  return (
    <div className="space-y-6">
      <h1 className="font-serif text-2xl font-semibold text-slate-900">{t('plans.heading')}</h1>
      <MyPlans compact={false} />
      <GroupPlans />
      <section aria-labelledby="library-heading" className="space-y-3">
        <h2 id="library-heading" className="font-serif text-xl font-semibold text-slate-900">
          {t('plans.findPlan')}
        </h2>
        <div className="flex flex-wrap gap-3">
          <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
            {t('plans.topic')}
            <select
              className={select}
              value={filters.tag ?? ''}
              onChange={(e) => setFilters((f) => ({ ...f, tag: e.target.value || undefined }))}
            >
              <option value="">{t('plans.allTopics')}</option>
              {topics.map(({ tag }) => (
                <option key={tag} value={tag}>
                  {planTagLabel(tag, t)}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
            {t('plans.length')}
            <select
              className={select}
              value={filters.length ?? ''}
              onChange={(e) =>
                setFilters((f) => ({ ...f, length: (e.target.value || undefined) as PlanFilters['length'] }))
              }
            >
              <option value="">{t('plans.lengths.any')}</option>
              {lengths.map((k) => (
                <option key={k} value={k}>
                  {t(`plans.lengths.${k}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
        {isLoading ? (
          <PageSpinner />
        ) : (data ?? []).length === 0 ? (
          <Card className="text-center text-slate-600">{t('plans.noMatch')}</Card>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {(data ?? []).map((p) => (
              <li key={p.id}>
                <Card className="h-full">
                  <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">
                    {t('plans.summaryLine', { count: p.length, kind: p.kind === 'reading' ? 'reading' : 'devotional' })}
                  </p>
                  <h3 className="mt-1 font-serif text-lg font-semibold text-slate-900">
                    <Link href={`/plans/${p.id}`} className="hover:underline">
                      {p.title}
                    </Link>
                  </h3>
                  <p className="mt-1 text-sm text-slate-600">{p.summary}</p>
                  <p className="mt-2 flex flex-wrap gap-1">
                    {p.tags.map((tag) => (
                      <span key={tag} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                        {planTagLabel(tag, t)}
                      </span>
                    ))}
                  </p>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>
      <p className="text-sm text-slate-500">
        <BookOpen aria-hidden className="mr-1 inline h-4 w-4" />
        {t('plans.footer')}
      </p>
    </div>
  );
}
