/** The Progress screen: streak with grace, the week, the year, the statistics grid; the rest day and pauses. */
import { Router } from 'express';
import { z } from 'zod';
import { getStats } from '@dps/core/progress/get-stats';
import { getWeeklyProgress } from '@dps/core/progress/get-weekly';
import { pauseRhythm, resumeRhythm, setRestDay } from '@dps/core/rhythm/change-rhythm';
import { getRhythm, getYear } from '@dps/core/rhythm/get-rhythm';
import { parseInput } from '@dps/core/validate';
import type { AppDeps } from '../deps';
import { actorOf } from '../request-context';

const ZYearQuery = z.object({
  year: z.coerce
    .number({ error: 'Please choose a year between 2000 and 2100.' })
    .int({ error: 'Please choose a year between 2000 and 2100.' })
    .min(2000, { error: 'Please choose a year between 2000 and 2100.' })
    .max(2100, { error: 'Please choose a year between 2000 and 2100.' })
    .optional(),
});

export function progressRoutes(deps: AppDeps): Router {
  const r = Router();

  // The streak with its grace days, rest day and pause (a superset of SPEC's { streak, bestStreak }).
  r.get('/api/progress/streak', async (req, res) => {
    res.json(await getRhythm(actorOf(deps, req)));
  });

  // startDate is optional (default: this week's Sunday in the person's zone); core validates it.
  r.get('/api/progress/weekly', async (req, res) => {
    const actor = actorOf(deps, req);
    res.json(await getWeeklyProgress(actor, { startDate: req.query.startDate as string | undefined }));
  });

  r.get('/api/progress/stats', async (req, res) => {
    res.json(await getStats(actorOf(deps, req)));
  });

  // The year grid: one letter per day (default: the person's current year).
  r.get('/api/progress/year', async (req, res) => {
    const { year } = parseInput(ZYearQuery, { year: typeof req.query.year === 'string' ? req.query.year : undefined });
    res.json(await getYear(actorOf(deps, req), year));
  });

  r.put('/api/rhythm/rest-day', async (req, res) => {
    res.json(await setRestDay(actorOf(deps, req), req.body));
  });

  r.post('/api/rhythm/pause', async (req, res) => {
    res.json(await pauseRhythm(actorOf(deps, req), req.body));
  });

  r.delete('/api/rhythm/pause', async (req, res) => {
    res.json(await resumeRhythm(actorOf(deps, req)));
  });

  return r;
}
