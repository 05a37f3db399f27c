/** One JSON line per request: id, method, path (no query string), status, duration. Nothing else. */
import { randomUUID } from 'node:crypto';
import { pinoHttp } from 'pino-http';
import type { Logger } from '../logger';

export function requestLog(log: Logger) {
  return pinoHttp({
    logger: log,
    genReqId: (req, res) => {
      const incoming = req.headers['x-request-id'];
      const id = typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    // Paths only: query strings can carry reset tokens and codes.
    serializers: {
      req: (req) => ({ id: req.id, method: req.method, path: String(req.url).split('?')[0] }),
      res: (res) => ({ statusCode: res.statusCode }),
    },
    // 501 is a feature this deployment does not offer (Google, Apple, password reset without mail):
    // an answer, not a fault of the server, so a stranger cannot fill the error log with it.
    customLogLevel: (_req, res, err) => (err || (res.statusCode >= 500 && res.statusCode !== 501) ? 'error' : 'info'),
    quietReqLogger: true,
    wrapSerializers: false,
  });
}
