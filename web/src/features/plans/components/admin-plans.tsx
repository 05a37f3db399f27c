/**
 * /admin/plans: every plan with its status and publish date, an edit of its title, summary, status
 * and date, retire, a preview, and how it is read: starts, day-by-day retention, completion.
 */
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageSpinner } from '../../../components/ui/spinner';
import { useI18n } from '../../../i18n/i18n-context';
import { Link } from '../../../lib/router';
import { useAdminPlans, useUpdatePlan, type AdminPlan, type PlanDetail } from '../api/plans';

const pct = (x: number) => `${Math.round(x * 100)}%`;

const bold = (chunks: ReactNode) => <strong>{chunks}</strong>;

function Retention({ plan }: { plan: AdminPlan }) {
  const { t } = useI18n();
  if (plan.starts === 0) return <p className="text-sm text-slate-600">{t('plans.admin.noStarts')}</p>;
  const shown =
    plan.daysDone.length > 31 ? plan.daysDone.filter((_, i) => i === 0 || (i + 1) % 7 === 0) : plan.daysDone;
  return (
    <figure>
      <figcaption className="text-sm text-slate-700">{t('plans.admin.retentionCaption')}</figcaption>
      <ol className="mt-1 flex h-16 items-end gap-0.5" aria-label={t('plans.admin.retentionOf', { plan: plan.title })}>
        {shown.map((n, i) => {
          const words = t('plans.admin.retentionDay', {
            day: plan.daysDone.length > 31 ? (i === 0 ? 1 : i * 7) : i + 1,
            count: n,
            starts: plan.starts,
          });
          return (
            <li
              key={i}
              className="w-3 rounded-t bg-brand-700"
              style={{ height: `${Math.max(4, Math.round((100 * n) / plan.starts))}%` }}
              title={words}
            >
              <span className="sr-only">{words}</span>
            </li>
          );
        })}
      </ol>
    </figure>
  );
}

function Preview({ id }: { id: string }) {
  const { data } = useQuery<PlanDetail>({ queryKey: ['/api/admin/plans', id] });
  const { rich } = useI18n();
  if (!data) return null;
  return (
    <ol className="mt-2 space-y-1 text-sm text-slate-700">
      {data.days.slice(0, 40).map((d) => (
        <li key={d.day}>
          {rich('plans.admin.previewDay', { day: d.day, title: d.title, passages: d.passages.join(' · '), b: bold })}
        </li>
      ))}
    </ol>
  );
}

function EditPlan({ plan }: { plan: AdminPlan }) {
  const update = useUpdatePlan();
  const { t } = useI18n();
  const [title, setTitle] = useState(plan.title);
  const [summary, setSummary] = useState(plan.summary);
  const [status, setStatus] = useState(plan.status);
  const [availableFrom, setAvailableFrom] = useState(plan.availableFrom ?? '');
  const field = 'mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-800';
  return (
    <form
      className="mt-3 grid gap-3 md:grid-cols-2"
      onSubmit={(e) => {
        e.preventDefault();
        update.mutate({ id: plan.planId, changes: { title, summary, status, availableFrom: availableFrom || null } });
      }}
    >
      <label className="text-sm font-medium text-slate-700">
        {t('plans.admin.title')}
        <input className={field} value={title} onChange={(e) => setTitle(e.target.value)} />
      </label>
      <label className="text-sm font-medium text-slate-700">
        {t('plans.admin.statusLabel')}
        <select className={field} value={status} onChange={(e) => setStatus(e.target.value)}>
          <option value="draft">{t('plans.admin.draft')}</option>
          <option value="published">{t('plans.admin.published')}</option>
          <option value="retired">{t('plans.admin.retired')}</option>
        </select>
      </label>
      <label className="text-sm font-medium text-slate-700 md:col-span-2">
        {t('plans.admin.summary')}
        <textarea className={field} rows={2} value={summary} onChange={(e) => setSummary(e.target.value)} />
      </label>
      <label className="text-sm font-medium text-slate-700">
        {t('plans.admin.showsFrom')}
        <input type="date" className={field} value={availableFrom} onChange={(e) => setAvailableFrom(e.target.value)} />
      </label>
      <div className="flex items-end gap-2">
        <Button type="submit" disabled={update.isPending}>
          {t('plans.admin.save')}
        </Button>
        {plan.status !== 'retired' ? (
          <Button
            variant="outline"
            disabled={update.isPending}
            onClick={() => update.mutate({ id: plan.planId, changes: { status: 'retired' } })}
          >
            {t('plans.admin.retire')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

export default function AdminPlansPage() {
  const { data, isLoading } = useAdminPlans();
  const { t, rich } = useI18n();
  const [open, setOpen] = useState<{ id: string; what: 'edit' | 'preview' } | null>(null);
  if (isLoading) return <PageSpinner />;
  return (
    <div className="space-y-4">
      <header>
        <Link href="/admin" className="text-sm text-brand-700 underline">
          {t('plans.admin.back')}
        </Link>
        <h1 className="mt-1 font-serif text-2xl font-semibold text-slate-900">{t('plans.heading')}</h1>
        <p className="text-slate-600">{t('plans.admin.intro', { folder: '<language>' })}</p>
      </header>
      <ul className="space-y-3">
        {(data ?? []).map((p) => (
          <li key={p.planId}>
            <Card>
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div>
                  <h2 className="font-serif text-lg font-semibold text-slate-900">{p.title}</h2>
                  <p className="text-sm text-slate-600">
                    {rich(p.availableFrom ? 'plans.admin.metaFrom' : 'plans.admin.meta', {
                      id: p.planId,
                      language: p.language,
                      count: p.length,
                      status: (['draft', 'published', 'retired'] as const).includes(p.status as 'draft')
                        ? t(`plans.admin.status.${p.status}`)
                        : p.status,
                      date: p.availableFrom ?? '',
                      b: bold,
                    })}
                  </p>
                </div>
                <dl className="grid grid-cols-3 gap-3 text-center text-sm">
                  <div>
                    <dt className="text-slate-600">{t('plans.admin.starts')}</dt>
                    <dd className="text-lg font-semibold text-slate-900">{p.starts}</dd>
                  </div>
                  <div>
                    <dt className="text-slate-600">{t('plans.admin.finished')}</dt>
                    <dd className="text-lg font-semibold text-slate-900">{p.finished}</dd>
                  </div>
                  <div>
                    <dt className="text-slate-600">{t('plans.admin.completion')}</dt>
                    <dd className="text-lg font-semibold text-slate-900">{pct(p.completion)}</dd>
                  </div>
                </dl>
              </div>
              <div className="mt-3">
                <Retention plan={p} />
              </div>
              <div className="mt-3 flex gap-2">
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() =>
                    setOpen(open?.id === p.planId && open.what === 'edit' ? null : { id: p.planId, what: 'edit' })
                  }
                >
                  {t('plans.admin.edit')}
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() =>
                    setOpen(open?.id === p.planId && open.what === 'preview' ? null : { id: p.planId, what: 'preview' })
                  }
                >
                  {t('plans.admin.preview')}
                </Button>
              </div>
              {open?.id === p.planId ? (
                open.what === 'edit' ? (
                  <EditPlan plan={p} />
                ) : (
                  <AdminPreview id={p.planId} />
                )
              ) : null}
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The preview reads any plan (draft, scheduled, retired) through the admin route. */
function AdminPreview({ id }: { id: string }) {
  return <Preview id={id} />;
}
