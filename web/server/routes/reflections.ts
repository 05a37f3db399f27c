/** Reflections: write one on a prayer, read the community's, like and reply, list, edit and delete one's own. */
import { Router } from 'express';
import { AppError } from '@dps/core/errors';
import { createReflection } from '@dps/core/reflections/create-reflection';
import { deleteReflection } from '@dps/core/reflections/delete-reflection';
import type { CommunityReflection } from '@dps/core/reflections/community-reflection';
import {
  flattenReflections,
  listCommunityReflections,
  type FlatReflection,
} from '@dps/core/reflections/list-community-reflections';
import { listOwnReflections, type OwnReflection } from '@dps/core/reflections/list-own-reflections';
import { replyToReflection } from '@dps/core/reflections/reply-to-reflection';
import { toggleReflectionLike } from '@dps/core/reflections/toggle-like';
import { updateReflection } from '@dps/core/reflections/update-reflection';
import { toId } from '@dps/core/rules/reflection-visibility';
import type { AppDeps } from '../deps';
import { actorOf, idParam } from '../request-context';
import { withContentRefs, type WithContentRefs } from '../scripture-refs';

/** One reflection or reply as the web gets it (the client imports this type). */
export type ReflectionAnswer = WithContentRefs<FlatReflection>;
/** One of the actor's own reflections as GET /api/reflections answers it. */
export type OwnReflectionAnswer = WithContentRefs<OwnReflection>;

/**
 * One reflection in the API's `Reflection` shape (the flat list's: no nested `replies`), with the
 * scripture references in its text for the web's links (decision 213).
 */
function flat({ replies: _replies, ...reflection }: CommunityReflection): ReflectionAnswer {
  return withContentRefs(reflection);
}

export function reflectionRoutes(deps: AppDeps): Router {
  const r = Router();

  r.post('/api/prayers/:prayerId/reflections', async (req, res) => {
    const actor = actorOf(deps, req);
    const prayerId = idParam(req, 'prayerId');
    const body = req.body ?? {};
    // The client repeats the prayer in the body; the address is what counts, so they must agree.
    if (body.prayerId != null && toId(body.prayerId) !== prayerId) {
      throw new AppError('validation', 'prayerAddressMismatch');
    }
    res.json(flat(await createReflection(actor, { ...body, prayerId, source: 'web' })));
  });

  r.get('/api/prayers/:prayerId/reflections', async (req, res) => {
    const actor = actorOf(deps, req);
    const list = flattenReflections(await listCommunityReflections(actor, { prayerId: idParam(req, 'prayerId') }));
    res.json(list.map(withContentRefs));
  });

  r.post('/api/reflections/:id/like', async (req, res) => {
    const actor = actorOf(deps, req);
    res.json(await toggleReflectionLike(actor, { reflectionId: idParam(req, 'id') }));
  });

  r.post('/api/reflections/:id/reply', async (req, res) => {
    const actor = actorOf(deps, req);
    const reflectionId = idParam(req, 'id');
    res.json(flat(await replyToReflection(actor, { ...(req.body ?? {}), reflectionId, source: 'web' })));
  });

  r.get('/api/reflections', async (req, res) => {
    res.json((await listOwnReflections(actorOf(deps, req))).map(withContentRefs));
  });

  // Edit or delete one's own reflection or reply (someone else's: 403 when visible, else 404).
  r.patch('/api/reflections/:id', async (req, res) => {
    const actor = actorOf(deps, req);
    const reflectionId = idParam(req, 'id');
    res.json(flat(await updateReflection(actor, { ...(req.body ?? {}), reflectionId })));
  });

  r.delete('/api/reflections/:id', async (req, res) => {
    const actor = actorOf(deps, req);
    res.json(await deleteReflection(actor, { reflectionId: idParam(req, 'id') }));
  });

  return r;
}
