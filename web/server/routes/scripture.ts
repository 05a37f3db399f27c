/**
 * Scripture (issue 20): the bundled public-domain Bibles. No account needed: the text is public
 * domain and a shared passage link must open for anyone. Answers are the same for everyone, so
 * browsers and the service worker may keep them for a day.
 */
import { Router } from 'express';
import { getPassage } from '@dps/core/scripture/get-passage';
import { listVersions } from '@dps/core/scripture/list-versions';
import type { AppDeps } from '../deps';

const DAY = 'public, max-age=86400';

export function scriptureRoutes(_deps: AppDeps): Router {
  const r = Router();

  r.get('/api/scripture/versions', (_req, res) => {
    res.set('Cache-Control', DAY).json({ versions: listVersions() });
  });

  // GET /api/scripture/passage?ref=John 3:16&version=web[&lang=es][&context=chapter]
  r.get('/api/scripture/passage', (req, res) => {
    const q = req.query;
    const passage = getPassage({
      ref: q.ref as string,
      version: q.version as 'web' | undefined,
      lang: q.lang as 'en' | undefined,
      context: q.context as 'chapter' | undefined,
    });
    res.set('Cache-Control', DAY).json(passage);
  });

  return r;
}
