/**
 * A day of the person's plan: the passages inline in the person's Bible (each opens the reader with
 * the way back; decision 267), the reflection, the prayer and the question; Mark done; the way
 * through the days; pause, resume, restart, leave; and, once finished, the summary.
 */
import { CheckCircle2, ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageSpinner } from '../../../components/ui/spinner';
import { useI18n } from '../../../i18n/i18n-context';
import { shortDate } from '../../../lib/dates';
import { Link, navigate } from '../../../lib/router';
import { DayPassages } from './day-passages';
import { positionLabel, useMarkDayDone, usePlanRun, usePlanRunSummary, useRunAction } from '../api/plans';

export function PlanDay({ runId, day: dayParam }: { runId: string; day?: string }) {
  const { data, isLoading, error } = usePlanRun(runId);
  const finished = Boolean(data?.run.finishedAt);
  const summary = usePlanRunSummary(runId, finished);
  const done = useMarkDayDone();
  const pause = useRunAction('pause');
  const resume = useRunAction('resume');
  const restart = useRunAction('restart');
  const leave = useRunAction('leave');
  const [confirmLeave, setConfirmLeave] = useState(false);
  const { t, language } = useI18n();
  if (isLoading) return <PageSpinner />;
  if (error || !data)
    return (
      <Card>
        <h1 className="font-serif text-xl font-semibold text-slate-900">{t('plans.day.notFound')}</h1>
        <Link href="/plans" className="mt-2 inline-block text-brand-700 underline">
          {t('plans.day.allPlans')}
        </Link>
      </Card>
    );
  const { run, plan } = data;
  const p = run.position;
  const requested = Number(dayParam);
  const dayNumber =
    Number.isInteger(requested) && requested >= 1 && requested <= plan.length
      ? requested
      : (p.current ?? p.next?.day ?? 1);
  const day = plan.days.find((d) => d.day === dayNumber)!;
  const isDone = run.doneDays.includes(dayNumber);
  const hasCome = dayNumber <= p.dueThrough;
  const open = !run.leftAt && !run.finishedAt;
  const go = (d: number) => navigate(`/plans/runs/${run.id}/days/${d}`);
  return (
    <div className="space-y-4">
      <Link href="/plans" className="text-sm text-brand-700 underline">
        {t('plans.day.back')}
      </Link>
      <Card>
        <p className="text-sm font-semibold text-brand-700">
          <Link href={`/plans/${plan.id}`} className="hover:underline">
            {plan.title}
          </Link>{' '}
          · <span data-testid="plan-position">{positionLabel(run, t, language)}</span>
        </p>
        {p.catchUp.length > 1 && open ? (
          <p className="mt-1 text-sm text-slate-600">
            {t('plans.day.catchUp', { days: p.catchUp.join(', ') })}
          </p>
        ) : null}
        <h1 className="mt-2 font-serif text-2xl font-semibold text-slate-900">
          {t('plans.day.title', { day: day.day, title: day.title })}
        </h1>
        <section aria-label={t('plans.day.read')} className="mt-3">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-600">{t('plans.day.read')}</h2>
          <DayPassages runId={run.id} day={day.day} passages={day.passages} />
        </section>
        {day.reflection ? (
          <section aria-label={t('plans.day.reflection')} className="mt-4">
            <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-600">{t('plans.day.reflection')}</h2>
            <p className="mt-1 whitespace-pre-line font-serif text-slate-800">{day.reflection}</p>
          </section>
        ) : null}
        {day.prayer ? (
          <section aria-label={t('plans.day.prayer')} className="mt-4">
            <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-600">{t('plans.day.prayer')}</h2>
            <p className="mt-1 whitespace-pre-line font-serif italic text-slate-800">{day.prayer}</p>
          </section>
        ) : null}
        {day.question ? (
          <section aria-label={t('plans.day.question')} className="mt-4">
            <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-600">{t('plans.day.questionHeading')}</h2>
            <p className="mt-1 text-slate-800">{day.question}</p>
          </section>
        ) : null}
        <div className="mt-5 flex flex-wrap items-center gap-3">
          {isDone ? (
            <p className="inline-flex items-center gap-1 font-medium text-green-700">
              <CheckCircle2 aria-hidden className="h-5 w-5" /> {t('plans.day.done', { day: day.day })}
            </p>
          ) : open && hasCome ? (
            <Button onClick={() => done.mutate({ runId: run.id, day: day.day })} disabled={done.isPending}>
              {t('plans.day.markDone', { day: day.day })}
            </Button>
          ) : open ? (
            <p className="text-sm text-slate-600">
              {p.next?.day === day.day
                ? t('plans.day.comesOn', { date: shortDate(p.next.date, language) })
                : t('plans.day.comesLater')}
            </p>
          ) : null}
        </div>
        <nav aria-label={t('plans.day.days')} className="mt-5 flex items-center justify-between">
          <Button variant="ghost" size="sm" disabled={day.day <= 1} onClick={() => go(day.day - 1)}>
            <ChevronLeft aria-hidden className="h-4 w-4" /> {t('plans.day.number', { day: Math.max(1, day.day - 1) })}
          </Button>
          <span className="text-sm text-slate-600">
            {t('plans.day.doneOf', { done: p.done, length: plan.length })}
          </span>
          <Button variant="ghost" size="sm" disabled={day.day >= plan.length} onClick={() => go(day.day + 1)}>
            {t('plans.day.number', { day: Math.min(plan.length, day.day + 1) })} <ChevronRight aria-hidden className="h-4 w-4" />
          </Button>
        </nav>
      </Card>
      {finished && summary.data ? (
        <Card>
          <h2 className="font-serif text-xl font-semibold text-slate-900">{t('plans.day.finishedHeading', { plan: plan.title })}</h2>
          <p className="mt-1 text-slate-700">
            {t('plans.day.finishedSummary', {
              count: summary.data.daysDone,
              start: shortDate(summary.data.startDate, language),
              end: summary.data.finishedOn ? shortDate(summary.data.finishedOn, language) : '',
            })}
          </p>
          <p className="mt-2 text-sm text-slate-700">{t('plans.day.readList', { passages: summary.data.passagesRead.join(' · ') })}</p>
        </Card>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {open && p.state === 'paused' ? (
          <Button variant="outline" onClick={() => resume.mutate(run.id)}>
            {t('plans.day.resume')}
          </Button>
        ) : open ? (
          <Button variant="outline" onClick={() => pause.mutate(run.id)}>
            {t('plans.day.pause')}
          </Button>
        ) : null}
        <Button
          variant="outline"
          onClick={() =>
            restart.mutate(run.id, { onSuccess: (r) => 'id' in r && navigate(`/plans/runs/${r.id}/days/1`) })
          }
        >
          {t('plans.day.restart')}
        </Button>
        {open ? (
          <Button variant="ghost" onClick={() => setConfirmLeave(true)}>
            {t('plans.day.leave')}
          </Button>
        ) : null}
      </div>
      {confirmLeave ? (
        <ConfirmDialog
          title={t('plans.day.leaveTitle')}
          description={t('plans.day.leaveBody')}
          confirmLabel={t('plans.day.leave')}
          onConfirm={() => leave.mutate(run.id, { onSuccess: () => navigate('/plans') })}
          onClose={() => setConfirmLeave(false)}
        />
      ) : null}
    </div>
  );
}
