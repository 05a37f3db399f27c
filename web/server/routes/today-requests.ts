/** Today's requests from the person's circles (decision 300); "I prayed" is the wall's POST /api/wall/:id/pray. */
import { Router } from 'express';
import { getTodayRequests } from '@dps/core/circles/rotation/get-today-requests';
import type { AppDeps } from '../deps';
import { actorOf } from '../request-context';

export function todayRequestRoutes(deps: AppDeps): Router {
  const r = Router();
  r.get('/api/today/requests', async (req, res) => {
    res.json(await getTodayRequests(actorOf(deps, req)));
  });
  return r;
}
