/** The profile photo. See images/process-profile-image.ts for what is accepted and why. */
import { Router } from 'express';
import { updateProfileImage } from '@dps/core/accounts/update-profile-image';
import type { AppDeps } from '../deps';
import { processProfileImage } from '../images/process-profile-image';
import { actorOf } from '../request-context';

export function profileRoutes(deps: AppDeps): Router {
  const r = Router();

  // The one route whose body may be large: middleware/json-bodies.ts gives exactly this path a 14 MB
  // JSON limit (a 10 MB image as base64), and only once the session says who is asking.
  r.post('/api/user/profile-image', async (req, res) => {
    const actor = actorOf(deps, req);
    const profileImageUrl = await processProfileImage((req.body ?? {}).profileImageUrl);
    res.json(await updateProfileImage(actor, { profileImageUrl }));
  });

  return r;
}
