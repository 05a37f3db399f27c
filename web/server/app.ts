/**
 * createApp(deps): the Express app — security headers, same-origin writes, JSON bodies, sessions,
 * the API routes, the built web client, and the one error handler. It does not listen; the
 * composition root (scripts/start.ts) or a test does.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { type Express, type Router } from 'express';
import helmet from 'helmet';
import type { AppDeps } from './deps';
import { errorHandler, notFoundApi } from './middleware/error-handler';
import { refuseNulCharacters } from './middleware/refuse-nul';
import { requestLog } from './middleware/request-log';
import { sameOriginWrites } from './middleware/same-origin';
import { sessionMiddleware } from './middleware/session';
import { registerRoutes } from './routes';

export interface AppExtras {
  /** Routers mounted before the JSON body parser and the same-origin check (bot webhooks, Slack events). */
  rawRoutes?: { path: string; router: Router | express.RequestHandler }[];
}

export function createApp(deps: AppDeps, extras: AppExtras = {}): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback, linklocal, uniquelocal');
  app.use(requestLog(deps.log));
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'default-src': ["'self'"],
          'script-src': ["'self'", 'https://appleid.cdn-apple.com'],
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'blob:', 'https:'],
          'connect-src': ["'self'", 'https://appleid.apple.com'],
          'frame-src': ['https://appleid.apple.com'],
          'frame-ancestors': ["'none'"],
          'form-action': ["'self'", 'https://appleid.apple.com'],
          'upgrade-insecure-requests': deps.config.isProduction ? [] : null,
        },
      },
      strictTransportSecurity: deps.config.isProduction,
      crossOriginEmbedderPolicy: false,
    }),
  );

  app.get('/healthz', async (_req, res) => {
    const ok = await deps.db.ping();
    res.status(ok ? 200 : 503).json({ status: ok ? 'ok' : 'unavailable', database: ok ? 'up' : 'down' });
  });

  for (const r of extras.rawRoutes ?? []) app.use(r.path, r.router);

  app.use(sameOriginWrites({ appUrl: deps.config.appUrl }));
  // The profile photo arrives as a data URL of up to 10 MB decoded (~13.4 MB as base64).
  app.use('/api/user/profile-image', express.json({ limit: '14mb' }));
  app.use(express.json({ limit: '100kb' }));
  app.use(refuseNulCharacters);
  app.use(sessionMiddleware(deps));

  registerRoutes(app, deps);
  app.use('/api', notFoundApi);
  app.use('/auth', notFoundApi);

  const dir = deps.config.staticDir;
  if (dir && existsSync(join(dir, 'index.html'))) {
    app.use(express.static(dir, { index: false, maxAge: '1h', setHeaders: immutableAssets }));
    // The client routes everything else (and shows "404 Page Not Found" itself).
    app.get(/.*/, (_req, res) => res.sendFile(join(dir, 'index.html'), { headers: { 'Cache-Control': 'no-cache' } }));
  }

  app.use(errorHandler);
  return app;
}

function immutableAssets(res: express.Response, path: string) {
  if (/[\\/]assets[\\/]/.test(path)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
}
