/** The daily prayers of a date range (today and the next days), so the client can read them offline. */
import { Router } from 'express';
import { listPublishedPrayers } from '@dps/core/prayers/list-published-prayers';
import type { AppDeps } from '../deps';
import { actorOf } from '../request-context';

export function publishedPrayerRoutes(deps: AppDeps): Router {
  const r = Router();

  // GET /api/prayers/days?from=YYYY-MM-DD&to=YYYY-MM-DD -> [{ date, prayer | null }], clipped to today ± 7 days.
  r.get('/api/prayers/days', async (req, res) => {
    const { from, to } = req.query;
    res.json(await listPublishedPrayers(actorOf(deps, req), { from: from as string, to: to as string }));
  });

  return r;
}
