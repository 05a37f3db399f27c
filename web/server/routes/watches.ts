/**
 * Prayer watches on the web (decisions 340–343, 360): my watches, one watch by its link, starting
 * one (a date and time, or words), taking and giving back a slot, "I prayed", ending early, and the
 * reminder's lead time. A watch's answer is the viewer's own (names, "you", the request only for who
 * may read it), so it is never kept for anyone else.
 */
import { Router, type Response } from 'express';
import { claimWatchSlot } from '@dps/core/watches/claim-watch-slot';
import { endWatch } from '@dps/core/watches/end-watch';
import { getWatch } from '@dps/core/watches/get-watch';
import { listMyWatches } from '@dps/core/watches/list-my-watches';
import { markWatchPrayed } from '@dps/core/watches/mark-watch-prayed';
import { parseWatchStart } from '@dps/core/watches/parse-watch-start';
import { releaseWatchSlot } from '@dps/core/watches/release-watch-slot';
import { getWatchLead, setWatchLead } from '@dps/core/watches/set-watch-lead';
import { startWatch } from '@dps/core/watches/start-watch';
import { refreshMyCircleMemberships } from '@dps/core/circles/refresh-my-circle-memberships';
import { AppError } from '@dps/core/errors';
import type { ActorCtx } from '@dps/core/context';
import { clientIp, enforceRateLimit, type Limit } from '../auth/rate-limits';
import type { AppDeps } from '../deps';
import { errorLanguage } from '../middleware/error-handler';
import { actorOf, ctxOf } from '../request-context';

/** The numbers (decision 360): a visitor reading links, a person starting watches, a person tapping slots. */
export const WATCH_LIMITS = {
  visitorReadsPerIp: { limit: 120, windowSeconds: 10 * 60 },
  startsPerPerson: { limit: 20, windowSeconds: 60 * 60 },
  tapsPerPerson: { limit: 240, windowSeconds: 10 * 60 },
} satisfies Record<string, Limit>;

/** A query-string value as one string (an array or object from `?a=1&a=2` is ignored). */
const one = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/** The answer depends on who asks: never cached for another session. */
const privately = (res: Response) => res.set('Cache-Control', 'private, no-store').vary('Cookie');

export function watchRoutes(deps: AppDeps): Router {
  const r = Router();

  /** A group watch is for its current members: memberships older than a minute are asked again first (decision 281). */
  const freshActor = async (req: Parameters<typeof actorOf>[1]): Promise<ActorCtx> => {
    const actor = actorOf(deps, req);
    await refreshMyCircleMemberships(actor, { checker: deps.circleMembership });
    return actor;
  };
  const tap = async (req: Parameters<typeof actorOf>[1]): Promise<ActorCtx> => {
    const actor = await freshActor(req);
    await enforceRateLimit(actor, `watch-tap:user:${actor.userId}`, WATCH_LIMITS.tapsPerPerson);
    return actor;
  };

  // ?circleId=<id>: one group's watches only.
  r.get('/api/watches', async (req, res) => {
    const actor = await freshActor(req);
    const circleId = one(req.query.circleId);
    if (circleId !== undefined && !/^\d{1,9}$/.test(circleId)) throw new AppError('not_found', 'circleNotFound');
    const watches = await listMyWatches(actor, circleId === undefined ? {} : { circleId: Number(circleId) });
    privately(res).json({ watches });
  });

  // A watch's page: a visitor may read an open watch by its link (without names); a group's watch
  // only its current members. Anyone else: "Watch not found." (decision 342).
  r.get('/api/watches/:code', async (req, res) => {
    const code = req.params.code ?? '';
    if (req.user) {
      const actor = await freshActor(req);
      return void privately(res).json(await getWatch(actor, { code }));
    }
    const ctx = ctxOf(deps, req);
    await enforceRateLimit(ctx, `watch-read:ip:${clientIp(req)}`, WATCH_LIMITS.visitorReadsPerIp);
    privately(res).json(await getWatch(ctx, { code }));
  });

  // { title, circleId?, requestId?, startsAt? (ISO) | startText? (words), hours, slotMinutes, perSlot }
  r.post('/api/watches', async (req, res) => {
    const actor = await freshActor(req);
    await enforceRateLimit(actor, `watch-start:user:${actor.userId}`, WATCH_LIMITS.startsPerPerson);
    const body = (req.body ?? {}) as Record<string, unknown>;
    let startsAt = body.startsAt;
    // Words win when both are sent: the person typed them last, on purpose ("tomorrow 8pm").
    if (typeof body.startText === 'string' && body.startText.trim() !== '') {
      const at = parseWatchStart(body.startText.slice(0, 200), {
        now: actor.clock.now(),
        timeZone: actor.timeZone,
        language: errorLanguage(req),
      });
      if (!at) throw new AppError('validation', 'watchStartInvalid', { title: 'invalidDate' });
      startsAt = at.toISOString();
    }
    const watch = await startWatch(actor, {
      title: body.title as string,
      circleId: (body.circleId ?? null) as number | null,
      requestId: (body.requestId ?? null) as number | null,
      startsAt: startsAt as string,
      hours: body.hours as number,
      slotMinutes: body.slotMinutes as number,
      perSlot: body.perSlot as number,
    });
    privately(res).status(201).json(watch);
  });

  // Bodiless: take a place in a slot; answers the watch as the taker now sees it.
  r.post('/api/watches/:id/slots/:slot', async (req, res) => {
    const actor = await tap(req);
    const claim = await claimWatchSlot(actor, { watchId: req.params.id ?? '', slot: req.params.slot ?? '' });
    privately(res).json({ claim, watch: await getWatch(actor, { id: claim.watchId }) });
  });

  r.delete('/api/watches/:id/slots/:slot', async (req, res) => {
    const actor = await tap(req);
    const done = await releaseWatchSlot(actor, { watchId: req.params.id ?? '', slot: req.params.slot ?? '' });
    privately(res).json({ watch: await getWatch(actor, { id: done.watchId }) });
  });

  r.post('/api/watches/:id/slots/:slot/prayed', async (req, res) => {
    const actor = await tap(req);
    const done = await markWatchPrayed(actor, { watchId: req.params.id ?? '', slot: req.params.slot ?? '' });
    privately(res).json({ watch: await getWatch(actor, { id: done.watchId }) });
  });

  // Bodiless: whoever started it or a leader of its group ends it early.
  r.post('/api/watches/:id/end', async (req, res) => {
    const actor = await tap(req);
    const done = await endWatch(actor, { watchId: req.params.id ?? '' });
    privately(res).json({ watch: await getWatch(actor, { id: done.watchId }) });
  });

  r.get('/api/user/watch-lead', async (req, res) => {
    privately(res).json({ minutes: await getWatchLead(actorOf(deps, req)) });
  });

  // { minutes: 0 | 5 | 10 | 15 | 30 | 60 }
  r.put('/api/user/watch-lead', async (req, res) => {
    const body = (req.body ?? {}) as { minutes?: unknown };
    privately(res).json(await setWatchLead(actorOf(deps, req), { minutes: body.minutes as number }));
  });

  return r;
}
