/** The author's answer to a request's 30-day question on the web: still praying, answered, archive (decision 321). */
import { Router } from 'express';
import { keepRequest } from '@dps/core/circles/expiry/keep-request';
import type { AppDeps } from '../deps';
import { actorOf, idParam } from '../request-context';

export function requestKeepRoutes(deps: AppDeps): Router {
  const r = Router();

  // Someone else's request, or a missing one: 404, as core answers.
  r.post('/api/user/prayers/:id/keep', async (req, res) => {
    const actor = actorOf(deps, req);
    res.json(await keepRequest(actor, { ...(req.body ?? {}), requestId: idParam(req, 'id') }));
  });

  return r;
}
