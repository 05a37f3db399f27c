/** Search (decision 161; verses: decision 211), a prayer opened from it, and praying a topic prayer. */
import { Router } from 'express';
import { readPrayer } from '@dps/core/prayers/read-prayer';
import { searchPrayers, ZSearchPrayersInput, type SearchAnswer } from '@dps/core/search/search-prayers';
import { searchVerses, type VerseSearchAnswer } from '@dps/core/search/search-verses';
import { DEFAULT_VERSION } from '@dps/core/scripture/versions';
import { getSettings } from '@dps/core/settings/get-settings';
import { parseInput } from '@dps/core/validate';
import { prayTopicPrayer } from '@dps/core/topics/pray-topic-prayer';
import type { AppDeps } from '../deps';
import { actorOf, ctxOf, idParam } from '../request-context';

/** GET /api/search: the prayers found, and the Bible verses for the same words (the client imports this type). */
export type SearchRouteAnswer = SearchAnswer & { scripture: VerseSearchAnswer };

export function searchRoutes(deps: AppDeps): Router {
  const r = Router();

  // GET /api/search?q=...[&version=web|kjv|rv1909][&lang=en|es] (q at most 100 characters; core
  // validates before reading it). Prayers for a signed-in person; Bible verses for anyone (public
  // domain), in the version asked for, else the person's own Bible (settings.bibleVersion), else the
  // Bible of the language the visitor reads the app in (decision 253). The answer names the version.
  r.get('/api/search', async (req, res) => {
    const q = req.query.q as string;
    parseInput(ZSearchPrayersInput, { q }); // a bad query is one clear 400, before any work
    const own =
      req.user && req.query.version === undefined ? (await getSettings(actorOf(deps, req))).bibleVersion : undefined;
    const version = (req.query.version as 'web' | undefined) ?? own ?? DEFAULT_VERSION[req.query.lang === 'es' ? 'es' : 'en'];
    const scripture = await searchVerses(ctxOf(deps, req), { q, version });
    const prayers: SearchAnswer = req.user
      ? await searchPrayers(actorOf(deps, req), { q })
      : { query: q.trim(), isReference: scripture.passage !== null, results: [] };
    // The answer is the session's (its prayers, its Bible): never kept for another (decision 253).
    res.set('Cache-Control', 'private, no-store').vary('Cookie');
    res.json({ ...prayers, scripture } satisfies SearchRouteAnswer);
  });

  // Registered after /api/prayers/daily, /days and /topic/:id (api.ts), so those keep their meaning.
  r.get('/api/prayers/:id', async (req, res) => {
    res.json(await readPrayer(actorOf(deps, req), { prayerId: idParam(req, 'id') }));
  });

  // Bodiless. Activity on Progress, never the daily streak (decision 160).
  r.post('/api/topic-prayers/:id/pray', async (req, res) => {
    res.json(await prayTopicPrayer(actorOf(deps, req), { prayerId: idParam(req, 'id'), source: 'web' }));
  });

  return r;
}
