/**
 * Reading plans (decision 215): the library (anyone), a person's runs (signed in), and the admins'
 * library with metrics. Each route parses, calls core, answers; core validates and says what is wrong.
 */
import { Router } from 'express';
import { z } from 'zod';
import { listAdminPlans } from '@dps/core/plans/list-admin-plans';
import { previewPlan } from '@dps/core/plans/preview-plan';
import { updatePlan } from '@dps/core/plans/update-plan';
import { markPlanDayDone } from '@dps/core/plans/mark-plan-day-done';
import { listMyGroupPlans } from '@dps/core/plans/my-group-plans';
import { getPlan } from '@dps/core/plans/get-plan';
import { listPlans } from '@dps/core/plans/list-plans';
import { listPlanFilters } from '@dps/core/plans/list-plan-filters';
import { getPlanRunSummary } from '@dps/core/plans/plan-run-summary';
import { getPlanRun } from '@dps/core/plans/get-plan-run';
import { leavePlanRun } from '@dps/core/plans/leave-plan-run';
import { listFinishedPlanRuns } from '@dps/core/plans/list-finished-plan-runs';
import { listMyPlanRuns } from '@dps/core/plans/list-my-plan-runs';
import { pausePlanRun } from '@dps/core/plans/pause-plan-run';
import { restartPlanRun } from '@dps/core/plans/restart-plan-run';
import { resumePlanRun } from '@dps/core/plans/resume-plan-run';
import { startPlan } from '@dps/core/plans/start-plan';
import { AppError } from '@dps/core/errors';
import type { AppDeps } from '../deps';
import { actorOf, ctxOf } from '../request-context';

const q = (v: unknown) => (typeof v === 'string' ? v.slice(0, 40) : undefined);
const dayParam = (raw: string | undefined): number => {
  const n = typeof raw === 'string' && /^\d{1,3}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(n) || n < 1) throw new AppError('not_found', 'dayNotFound');
  return n;
};
/** Where a "mark done" came from: the web page, a push notification's action, or an email's link. */
const ZDoneBody = z.object({ channel: z.enum(['web', 'push', 'email']).optional() }).optional();

export function planRoutes(deps: AppDeps): Router {
  const r = Router();

  r.get('/api/plans', async (req, res) => {
    const input = {
      ...(q(req.query.language) ? { language: q(req.query.language) } : {}),
      ...(q(req.query.tag) ? { tag: q(req.query.tag) } : {}),
      ...(q(req.query.length) ? { length: q(req.query.length) } : {}),
    };
    res.json(await listPlans(ctxOf(deps, req), input as never));
  });

  // The filter's topics and lengths that have plans in a language (decision 269). Before '/api/plans/:id'.
  r.get('/api/plans/filters', async (req, res) => {
    const input = q(req.query.language) ? { language: q(req.query.language) } : {};
    res.json(await listPlanFilters(ctxOf(deps, req), input as never));
  });

  r.get('/api/plans/mine', async (req, res) => {
    const actor = actorOf(deps, req);
    const [open, finished] = await Promise.all([listMyPlanRuns(actor), listFinishedPlanRuns(actor)]);
    res.json({ open, finished });
  });

  // The group plans a person reads with their chats (decision 237): counts only, never names.
  // Before '/api/plans/:id', which would take 'groups' for a plan id. No query, no body.
  r.get('/api/plans/groups', async (req, res) => {
    res.json(await listMyGroupPlans(actorOf(deps, req)));
  });

  r.get('/api/plans/:id', async (req, res) => {
    res.json(await getPlan(ctxOf(deps, req), { id: req.params.id }));
  });

  r.post('/api/plans/:id/start', async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const run = await startPlan(actorOf(deps, req), {
      planId: req.params.id,
      ...(body.startDate !== undefined ? { startDate: body.startDate as string } : {}),
    });
    res.status(201).json(run);
  });

  r.get('/api/plans/runs/:runId', async (req, res) => {
    const actor = actorOf(deps, req);
    const run = await getPlanRun(actor, { runId: req.params.runId });
    // A plan retired since the person started it still reads for them.
    const plan = await getPlan(actor, { id: run.planId, includeUnlisted: true });
    res.json({ run, plan });
  });

  r.get('/api/plans/runs/:runId/summary', async (req, res) => {
    res.json(await getPlanRunSummary(actorOf(deps, req), { runId: req.params.runId }));
  });

  r.post('/api/plans/runs/:runId/days/:day/done', async (req, res) => {
    const actor = actorOf(deps, req);
    const parsed = ZDoneBody.safeParse(req.body && Object.keys(req.body).length ? req.body : undefined);
    const channel = parsed.success ? (parsed.data?.channel ?? 'web') : 'web';
    res.json(await markPlanDayDone(actor, { runId: req.params.runId, day: dayParam(req.params.day), channel }));
  });

  for (const [action, use] of [
    ['pause', pausePlanRun],
    ['resume', resumePlanRun],
    ['restart', restartPlanRun],
  ] as const) {
    r.post(`/api/plans/runs/:runId/${action}`, async (req, res) => {
      res.json(await use(actorOf(deps, req), { runId: req.params.runId }));
    });
  }

  r.post('/api/plans/runs/:runId/leave', async (req, res) => {
    res.json(await leavePlanRun(actorOf(deps, req), { runId: req.params.runId }));
  });

  r.get('/api/admin/plans', async (req, res) => {
    res.json(await listAdminPlans(actorOf(deps, req)));
  });

  r.get('/api/admin/plans/:id', async (req, res) => {
    res.json(await previewPlan(actorOf(deps, req), { id: req.params.id }));
  });

  r.put('/api/admin/plans/:id', async (req, res) => {
    res.json(await updatePlan(actorOf(deps, req), { id: req.params.id, changes: req.body ?? {} }));
  });

  return r;
}
