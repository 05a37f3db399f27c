/** A person's own written prayers (My Prayers and the Today screen's own-prayer card). */
import { Router } from 'express';
import { createUserPrayer } from '@dps/core/user-prayers/create-user-prayer';
import { deleteUserPrayer } from '@dps/core/user-prayers/delete-user-prayer';
import { listTodayUserPrayers } from '@dps/core/user-prayers/list-today-user-prayers';
import { listUserPrayers } from '@dps/core/user-prayers/list-user-prayers';
import { updateUserPrayer } from '@dps/core/user-prayers/update-user-prayer';
import type { AppDeps } from '../deps';
import { actorOf, idParam } from '../request-context';

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

  // Edit or delete one's own prayer (someone else's: 403 when it is on the wall, else 404).
  r.patch('/api/user/prayers/:id', async (req, res) => {
    const actor = actorOf(deps, req);
    const prayerId = idParam(req, 'id');
    res.json(await updateUserPrayer(actor, { ...(req.body ?? {}), prayerId }));
  });

  r.delete('/api/user/prayers/:id', async (req, res) => {
    const actor = actorOf(deps, req);
    res.json(await deleteUserPrayer(actor, { prayerId: idParam(req, 'id') }));
  });

  return r;
}
