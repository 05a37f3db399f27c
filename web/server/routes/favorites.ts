/** Saved prayers. Saving is POST /api/prayers/:id/favorite (prayers.ts); unsaving is DELETE on it. */
import { Router } from 'express';
import { listFavorites } from '@dps/core/prayers/list-favorites';
import { removeFavorite } from '@dps/core/prayers/remove-favorite';
import type { AppDeps } from '../deps';
import { actorOf, idParam } from '../request-context';

export function favoriteRoutes(deps: AppDeps): Router {
  const r = Router();

  r.get('/api/favorites', async (req, res) => {
    res.json(await listFavorites(actorOf(deps, req)));
  });

  r.delete('/api/prayers/:id/favorite', async (req, res) => {
    const actor = actorOf(deps, req);
    res.json(await removeFavorite(actor, { prayerId: idParam(req, 'id') }));
  });

  return r;
}
