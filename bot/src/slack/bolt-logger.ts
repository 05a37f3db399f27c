/**
 * Bolt's and @slack/web-api's logger, backed by the app's JSON log. Debug output (which can hold
 * request bodies, so people's words) is dropped; the rest is flattened to short strings.
 */
import { LogLevel, type Logger } from '@slack/bolt';
import type { Log } from '@dps/core/context';

function flatten(msgs: unknown[]): string {
  return msgs
    .map((m) => (m instanceof Error ? `${m.name}: ${m.message}` : typeof m === 'string' ? m : safeJson(m)))
    .join(' ')
    .slice(0, 500);
}

function safeJson(v: unknown): string {
  try {
    return JSON.stringify(v);
  } catch {
    return String(v);
  }
}

export function boltLogger(log: Log): Logger {
  let level: LogLevel = LogLevel.INFO;
  return {
    debug: () => {},
    info: (...m: unknown[]) => log.info({ slack: flatten(m) }),
    warn: (...m: unknown[]) => log.warn({ slack: flatten(m) }),
    error: (...m: unknown[]) => log.error({ slack: flatten(m) }),
    setLevel: (l: LogLevel) => {
      level = l;
    },
    getLevel: () => level,
    setName: () => {},
  };
}
