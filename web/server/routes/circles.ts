/** "My groups" (decision 286): the circles a person is in now, and each one's requests for its members. */
import { Router } from 'express';
import { listCircleRequests } from '@dps/core/circles/list-circle-requests';
import { listMyCircles } from '@dps/core/circles/list-my-circles';
import { refreshMyCircleMemberships } from '@dps/core/circles/refresh-my-circle-memberships';
import type { AppDeps } from '../deps';
import { actorOf } from '../request-context';
import { withWallRefs } from '../scripture-refs';
import type { WallPageAnswer } from './wall';

/** A query-string value as one string (an array or object from `?a=1&a=2` is ignored). */
const one = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

export function circleRoutes(deps: AppDeps): Router {
  const r = Router();

  r.get('/api/circles', async (req, res) => {
    const actor = actorOf(deps, req);
    // A group left within the minute is asked about first (decision 281).
    await refreshMyCircleMemberships(actor, { checker: deps.circleMembership });
    res.json({ circles: await listMyCircles(actor) });
  });

  // ?list=open|answered&cursor=<nextCursor>: current members only; anyone else 404.
  r.get('/api/circles/:id/requests', async (req, res) => {
    const actor = actorOf(deps, req);
    await refreshMyCircleMemberships(actor, { checker: deps.circleMembership });
    const list = one(req.query.list);
    const cursor = one(req.query.cursor);
    const page = await listCircleRequests(actor, {
      circleId: req.params.id,
      ...(list !== undefined && { list: list as 'open' }),
      ...(cursor !== undefined && { cursor }),
    });
    res.json({ ...page, items: page.items.map(withWallRefs) } satisfies WallPageAnswer);
  });

  return r;
}
