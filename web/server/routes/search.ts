/** Search (issue 14), a prayer opened from it, and praying a topic prayer. */
import { Router } from 'express';
import { readPrayer } from '@dps/core/prayers/read-prayer';
import { searchPrayers } from '@dps/core/search/search-prayers';
import { prayTopicPrayer } from '@dps/core/topics/pray-topic-prayer';
import type { AppDeps } from '../deps';
import { actorOf, idParam } from '../request-context';

export function searchRoutes(deps: AppDeps): Router {
  const r = Router();

  // GET /api/search?q=... (at most 100 characters; core validates before reading it).
  r.get('/api/search', async (req, res) => {
    res.json(await searchPrayers(actorOf(deps, req), { q: req.query.q as string }));
  });

  // Registered after /api/prayers/daily, /days and /topic/:id (api.ts), so those keep their meaning.
  r.get('/api/prayers/:id', async (req, res) => {
    res.json(await readPrayer(actorOf(deps, req), { prayerId: idParam(req, 'id') }));
  });

  // Bodiless. Activity on Progress, never the daily streak (decision 160).
  r.post('/api/topic-prayers/:id/pray', async (req, res) => {
    res.json(await prayTopicPrayer(actorOf(deps, req), { prayerId: idParam(req, 'id'), source: 'web' }));
  });

  return r;
}
