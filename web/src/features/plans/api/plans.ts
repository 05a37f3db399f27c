/** Reading plans (issue 21): the library, a person's runs, and the admins' list. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminPlan } from '@dps/core/plans/admin-plans';
import type { PlanDetail, PlanSummary } from '@dps/core/plans/plan-library';
import type { PlanRunSummary } from '@dps/core/plans/plan-run-summary';
import type { PlanRunView } from '@dps/core/plans/plan-runs';
import { apiJson } from '../../../lib/api-client';
import { reportMutationError } from '../../../lib/mutation-errors';
import { toast } from '../../../lib/toast';

export type { AdminPlan, PlanDetail, PlanRunSummary, PlanRunView, PlanSummary };

export interface PlanFilters {
  tag?: string;
  length?: 'short' | 'medium' | 'long';
}

export function usePlans(filters: PlanFilters) {
  const qs = new URLSearchParams({
    language: 'en',
    ...(filters.tag ? { tag: filters.tag } : {}),
    ...(filters.length ? { length: filters.length } : {}),
  });
  return useQuery<PlanSummary[]>({ queryKey: [`/api/plans?${qs.toString()}`] });
}

export function usePlan(id: string) {
  return useQuery<PlanDetail>({ queryKey: ['/api/plans', id] });
}

export function useMyPlans() {
  return useQuery<{ open: PlanRunView[]; finished: PlanRunView[] }>({ queryKey: ['/api/plans/mine'] });
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
  return useMutation({
    mutationFn: (v: { planId: string; startDate?: string }) =>
      apiJson<PlanRunView>(
        'POST',
        `/api/plans/${v.planId}/start`,
        v.startDate ? { startDate: v.startDate } : undefined,
      ),
    onSuccess: (run) => {
      refresh();
      toast({ title: `Started ${run.planTitle}`, variant: 'success' });
    },
    onError: (e) => reportMutationError(e, 'Could not start', 'The plan could not be started. Please try again.'),
  });
}

export function useMarkDayDone() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (v: { runId: number; day: number }) =>
      apiJson<{ run: PlanRunView; marked: boolean; finished: boolean }>(
        'POST',
        `/api/plans/runs/${v.runId}/days/${v.day}/done`,
      ),
    onSuccess: (r, v) => {
      refresh();
      toast({
        title: r.finished ? `You finished ${r.run.planTitle}!` : `Day ${v.day} done`,
        variant: 'success',
      });
    },
    onError: (e) => reportMutationError(e, 'Not marked', 'The day could not be marked done. Please try again.'),
  });
}

export function useRunAction(action: 'pause' | 'resume' | 'restart' | 'leave') {
  const refresh = useRefresh();
  const words = { pause: 'Paused', resume: 'Resumed', restart: 'Started again at day 1', leave: 'You left the plan' };
  return useMutation({
    mutationFn: (runId: number) => apiJson<PlanRunView | { left: true }>('POST', `/api/plans/runs/${runId}/${action}`),
    onSuccess: () => {
      refresh();
      toast({ title: words[action], variant: 'success' });
    },
    onError: (e) => reportMutationError(e, 'Error', 'That did not work. Please try again.'),
  });
}

export function useAdminPlans() {
  return useQuery<AdminPlan[]>({ queryKey: ['/api/admin/plans'] });
}

export function useUpdatePlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; changes: Record<string, unknown> }) =>
      apiJson<PlanDetail>('PUT', `/api/admin/plans/${v.id}`, v.changes),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['/api/admin/plans'] });
      void client.invalidateQueries({ queryKey: ['/api/plans'] });
      toast({ title: 'Plan saved', variant: 'success' });
    },
    onError: (e) => reportMutationError(e, 'Not saved', 'The plan could not be saved. Please try again.'),
  });
}

/** "Day 3 of 7" (the day to read), "Day 3 of 7 done" (read; the next comes tomorrow), "Starts 2026-03-12", "Paused", "Finished". */
export function positionLabel(run: Pick<PlanRunView, 'position' | 'finishedAt'>): string {
  const p = run.position;
  if (run.finishedAt || p.state === 'complete') return 'Finished';
  if (p.state === 'paused') return `Paused · ${p.done} of ${p.length} done`;
  if (p.state === 'upcoming') return `Starts ${p.next?.date ?? ''}`;
  // Nothing waiting: today's day is read, the next one comes tomorrow.
  if (p.current === null) return `Day ${p.dueThrough} of ${p.length} done`;
  return `Day ${p.current} of ${p.length}`;
}

export const PLAN_TAG_LABELS: Record<string, string> = {
  anxiety: 'Anxiety',
  grief: 'Grief',
  gratitude: 'Gratitude',
  advent: 'Advent',
  lent: 'Lent',
  rest: 'Rest',
  prayer: 'Prayer',
  'new-believers': 'New believers',
  marriage: 'Marriage',
  work: 'Work',
  forgiveness: 'Forgiveness',
  hope: 'Hope',
  bible: 'Bible',
  gospels: 'Gospels',
  psalms: 'Psalms',
};
