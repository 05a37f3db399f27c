/**
 * GET /robots.txt: a plain-text robots file (decision 186). Without it the catch-all served the
 * app's HTML shell, which crawlers (and Lighthouse) read as an invalid robots file. The public pages
 * may be crawled; the API and the sign-in routes answer data, not pages.
 */
import type { RequestHandler } from 'express';

export const ROBOTS_TXT = ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /auth/', ''].join('\n');

export const robotsTxt: RequestHandler = (_req, res) => {
  res.setHeader('Cache-Control', 'public, max-age=86400');
  res.type('text/plain').send(ROBOTS_TXT);
};
