/** Past days (decision 162): the calendar month by month, and one past day. */
import { Router } from 'express';
import { getPastDay } from '@dps/core/history/get-past-day';
import { listPastDays } from '@dps/core/history/list-past-days';
import type { AppDeps } from '../deps';
import { actorOf } from '../request-context';

export function historyRoutes(deps: AppDeps): Router {
  const r = Router();

  // GET /api/history?month=YYYY-MM (default: this month in the person's zone).
  r.get('/api/history', async (req, res) => {
    const month = req.query.month;
    res.json(await listPastDays(actorOf(deps, req), month === undefined ? {} : { month: month as string }));
  });

  // GET /api/history/YYYY-MM-DD: 404 after the person's today or before they joined.
  r.get('/api/history/:date', async (req, res) => {
    res.json(await getPastDay(actorOf(deps, req), { date: req.params.date as string }));
  });

  return r;
}
