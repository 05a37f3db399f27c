/** The person's plans with where they are ("Day 3 of 7"), on Today, Progress and /plans. */
import { BookOpen, CheckCircle2 } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { useI18n } from '../../../i18n/i18n-context';
import { Link } from '../../../lib/router';
import { positionLabel, useMyPlans } from '../api/plans';

export function MyPlans({ compact = true, showFinished = false }: { compact?: boolean; showFinished?: boolean }) {
  const { data } = useMyPlans();
  const { t, language } = useI18n();
  const open = data?.open ?? [];
  const finished = showFinished ? (data?.finished ?? []) : [];
  if (open.length === 0 && finished.length === 0) {
    if (!compact || !data) return null;
    return (
      <Link
        href="/plans"
        className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-300"
      >
        <BookOpen aria-hidden className="h-6 w-6 shrink-0 text-brand-700" />
        <span className="min-w-0 flex-1">
          <span className="block font-semibold text-slate-900">{t('plans.mine.readingPlans')}</span>
          <span className="block text-sm text-slate-600">{t('plans.mine.readingPlansHint')}</span>
        </span>
      </Link>
    );
  }
  return (
    <section aria-labelledby="my-plans-heading">
      <Card>
        <h2 id="my-plans-heading" className="flex items-center gap-2 font-serif text-lg font-semibold text-slate-900">
          <BookOpen aria-hidden className="h-5 w-5 text-brand-700" /> {t('plans.mine.heading')}
        </h2>
        <ul className="mt-3 space-y-2">
          {open.map((r) => {
            const day = r.position.current ?? r.position.next?.day ?? r.position.length;
            const waiting = r.position.catchUp.length;
            return (
              <li key={r.id} className="flex flex-wrap items-center justify-between gap-2">
                <span>
                  <Link href={`/plans/runs/${r.id}/days/${day}`} className="font-medium text-brand-700 underline">
                    {r.planTitle}
                  </Link>
                  <span className="ml-2 text-sm text-slate-600">{positionLabel(r, t, language)}</span>
                  {waiting > 1 ? (
                    <span className="ml-2 text-sm text-slate-600">{t('plans.mine.catchUp', { count: waiting })}</span>
                  ) : null}
                </span>
                <span
                  className="h-2 w-24 overflow-hidden rounded-full bg-slate-200"
                  role="progressbar"
                  aria-label={t('plans.mine.progress', { plan: r.planTitle, done: r.position.done, length: r.position.length })}
                  aria-valuenow={r.position.done}
                  aria-valuemin={0}
                  aria-valuemax={r.position.length}
                >
                  <span
                    className="block h-full bg-brand-700"
                    style={{ width: `${Math.round((100 * r.position.done) / r.position.length)}%` }}
                  />
                </span>
              </li>
            );
          })}
          {finished.map((r) => (
            <li key={r.id} className="flex items-center gap-2 text-sm text-slate-700">
              <CheckCircle2 aria-hidden className="h-4 w-4 text-green-700" />
              <Link href={`/plans/runs/${r.id}`} className="underline">
                {r.planTitle}
              </Link>
              <span>{t('plans.mine.finished')}</span>
            </li>
          ))}
        </ul>
        {compact ? (
          <Link href="/plans" className="mt-3 inline-block text-sm font-medium text-brand-700 underline">
            {t('plans.mine.allPlans')}
          </Link>
        ) : null}
      </Card>
    </section>
  );
}
