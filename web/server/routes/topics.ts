/** Prayer topics and the prayers filed under each. */
import { Router } from 'express';
import { getTopic } from '@dps/core/topics/get-topic';
import { listTopicPrayers } from '@dps/core/topics/list-topic-prayers';
import { listTopics } from '@dps/core/topics/list-topics';
import type { AppDeps } from '../deps';
import { actorOf, idParam } from '../request-context';

export function topicRoutes(deps: AppDeps): Router {
  const r = Router();

  // Topics are shared content, but like every screen of the app they are for signed-in people.
  r.get('/api/topics', async (req, res) => {
    res.json(await listTopics(actorOf(deps, req)));
  });

  r.get('/api/topics/:topicId', async (req, res) => {
    const actor = actorOf(deps, req);
    res.json(await getTopic(actor, { topicId: idParam(req, 'topicId') }));
  });

  r.get('/api/prayers/topic/:topicId', async (req, res) => {
    const actor = actorOf(deps, req);
    res.json(await listTopicPrayers(actor, { topicId: idParam(req, 'topicId') }));
  });

  return r;
}
