/**
 * JSON-lines logger (pino). Redacts anything that could carry a secret or a person's words:
 * cookies, authorization headers, passwords, tokens, and prayer/reflection text.
 */
import pino, { type Logger } from 'pino';

export const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.token',
  '*.content',
  '*.text',
  '*.message',
  '*.profileImageUrl',
];

export function createLogger(opts: { level?: string; destination?: pino.DestinationStream } = {}): Logger {
  return pino({ level: opts.level ?? 'info', redact: { paths: REDACT_PATHS, censor: '[redacted]' } }, opts.destination);
}

export type { Logger };
