/** A person's own written prayers (My Prayers and the Today screen's own-prayer card). */
import { Router } from 'express';
import { createUserPrayer } from '@dps/core/user-prayers/create-user-prayer';
import { listTodayUserPrayers } from '@dps/core/user-prayers/list-today-user-prayers';
import { listUserPrayers } from '@dps/core/user-prayers/list-user-prayers';
import type { AppDeps } from '../deps';
import { actorOf } from '../request-context';

export function userPrayerRoutes(deps: AppDeps): Router {
  const r = Router();

  r.get('/api/user/prayers/today', async (req, res) => {
    res.json(await listTodayUserPrayers(actorOf(deps, req)));
  });

  r.get('/api/user/prayers', async (req, res) => {
    res.json(await listUserPrayers(actorOf(deps, req)));
  });

  r.post('/api/user/prayers', async (req, res) => {
    res.json(await createUserPrayer(actorOf(deps, req), req.body ?? {}));
  });

  return r;
}
