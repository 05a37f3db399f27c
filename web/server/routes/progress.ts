/** The Progress screen: streak, the week, the statistics grid. */
import { Router } from 'express';
import { getStats } from '@dps/core/progress/get-stats';
import { getStreak } from '@dps/core/progress/get-streak';
import { getWeeklyProgress } from '@dps/core/progress/get-weekly';
import type { AppDeps } from '../deps';
import { actorOf } from '../request-context';

export function progressRoutes(deps: AppDeps): Router {
  const r = Router();

  r.get('/api/progress/streak', async (req, res) => {
    res.json(await getStreak(actorOf(deps, req)));
  });

  // startDate is optional (default: this week's Sunday in the person's zone); core validates it.
  r.get('/api/progress/weekly', async (req, res) => {
    const actor = actorOf(deps, req);
    res.json(await getWeeklyProgress(actor, { startDate: req.query.startDate as string | undefined }));
  });

  r.get('/api/progress/stats', async (req, res) => {
    res.json(await getStats(actorOf(deps, req)));
  });

  return r;
}
