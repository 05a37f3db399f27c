/**
 * GET /metrics in Prometheus text format (decision 166): deliveries by channel and
 * status and their lateness (from the database), HTTP requests by route pattern and status, and
 * the process's own figures (event-loop lag among them) from prom-client's defaults.
 *
 * Who may read it: with METRICS_TOKEN set, only a request carrying `Authorization: Bearer <token>`
 * (else 401). Without it: 404 in production (a missing setting never opens a door); in
 * development, requests from this machine only (loopback), so a local Prometheus needs no setup.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import type { AppDeps } from '../deps';
import { answerError } from '../middleware/error-handler';
import { registerDeliveryMetrics } from './delivery-metrics';
import { registerNotificationMetrics } from './notification-metrics';
import { registerPlanMetrics } from './plan-metrics';
import { registerWeeklyMetrics } from './weekly-metrics';

export const METRICS_PATH = '/metrics';
const MAX_TOKEN_LENGTH = 512;

export interface AppMetrics {
  registry: Registry;
  /** Mount first: counts every request when it finishes, labelled by its route pattern. */
  countRequests: RequestHandler;
  /** GET /metrics. */
  serve: RequestHandler;
}

const digest = (s: string) => createHash('sha256').update(s).digest();

/** The token a request carries, if any (length checked before anything else). */
function bearerToken(req: Request): string | null {
  const h = req.get('authorization');
  if (!h || h.length > MAX_TOKEN_LENGTH + 7) return null;
  return h.startsWith('Bearer ') ? h.slice(7).trim() : null;
}

const isLoopback = (addr: string | undefined) => addr === '127.0.0.1' || addr === '::1' || addr === '::ffff:127.0.0.1';

/**
 * The route a request matched, as its pattern ('/api/prayers/:id/complete'): never the raw URL, so
 * ids do not make a new series each. Requests no route took are 'unmatched' (API 404s, probes) or
 * 'static' (the client's files and pages).
 */
export function routeLabel(req: Request): string {
  const route = (req as Request & { route?: { path?: unknown } }).route;
  if (route && typeof route.path === 'string') return `${req.baseUrl}${route.path}`;
  if (req.originalUrl === METRICS_PATH) return METRICS_PATH;
  const path = req.originalUrl.split('?')[0] ?? '';
  if (
    path.startsWith('/api/') ||
    path.startsWith('/auth/') ||
    path.startsWith('/slack/') ||
    path.startsWith('/telegram/')
  )
    return 'unmatched';
  return 'static';
}

export function createMetrics(deps: AppDeps): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  registerDeliveryMetrics(registry, deps.db.db, deps.clock);
  registerNotificationMetrics(registry, deps.db.db, deps.clock);
  registerPlanMetrics(registry, deps.db.db, deps.clock);
  registerWeeklyMetrics(registry, deps.db.db, deps.clock);
  const requests = new Counter({
    name: 'dps_http_requests_total',
    help: 'HTTP requests by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'dps_http_request_duration_seconds',
    help: 'HTTP request duration by method and route pattern.',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  const token = deps.config.metricsToken;
  const tokenDigest = token ? digest(token) : null;

  const countRequests: RequestHandler = (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const route = routeLabel(req);
      const method = req.method.length <= 10 ? req.method : 'OTHER';
      requests.inc({ method, route, status: String(res.statusCode) });
      duration.observe({ method, route }, Number(process.hrtime.bigint() - started) / 1e9);
    });
    next();
  };

  const serve: RequestHandler = async (req, res, next) => {
    try {
      if (!tokenDigest) {
        if (deps.config.isProduction || !isLoopback(req.socket.remoteAddress)) {
          answerError(req, res, 404, { code: 'not_found', key: 'notFound' });
          return;
        }
      } else {
        const given = bearerToken(req);
        if (!given || given.length > MAX_TOKEN_LENGTH || !timingSafeEqual(digest(given), tokenDigest)) {
          res.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
          answerError(req, res, 401, { code: 'unauthorized', key: 'unauthorized' });
          return;
        }
      }
      const body = await registry.metrics();
      res.setHeader('Content-Type', registry.contentType);
      res.setHeader('Cache-Control', 'no-store');
      res.send(body);
    } catch (e) {
      next(e);
    }
  };

  return { registry, countRequests, serve };
}
