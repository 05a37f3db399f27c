/**
 * A day of the person's plan: the passages (each opens the reader), the reflection, the prayer and
 * the question; Mark done; the way through the days; pause, resume, restart, leave; and, once
 * finished, the summary.
 */
import { CheckCircle2, ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageSpinner } from '../../../components/ui/spinner';
import { Link, navigate } from '../../../lib/router';
import { readerHref } from '../../../lib/scripture';
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
  if (isLoading) return <PageSpinner />;
  if (error || !data)
    return (
      <Card>
        <h1 className="font-serif text-xl font-semibold text-slate-900">Plan not found</h1>
        <Link href="/plans" className="mt-2 inline-block text-brand-700 underline">
          All plans
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
        ← Plans
      </Link>
      <Card>
        <p className="text-sm font-semibold text-brand-700">
          <Link href={`/plans/${plan.id}`} className="hover:underline">
            {plan.title}
          </Link>{' '}
          · <span data-testid="plan-position">{positionLabel(run)}</span>
        </p>
        {p.catchUp.length > 1 && open ? (
          <p className="mt-1 text-sm text-slate-600">
            Catch up when you can: days {p.catchUp.join(', ')} are waiting. Nothing is lost.
          </p>
        ) : null}
        <h1 className="mt-2 font-serif text-2xl font-semibold text-slate-900">
          Day {day.day}: {day.title}
        </h1>
        <section aria-label="Read" className="mt-3">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-600">Read</h2>
          <ul className="mt-1 flex flex-wrap gap-2">
            {day.passages.map((ref) => (
              <li key={ref}>
                <a
                  href={readerHref(ref)}
                  className="inline-flex min-h-10 items-center rounded-lg bg-brand-50 px-3 font-medium text-brand-700 underline"
                >
                  {ref}
                </a>
              </li>
            ))}
          </ul>
        </section>
        {day.reflection ? (
          <section aria-label="Reflection" className="mt-4">
            <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-600">Reflection</h2>
            <p className="mt-1 whitespace-pre-line font-serif text-slate-800">{day.reflection}</p>
          </section>
        ) : null}
        {day.prayer ? (
          <section aria-label="Prayer" className="mt-4">
            <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-600">Prayer</h2>
            <p className="mt-1 whitespace-pre-line font-serif italic text-slate-800">{day.prayer}</p>
          </section>
        ) : null}
        {day.question ? (
          <section aria-label="Question" className="mt-4">
            <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-600">A question to carry</h2>
            <p className="mt-1 text-slate-800">{day.question}</p>
          </section>
        ) : null}
        <div className="mt-5 flex flex-wrap items-center gap-3">
          {isDone ? (
            <p className="inline-flex items-center gap-1 font-medium text-green-700">
              <CheckCircle2 aria-hidden className="h-5 w-5" /> Day {day.day} done
            </p>
          ) : open && hasCome ? (
            <Button onClick={() => done.mutate({ runId: run.id, day: day.day })} disabled={done.isPending}>
              Mark day {day.day} done
            </Button>
          ) : open ? (
            <p className="text-sm text-slate-600">
              This day comes on {p.next?.day === day.day ? p.next.date : 'its day'}.
            </p>
          ) : null}
        </div>
        <nav aria-label="Days" className="mt-5 flex items-center justify-between">
          <Button variant="ghost" size="sm" disabled={day.day <= 1} onClick={() => go(day.day - 1)}>
            <ChevronLeft aria-hidden className="h-4 w-4" /> Day {Math.max(1, day.day - 1)}
          </Button>
          <span className="text-sm text-slate-600">
            {p.done} of {plan.length} done
          </span>
          <Button variant="ghost" size="sm" disabled={day.day >= plan.length} onClick={() => go(day.day + 1)}>
            Day {Math.min(plan.length, day.day + 1)} <ChevronRight aria-hidden className="h-4 w-4" />
          </Button>
        </nav>
      </Card>
      {finished && summary.data ? (
        <Card>
          <h2 className="font-serif text-xl font-semibold text-slate-900">You finished {plan.title}</h2>
          <p className="mt-1 text-slate-700">
            {summary.data.daysDone} days, from {summary.data.startDate} to {summary.data.finishedOn}.
          </p>
          <p className="mt-2 text-sm text-slate-700">Read: {summary.data.passagesRead.join(' · ')}</p>
        </Card>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {open && p.state === 'paused' ? (
          <Button variant="outline" onClick={() => resume.mutate(run.id)}>
            Resume
          </Button>
        ) : open ? (
          <Button variant="outline" onClick={() => pause.mutate(run.id)}>
            Pause
          </Button>
        ) : null}
        <Button
          variant="outline"
          onClick={() =>
            restart.mutate(run.id, { onSuccess: (r) => 'id' in r && navigate(`/plans/runs/${r.id}/days/1`) })
          }
        >
          Restart from day 1
        </Button>
        {open ? (
          <Button variant="ghost" onClick={() => setConfirmLeave(true)}>
            Leave plan
          </Button>
        ) : null}
      </div>
      {confirmLeave ? (
        <ConfirmDialog
          title="Leave this plan?"
          description="It stops coming with your daily prayer. What you read stays in your history."
          confirmLabel="Leave plan"
          onConfirm={() => leave.mutate(run.id, { onSuccess: () => navigate('/plans') })}
          onClose={() => setConfirmLeave(false)}
        />
      ) : null}
    </div>
  );
}
