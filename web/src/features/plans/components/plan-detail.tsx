/** /plans/:id: the plan's page: what it is, its days (a preview), and Start today or on a date. */
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageSpinner } from '../../../components/ui/spinner';
import { useI18n } from '../../../i18n/i18n-context';
import { useLocalDate } from '../../../lib/local-date';
import { Link, navigate } from '../../../lib/router';
import { readerHref } from '../../../lib/scripture';
import { planTagLabel, positionLabel, useMyPlans, usePlan, useStartPlan } from '../api/plans';

export function PlanDetail({ planId }: { planId: string }) {
  const { data: plan, isLoading, error } = usePlan(planId);
  const mine = useMyPlans();
  const start = useStartPlan();
  const [date, setDate] = useState('');
  const today = useLocalDate();
  const { t, language } = useI18n();
  if (isLoading) return <PageSpinner />;
  if (error || !plan)
    return (
      <Card>
        <h1 className="font-serif text-xl font-semibold text-slate-900">{t('plans.day.notFound')}</h1>
        <Link href="/plans" className="mt-2 inline-block text-brand-700 underline">
          {t('plans.day.allPlans')}
        </Link>
      </Card>
    );
  const running = mine.data?.open.find((r) => r.planId === plan.id);
  const begin = (startDate?: string) =>
    start.mutate(
      { planId: plan.id, ...(startDate ? { startDate } : {}) },
      { onSuccess: (run) => navigate(`/plans/runs/${run.id}/days/${run.position.current ?? 1}`) },
    );
  return (
    <div className="space-y-4">
      <Link href="/plans" className="text-sm text-brand-700 underline">
        {t('plans.detail.back')}
      </Link>
      <Card>
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">
          {t('plans.detailLine', { count: plan.length, tags: plan.tags.map((tag) => planTagLabel(tag, t)).join(', ') })}
        </p>
        <h1 className="mt-1 font-serif text-2xl font-semibold text-slate-900">{plan.title}</h1>
        <p className="mt-2 text-slate-700">{plan.summary}</p>
        <p className="mt-2 whitespace-pre-line text-slate-700">{plan.description}</p>
        {running ? (
          <p className="mt-4">
            <span className="mr-2 text-slate-700">{t('plans.detail.reading', { position: positionLabel(running, t, language) })}</span>
            <Link
              href={`/plans/runs/${running.id}/days/${running.position.current ?? running.position.next?.day ?? 1}`}
              className="font-medium text-brand-700 underline"
            >
              {t('plans.detail.continue')}
            </Link>
          </p>
        ) : (
          <div className="mt-4 flex flex-wrap items-end gap-3">
            <Button onClick={() => begin()} disabled={start.isPending}>
              {t('plans.detail.startToday')}
            </Button>
            <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
              {t('plans.detail.orStartOn')}
              <input
                type="date"
                min={today}
                value={date}
                onChange={(e) => setDate(e.target.value)}
                className="min-h-10 rounded-lg border border-slate-300 bg-white px-3 text-slate-800"
              />
            </label>
            <Button variant="outline" onClick={() => begin(date)} disabled={!date || start.isPending}>
              {t('plans.detail.startOnDate')}
            </Button>
          </div>
        )}
        <p className="mt-3 text-sm text-slate-500">{t('plans.detail.eachDay')}</p>
      </Card>
      <section aria-labelledby="days-heading">
        <h2 id="days-heading" className="font-serif text-xl font-semibold text-slate-900">
          {t('plans.detail.theDays')}
        </h2>
        <ol className="mt-2 space-y-2">
          {plan.days.map((d) => (
            <li key={d.day}>
              <Card padding="sm">
                <p className="text-sm text-slate-600">{t('plans.day.number', { day: d.day })}</p>
                <h3 className="font-semibold text-slate-900">{d.title}</h3>
                <p className="text-sm">
                  {d.passages.map((p, i) => (
                    <span key={p}>
                      {i > 0 ? ' · ' : ''}
                      <a href={readerHref(p)} className="text-brand-700 underline">
                        {p}
                      </a>
                    </span>
                  ))}
                </p>
              </Card>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
