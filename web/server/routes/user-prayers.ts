/** A person's own written prayers (My Prayers and the Today screen's own-prayer card). */
import { Router } from 'express';
import { createUserPrayer } from '@dps/core/user-prayers/create-user-prayer';
import { deleteUserPrayer } from '@dps/core/user-prayers/delete-user-prayer';
import { listTodayUserPrayers } from '@dps/core/user-prayers/list-today-user-prayers';
import { listUserPrayers } from '@dps/core/user-prayers/list-user-prayers';
import { updateUserPrayer } from '@dps/core/user-prayers/update-user-prayer';
import { refreshMyCircleMemberships } from '@dps/core/circles/refresh-my-circle-memberships';
import { setRequestAudience, type TSetRequestAudienceInput } from '@dps/core/circles/set-request-audience';
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
    const actor = actorOf(deps, req);
    // Sharing with a group needs its membership now (decision 281).
    if (wantsCircles(req.body)) await refreshMyCircleMemberships(actor, { checker: deps.circleMembership });
    res.json(await createUserPrayer(actor, req.body ?? {}));
  });

  // `{ audience: { kind: 'only_me' | 'everyone' | 'circles', circleIds? } }`: who one's own request reaches.
  r.put('/api/user/prayers/:id/audience', async (req, res) => {
    const actor = actorOf(deps, req);
    const prayerId = idParam(req, 'id');
    const body: unknown = req.body;
    const audience = body && typeof body === 'object' && 'audience' in body ? body.audience : undefined;
    if (wantsCircles(body)) await refreshMyCircleMemberships(actor, { checker: deps.circleMembership });
    // Core parses the audience (zod): any shape may arrive here.
    res.json(await setRequestAudience(actor, { prayerId, audience } as TSetRequestAudienceInput));
  });

  // Edit or delete one's own prayer (someone else's: 403 when it is on the wall, else 404).
  r.patch('/api/user/prayers/:id', async (req, res) => {
    const actor = actorOf(deps, req);
    const prayerId = idParam(req, 'id');
    if (wantsCircles(req.body)) await refreshMyCircleMemberships(actor, { checker: deps.circleMembership });
    res.json(await updateUserPrayer(actor, { ...(req.body ?? {}), prayerId }));
  });

  r.delete('/api/user/prayers/:id', async (req, res) => {
    const actor = actorOf(deps, req);
    res.json(await deleteUserPrayer(actor, { prayerId: idParam(req, 'id') }));
  });

  return r;
}

/** The body shares with groups (`audience.kind` 'circles'). */
function wantsCircles(body: unknown): boolean {
  const audience: unknown = body && typeof body === 'object' && 'audience' in body ? body.audience : undefined;
  return Boolean(audience && typeof audience === 'object' && 'kind' in audience && audience.kind === 'circles');
}
