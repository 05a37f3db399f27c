/**
 * createApp(deps): the Express app — security headers, same-origin writes, JSON bodies, sessions,
 * the API routes, the built web client, and the one error handler. It does not listen; the
 * composition root (scripts/start.ts) or a test does.
 */
import express, { type Express, type Router } from 'express';
import helmet from 'helmet';
import { createReadCache } from '@dps/core/cache/read-cache';
import type { AppDeps } from './deps';
import { devModeOn, MAIL_OFF_WARNING } from './mail/mail-mode';
import { databaseUnavailable } from './middleware/database-unavailable';
import { errorHandler, notFoundApi } from './middleware/error-handler';
import { jsonBodies } from './middleware/json-bodies';
import { refuseNulCharacters } from './middleware/refuse-nul';
import { requestLog } from './middleware/request-log';
import { sameOriginWrites } from './middleware/same-origin';
import { sessionMiddleware } from './middleware/session';
import { createMetrics, METRICS_PATH } from './metrics/metrics';
import { registerRoutes } from './routes';
import { UNSUBSCRIBE_PATH } from './routes/reminders';
import { prerenderPage, shellLanguage } from './prerender-today';
import { getDailyPrayer } from '@dps/core/prayers/get-daily-prayer';
import { pageApiPreloads } from './page-preloads';
import { actorOf } from './request-context';
import { compressApi, serveClient } from './static-client';

export interface AppExtras {
  /** Routers mounted before the JSON body parser and the same-origin check (bot webhooks, Slack events). */
  rawRoutes?: { path: string; router: Router | express.RequestHandler }[];
}

export function createApp(deps: AppDeps, extras: AppExtras = {}): Express {
  const app = express();
  app.disable('x-powered-by');
  // Only the proxies TRUST_PROXY names may tell us the client's address (none by default).
  app.set('trust proxy', deps.config.trustProxy ?? false);
  if (!deps.config.smtpUrl && !devModeOn(deps.config)) {
    deps.log.warn({ event: 'mail_not_configured' }, MAIL_OFF_WARNING);
  }
  const metrics = createMetrics(deps);
  app.use(metrics.countRequests);
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

  // Prometheus text (decision 166): METRICS_TOKEN as a Bearer token; no body, no session.
  app.get(METRICS_PATH, metrics.serve);

  for (const r of extras.rawRoutes ?? []) app.use(r.path, r.router);

  // The one-click unsubscribe POST comes from the mail provider, not our page (RFC 8058); its token is the proof.
  app.use(sameOriginWrites({ appUrl: deps.config.appUrl, exempt: (p) => p === UNSUBSCRIBE_PATH }));
  // The session needs only the cookie; bodies are parsed after it, so the one large limit (the
  // profile photo) is given to a signed-in person only, and nothing is parsed for a stranger first.
  // This instance's caches of a person's reads (decision 238): the session read tells when they are current.
  app.use(sessionMiddleware(deps, createReadCache()));
  app.use(jsonBodies());
  app.use(refuseNulCharacters);

  app.use(compressApi());
  registerRoutes(app, deps);
  app.use('/api', notFoundApi);
  app.use('/auth', notFoundApi);

  // A signed-in person's first screen is Today: its prayer is fetched while the script downloads.
  serveClient(
    app,
    deps.config.staticDir,
    (req) => prerenderPage(deps, req),
    (req) =>
      pageApiPreloads(req.path, req.user, deps.clock.now(), async () => (await getDailyPrayer(actorOf(deps, req)))?.id ?? null),
    (req) => shellLanguage(deps, req),
  );

  app.use(databaseUnavailable);
  app.use(errorHandler);
  return app;
}
