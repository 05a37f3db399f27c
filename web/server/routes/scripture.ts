/**
 * Scripture (decision 210): the bundled public-domain Bibles. No account needed: the text is public
 * domain and a shared passage link must open for anyone. An answer in a version named in the URL is
 * the same for everyone, so browsers may keep it for a day. One without a version is in the session's
 * Bible (a person's `bibleVersion`, a visitor's default), so it says it varies with the session and
 * is checked each time: a shared or signed-out browser never shows another person's choice (decision 253).
 */
import { Router, type Response } from 'express';
import { getPassage } from '@dps/core/scripture/get-passage';
import { listVersions } from '@dps/core/scripture/list-versions';
import { admitShareImage } from '@dps/core/scripture/admit-share-image';
import { createShareImages } from '@dps/core/scripture/share-images';
import { getSettings } from '@dps/core/settings/get-settings';
import type { AppDeps } from '../deps';
import { clientIp } from '../auth/rate-limits';
import { actorOf, ctxOf } from '../request-context';

const DAY = 'public, max-age=86400';

/**
 * How long an answer may be kept: a day when the URL names its version; otherwise it is the session's
 * Bible, so it is kept by this browser only, checked each time and keyed on the session cookie.
 */
function cacheFor(res: Response, asked: unknown): void {
  if (asked !== undefined) return void res.set('Cache-Control', DAY);
  res.set('Cache-Control', 'private, no-cache').vary('Cookie');
}

export function scriptureRoutes(deps: AppDeps): Router {
  const r = Router();

  r.get('/api/scripture/versions', (_req, res) => {
    res.set('Cache-Control', DAY).json({ versions: listVersions() });
  });

  // GET /api/scripture/passage?ref=John 3:16&version=web[&lang=es][&context=chapter]
  // Without a version, a signed-in person reads their own (settings.bibleVersion), a visitor the language's default.
  r.get('/api/scripture/passage', async (req, res) => {
    const q = req.query;
    const own = q.version === undefined && req.user ? (await getSettings(actorOf(deps, req))).bibleVersion : undefined;
    const passage = getPassage({
      ref: q.ref as string,
      version: (q.version as 'web' | undefined) ?? own,
      lang: q.lang as 'en' | undefined,
      context: q.context as 'chapter' | undefined,
    });
    // Without a version in the URL the answer is the session's Bible, a visitor's too (decision 253).
    cacheFor(res, q.version);
    res.json(passage);
  });

  // GET /api/scripture/image?ref=Psalm 23:1-4&version=web&theme=light|dark: the passage as a square
  // PNG to share (decision 214). Same reading and the same 400s as the passage; a passage longer than
  // an image holds is cut after a whole verse, and X-Passage-Verses says how many are on it ("8/176").
  // A cut image names the verses it holds and what is left (decision 275): X-Image-Reference
  // ("Psalm 119:1-8") and X-Image-Rest ("Psalm 119:9-176"), URI-encoded (Spanish names are not ASCII).
  // Renders are limited per person or address and drawn one at a time, 429 beyond (decision 276).
  const images = createShareImages({ brand: { name: deps.config.appName, url: deps.config.appUrl } });
  r.get('/api/scripture/image', async (req, res) => {
    const q = req.query;
    const own = q.version === undefined && req.user ? (await getSettings(actorOf(deps, req))).bibleVersion : undefined;
    const image = await images.render(
      {
        ref: q.ref as string,
        version: (q.version as 'web' | undefined) ?? own,
        lang: q.lang as 'en' | undefined,
        theme: q.theme as 'light' | undefined,
      },
      {
        admit: () => admitShareImage(ctxOf(deps, req), req.user ? { userId: req.user.id } : { address: clientIp(req) }),
      },
    );
    const name = `${image.reference}-${image.version.abbreviation}-${image.theme}`
      .toLowerCase()
      .normalize('NFD')
      .split(/[^a-z0-9]+/)
      .filter(Boolean)
      .join('-');
    cacheFor(res, q.version);
    res
      .set({
        'Content-Type': 'image/png',
        'Content-Disposition': `inline; filename="${name}.png"`,
        'X-Passage-Verses': `${image.shown}/${image.total}`,
        'X-Image-Reference': encodeURIComponent(image.reference),
        ...(image.rest !== undefined ? { 'X-Image-Rest': encodeURIComponent(image.rest) } : {}),
      })
      .send(image.png);
  });

  return r;
}
