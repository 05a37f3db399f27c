/** The bell (decision 145): the signed-in person's own notifications, nobody else's. */
import { Router } from 'express';
import { listNotifications } from '@dps/core/notifications/list-notifications';
import { markAllNotificationsRead, markNotificationRead } from '@dps/core/notifications/mark-notification-read';
import { removeNotification } from '@dps/core/notifications/remove-notification';
import type { AppDeps } from '../deps';
import { actorOf } from '../request-context';

export function notificationRoutes(deps: AppDeps): Router {
  const r = Router();

  r.get('/api/notifications', async (req, res) => {
    res.json(await listNotifications(actorOf(deps, req)));
  });

  // Before /:id/read, so "read-all" is never taken for an id.
  r.post('/api/notifications/read-all', async (req, res) => {
    res.json(await markAllNotificationsRead(actorOf(deps, req)));
  });

  r.post('/api/notifications/:id/read', async (req, res) => {
    res.json(await markNotificationRead(actorOf(deps, req), { id: req.params.id }));
  });

  r.delete('/api/notifications/:id', async (req, res) => {
    res.json(await removeNotification(actorOf(deps, req), { id: req.params.id }));
  });

  return r;
}
