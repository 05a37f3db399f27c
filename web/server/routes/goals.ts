/** Prayer goals ("Pray for 21 days"). */
import { Router } from 'express';
import { createGoal } from '@dps/core/goals/create-goal';
import { listActiveGoals } from '@dps/core/goals/list-goals';
import type { AppDeps } from '../deps';
import { actorOf } from '../request-context';

export function goalRoutes(deps: AppDeps): Router {
  const r = Router();

  r.get('/api/goals', async (req, res) => {
    res.json(await listActiveGoals(actorOf(deps, req)));
  });

  r.post('/api/goals', async (req, res) => {
    res.json(await createGoal(actorOf(deps, req), req.body ?? {}));
  });

  return r;
}
