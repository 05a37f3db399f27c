/** The content admin page. Core answers 403 to anyone whose role is not admin. */
import { Router } from 'express';
import { createDailyPrayer } from '@dps/core/admin/create-daily-prayer';
import { listDailyPrayers } from '@dps/core/admin/list-daily-prayers';
import type { AppDeps } from '../deps';
import { actorOf } from '../request-context';

export function adminRoutes(deps: AppDeps): Router {
  const r = Router();

  r.get('/api/admin/daily-prayers', async (req, res) => {
    res.json(await listDailyPrayers(actorOf(deps, req)));
  });

  r.post('/api/admin/daily-prayer', async (req, res) => {
    res.json(await createDailyPrayer(actorOf(deps, req), req.body ?? {}));
  });

  return r;
}
