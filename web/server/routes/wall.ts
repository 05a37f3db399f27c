/** The prayer wall (decision 150): community prayers, "🙏 I prayed", answered prayers. */
import { Router } from 'express';
import { listWall, type WallPage } from '@dps/core/wall/list-wall';
import { markRequestAnswered } from '@dps/core/wall/mark-request-answered';
import { prayForRequest } from '@dps/core/wall/pray-for-request';
import { refreshMyCircleMemberships } from '@dps/core/circles/refresh-my-circle-memberships';
import type { AppDeps } from '../deps';
import { actorOf } from '../request-context';
import type { WallItem } from '@dps/core/rules/wall-item';
import { withWallRefs, type WithWallRefs } from '../scripture-refs';

/** One wall request as the web gets it, with the references in its words (the client imports this type). */
export type WallItemAnswer = WithWallRefs<WallItem>;
/** GET /api/wall: a page of requests. */
export type WallPageAnswer = Omit<WallPage, 'items'> & { items: WallItemAnswer[] };

/** A query-string value as one string (an array or object from `?a=1&a=2` is ignored). */
const one = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

export function wallRoutes(deps: AppDeps): Router {
  const r = Router();

  // ?list=open|answered&cursor=<nextCursor>&limit=1..50
  r.get('/api/wall', async (req, res) => {
    const list = one(req.query.list);
    const cursor = one(req.query.cursor);
    const limit = one(req.query.limit);
    const page = await listWall(actorOf(deps, req), {
      ...(list !== undefined && { list: list as 'open' }),
      ...(cursor !== undefined && { cursor }),
      ...(limit !== undefined && { limit }),
    });
    // The references in each request's words, as links for the web (decision 213).
    res.json({ ...page, items: page.items.map(withWallRefs) } satisfies WallPageAnswer);
  });

  // Bodiless: "I prayed" for this request today.
  r.post('/api/wall/:id/pray', async (req, res) => {
    const actor = actorOf(deps, req);
    // A group's request answers with its words: only to someone still in the group (decision 281).
    await refreshMyCircleMemberships(actor, { checker: deps.circleMembership });
    const result = await prayForRequest(actor, { requestId: req.params.id ?? '', source: 'web' });
    res.json({ ...result, item: withWallRefs(result.item) });
  });

  // `{ "note"?: string }`, or bodiless: the author marks their own request answered.
  r.post('/api/user/prayers/:id/answered', async (req, res) => {
    const body: unknown = req.body;
    const note = body && typeof body === 'object' && 'note' in body ? (body as { note: unknown }).note : undefined;
    res.json(
      await markRequestAnswered(actorOf(deps, req), {
        requestId: req.params.id ?? '',
        ...(note === undefined || note === null ? {} : { note: note as string }),
      }),
    );
  });

  return r;
}
