/**
 * Reporting (any signed-in person) and the moderation queue (admins only: core answers 403 to anyone
 * else, whatever the client shows).
 */
import { Router } from 'express';
import { listModerationLog } from '@dps/core/moderation/list-moderation-log';
import { listOpenReports } from '@dps/core/moderation/list-open-reports';
import { moderateItem } from '@dps/core/moderation/moderate-item';
import { reportItem } from '@dps/core/moderation/report-item';
import { setPublicPostingStop } from '@dps/core/moderation/stop-public-posting';
import type { AppDeps } from '../deps';
import { actorOf, idParam } from '../request-context';

export function moderationRoutes(deps: AppDeps): Router {
  const r = Router();

  r.post('/api/reports', async (req, res) => {
    res.json(await reportItem(actorOf(deps, req), req.body ?? {}));
  });

  r.get('/api/admin/moderation/reports', async (req, res) => {
    res.json(await listOpenReports(actorOf(deps, req)));
  });

  r.post('/api/admin/moderation/items/:kind/:id/:action', async (req, res) => {
    const actor = actorOf(deps, req);
    const itemId = idParam(req, 'id');
    res.json(await moderateItem(actor, { kind: req.params.kind, itemId, action: req.params.action }));
  });

  r.put('/api/admin/moderation/people/:userId/posting', async (req, res) => {
    const actor = actorOf(deps, req);
    const userId = idParam(req, 'userId');
    res.json(await setPublicPostingStop(actor, { stopped: (req.body ?? {}).stopped, userId }));
  });

  r.get('/api/admin/moderation/log', async (req, res) => {
    res.json(await listModerationLog(actorOf(deps, req)));
  });

  return r;
}
