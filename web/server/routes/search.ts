/** Search (decision 161; verses: decision 211), a prayer opened from it, and praying a topic prayer. */
import { Router } from 'express';
import { readPrayer } from '@dps/core/prayers/read-prayer';
import { searchPrayers, ZSearchPrayersInput, type SearchAnswer } from '@dps/core/search/search-prayers';
import { searchVerses, type VerseSearchAnswer } from '@dps/core/search/search-verses';
import { AppError } from '@dps/core/errors';
import { hitRateLimit } from '@dps/core/rate-limit/hit-rate-limit';
import { DEFAULT_VERSION } from '@dps/core/scripture/versions';
import { getSettings } from '@dps/core/settings/get-settings';
import { parseInput } from '@dps/core/validate';
import { prayTopicPrayer } from '@dps/core/topics/pray-topic-prayer';
import type { AppDeps } from '../deps';
import { errorLanguage } from '../middleware/error-handler';
import { actorOf, ctxOf, idParam } from '../request-context';

/** GET /api/search: the prayers found, and the Bible verses for the same words (the client imports this type). */
export type SearchRouteAnswer = SearchAnswer & { scripture: VerseSearchAnswer };

/**
 * A visitor's searches per address (decision 266): enough for someone reading and looking things up,
 * counted in the database so every instance shares it; a signed-in person is not counted.
 */
export const VISITOR_SEARCH_LIMIT = { limit: 60, windowSeconds: 10 * 60 };

export function searchRoutes(deps: AppDeps): Router {
  const r = Router();

  // GET /api/search?q=...[&version=web|kjv|rv1909][&lang=en|es] (q at most 100 characters; core
  // validates before reading it). Prayers for a signed-in person; Bible verses for anyone (public
  // domain), in the version asked for, else the person's own Bible (settings.bibleVersion), else the
  // Bible of the language the visitor reads the app in (decisions 253, 266). The answer names the version.
  // A visitor's searches are limited per address, counted before any work (decision 266).
  r.get('/api/search', async (req, res) => {
    if (!req.user) {
      const hit = await hitRateLimit(ctxOf(deps, req), {
        key: `search:ip:${req.ip ?? 'unknown'}`,
        ...VISITOR_SEARCH_LIMIT,
      });
      if (!hit.allowed)
        throw new AppError('rate_limited', 'tooManySearchesWait', {
          values: { minutes: Math.max(1, Math.ceil(hit.retryAfterSeconds / 60)) },
          title: 'pleaseWait',
          details: { retryAfterSeconds: hit.retryAfterSeconds },
        });
    }
    const q = req.query.q as string;
    parseInput(ZSearchPrayersInput, { q }); // a bad query is one clear 400, before any work
    const own =
      req.user && req.query.version === undefined ? (await getSettings(actorOf(deps, req))).bibleVersion : undefined;
    const lang = req.query.lang === 'es' || req.query.lang === 'en' ? req.query.lang : errorLanguage(req);
    const version = (req.query.version as 'web' | undefined) ?? own ?? DEFAULT_VERSION[lang];
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
