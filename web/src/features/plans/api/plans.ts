/** Reading plans (decision 215): the library, a person's runs, and the admins' list. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminPlan } from '@dps/core/plans/list-admin-plans';
import type { PlanFilterOptions } from '@dps/core/plans/list-plan-filters';
import type { MyGroupPlan } from '@dps/core/plans/my-group-plans';
import type { PlanDetail, PlanSummary } from '@dps/core/plans/plan-library';
import type { PlanRunSummary } from '@dps/core/plans/plan-run-summary';
import type { PlanRunView } from '@dps/core/plans/plan-run';
import { useI18n } from '../../../i18n/i18n-context';
import { apiJson } from '../../../lib/api-client';
import { shortDate } from '../../../lib/dates';
import { reportMutationError } from '../../../lib/mutation-errors';
import { toast } from '../../../lib/toast';
import { PLAN_TAGS } from '@dps/db/content/plan-tags';

export type { AdminPlan, MyGroupPlan, PlanFilterOptions, PlanDetail, PlanRunSummary, PlanRunView, PlanSummary };

export interface PlanFilters {
  tag?: string;
  length?: 'short' | 'medium' | 'long';
}

/** The library in the person's language (content/<language>/plans). */
export function usePlans(filters: PlanFilters) {
  const { language } = useI18n();
  const qs = new URLSearchParams({
    language,
    ...(filters.tag ? { tag: filters.tag } : {}),
    ...(filters.length ? { length: filters.length } : {}),
  });
  return useQuery<PlanSummary[]>({ queryKey: [`/api/plans?${qs.toString()}`] });
}

/** The topics and lengths that have plans in the person's language, for the library's filter (decision 269). */
export function usePlanFilters() {
  const { language } = useI18n();
  return useQuery<PlanFilterOptions>({ queryKey: [`/api/plans/filters?language=${language}`] });
}

export function usePlan(id: string) {
  return useQuery<PlanDetail>({ queryKey: ['/api/plans', id] });
}

export function useMyPlans() {
  return useQuery<{ open: PlanRunView[]; finished: PlanRunView[] }>({ queryKey: ['/api/plans/mine'] });
}

/** The plans the person reads with their Telegram groups and Slack channels (decision 237): counts only. */
export function useMyGroupPlans() {
  return useQuery<MyGroupPlan[]>({ queryKey: ['/api/plans/groups'] });
}

export function usePlanRun(runId: string) {
  return useQuery<{ run: PlanRunView; plan: PlanDetail }>({ queryKey: ['/api/plans/runs', runId] });
}

export function usePlanRunSummary(runId: string, enabled: boolean) {
  return useQuery<PlanRunSummary>({ queryKey: ['/api/plans/runs', runId, 'summary'], enabled });
}

function useRefresh() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: ['/api/plans/mine'] });
    void client.invalidateQueries({ queryKey: ['/api/plans/runs'] });
    void client.invalidateQueries({ queryKey: ['/api/notifications'] });
  };
}

export function useStartPlan() {
  const refresh = useRefresh();
  const { t } = useI18n();
  return useMutation({
    mutationFn: (v: { planId: string; startDate?: string }) =>
      apiJson<PlanRunView>(
        'POST',
        `/api/plans/${v.planId}/start`,
        v.startDate ? { startDate: v.startDate } : undefined,
      ),
    onSuccess: (run) => {
      refresh();
      toast({ title: t('plans.toast.started', { plan: run.planTitle }), variant: 'success' });
    },
    onError: (e) => reportMutationError(e, t('plans.toast.couldNotStart'), t('plans.toast.couldNotStartBody')),
  });
}

export function useMarkDayDone() {
  const refresh = useRefresh();
  const { t } = useI18n();
  return useMutation({
    mutationFn: (v: { runId: number; day: number }) =>
      apiJson<{ run: PlanRunView; marked: boolean; finished: boolean }>(
        'POST',
        `/api/plans/runs/${v.runId}/days/${v.day}/done`,
      ),
    onSuccess: (r, v) => {
      refresh();
      toast({
        title: r.finished ? t('plans.toast.finished', { plan: r.run.planTitle }) : t('plans.day.done', { day: v.day }),
        variant: 'success',
      });
    },
    onError: (e) => reportMutationError(e, t('plans.toast.notMarked'), t('plans.toast.notMarkedBody')),
  });
}

export function useRunAction(action: 'pause' | 'resume' | 'restart' | 'leave') {
  const refresh = useRefresh();
  const { t } = useI18n();
  const words = {
    pause: t('plans.toast.paused'),
    resume: t('plans.toast.resumed'),
    restart: t('plans.toast.restarted'),
    leave: t('plans.toast.left'),
  };
  return useMutation({
    mutationFn: (runId: number) => apiJson<PlanRunView | { left: true }>('POST', `/api/plans/runs/${runId}/${action}`),
    onSuccess: () => {
      refresh();
      toast({ title: words[action], variant: 'success' });
    },
    onError: (e) => reportMutationError(e, t('plans.toast.error'), t('plans.toast.actionError')),
  });
}

export function useAdminPlans() {
  return useQuery<AdminPlan[]>({ queryKey: ['/api/admin/plans'] });
}

export function useUpdatePlan() {
  const client = useQueryClient();
  const { t } = useI18n();
  return useMutation({
    mutationFn: (v: { id: string; changes: Record<string, unknown> }) =>
      apiJson<PlanDetail>('PUT', `/api/admin/plans/${v.id}`, v.changes),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['/api/admin/plans'] });
      void client.invalidateQueries({ queryKey: ['/api/plans'] });
      toast({ title: t('plans.toast.saved'), variant: 'success' });
    },
    onError: (e) => reportMutationError(e, t('plans.toast.notSaved'), t('plans.toast.notSavedBody')),
  });
}

type T = (key: string, values?: Record<string, string | number>) => string;

/** "Day 3 of 7" (the day to read), "Day 3 of 7 done" (read; the next comes tomorrow), "Starts Mar 12, 2026", "Paused", "Finished". */
export function positionLabel(run: Pick<PlanRunView, 'position' | 'finishedAt'>, t: T, language: string): string {
  const p = run.position;
  if (run.finishedAt || p.state === 'complete') return t('plans.position.finished');
  if (p.state === 'paused') return t('plans.position.paused', { done: p.done, length: p.length });
  if (p.state === 'upcoming') return t('plans.position.starts', { date: p.next ? shortDate(p.next.date, language) : '' });
  // Nothing waiting: today's day is read, the next one comes tomorrow.
  if (p.current === null) return t('plans.position.dayDone', { day: p.dueThrough, length: p.length });
  return t('plans.position.day', { day: p.current, length: p.length });
}


export { PLAN_TAGS };

/** A tag's name in the person's language; a tag the app does not know yet shows as it is. */
export function planTagLabel(tag: string, t: T): string {
  return (PLAN_TAGS as readonly string[]).includes(tag) ? t(`plans.tags.${tag}`) : tag;
}
