/** Saved prayers. Saving is POST /api/prayers/:id/favorite (prayers.ts). */
import { Router } from 'express';
import { listFavorites } from '@dps/core/prayers/list-favorites';
import type { AppDeps } from '../deps';
import { actorOf } from '../request-context';

export function favoriteRoutes(deps: AppDeps): Router {
  const r = Router();

  r.get('/api/favorites', async (req, res) => {
    res.json(await listFavorites(actorOf(deps, req)));
  });

  return r;
}
