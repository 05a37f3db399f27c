/** A group's weekly life for its leaders (decisions 307–312): the pulse, the weekly moment, a kind note to an away member. */
import { Router } from 'express';
import { getCirclePulse } from '@dps/core/circles/weekly/circle-pulse';
import { sendAwayNote } from '@dps/core/circles/weekly/send-away-note';
import { setCircleWeekly } from '@dps/core/circles/weekly/set-circle-weekly';
import type { AppDeps } from '../deps';
import { actorOf } from '../request-context';

export function circleWeeklyRoutes(deps: AppDeps): Router {
  const r = Router();

  r.get('/api/circles/:id/pulse', async (req, res) => {
    res.json(await getCirclePulse(actorOf(deps, req), { circleId: req.params.id }));
  });

  r.put('/api/circles/:id/weekly', async (req, res) => {
    const body = (req.body ?? {}) as { weeklyDay?: unknown; weeklyTime?: unknown };
    const w = await setCircleWeekly(actorOf(deps, req), {
      circleId: req.params.id,
      weeklyDay: body.weeklyDay as number,
      weeklyTime: body.weeklyTime as string | null,
    });
    res.json({ weeklyDay: w.day, weeklyTime: w.weeklyTime, postTime: w.postTime, timeZone: w.timeZone });
  });

  r.post('/api/circles/:id/away-note', async (req, res) => {
    const body = (req.body ?? {}) as { userId?: unknown };
    await sendAwayNote(actorOf(deps, req), { circleId: req.params.id, userId: body.userId as number });
    res.status(204).end();
  });

  return r;
}
