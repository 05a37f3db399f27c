/** The daily prayer and what a person does with a prayer: complete it, save it. */
import { Router } from 'express';
import { prayShownPrayer } from '@dps/core/groups/pray-shown-prayer';
import { getDailyPrayer } from '@dps/core/prayers/get-daily-prayer';
import { saveFavorite } from '@dps/core/prayers/save-favorite';
import type { AppDeps } from '../deps';
import { actorOf, idParam } from '../request-context';

export function prayerRoutes(deps: AppDeps): Router {
  const r = Router();

  // `null` (JSON) when there is no prayer for the person's today: the client shows NO_DAILY_PRAYER.
  r.get('/api/prayers/daily', async (req, res) => {
    res.json(await getDailyPrayer(actorOf(deps, req)));
  });

  // Bodiless, or `{ "at": "<ISO instant>", "zone": "<IANA zone>" }`: when the Pray tap happened (a
  // tap made offline and sent later counts on the local day it was made; core checks it is past and
  // within 72 hours) and the device's zone (kept for the rhythm; an unknown zone falls back to the
  // settings' zone, decision 221).
  r.post('/api/prayers/:id/complete', async (req, res) => {
    const actor = actorOf(deps, req);
    const body: unknown = req.body;
    const field = (name: string): unknown =>
      body && typeof body === 'object' && name in body ? (body as Record<string, unknown>)[name] : undefined;
    const at = field('at');
    // The one Pray tap of every front end (decision 251); the web answers completePrayer's fields.
    const { completed, localDate, alreadyCompleted } = await prayShownPrayer(actor, {
      prayerId: idParam(req, 'id'),
      source: 'web',
      ...(at === undefined || at === null ? {} : { at: at as string }),
      zone: field('zone'),
    });
    res.json({ completed, localDate, alreadyCompleted });
  });

  r.post('/api/prayers/:id/favorite', async (req, res) => {
    const actor = actorOf(deps, req);
    res.json(await saveFavorite(actor, { prayerId: idParam(req, 'id') }));
  });

  return r;
}
