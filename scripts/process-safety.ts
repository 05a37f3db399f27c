/**
 * The process-level safety nets of the composition root (docs/decisions/090): what a rejection
 * nobody handled, or an exception nobody caught, does to the running app.
 *
 * - A rejection known to leave nothing broken — a database or a platform unreachable for a while —
 *   is logged as a warning and the app serves on: requests and the next scheduler round retry.
 * - Any other unhandled rejection, and every uncaught exception, is logged and exits 1: the state
 *   may be inconsistent, and a supervisor (docker compose: restart: unless-stopped) starts afresh.
 */
import { databaseErrorCode, isDatabaseUnavailable } from '@dps/db/database-errors';

export interface SafetyLog {
  warn(obj: object, msg?: string): void;
  fatal(obj: object, msg?: string): void;
}

export interface SafetyDeps {
  /** The logger once there is one (before the config is read there is none: stderr then). */
  log: () => SafetyLog | undefined;
  exit: (code: number) => void;
}

/** Unreachable database (see database-errors.ts), grammY's network HttpError, Slack's request errors. */
export function isTransient(reason: unknown): boolean {
  if (isDatabaseUnavailable(reason)) return true;
  const r = reason as { name?: unknown; code?: unknown } | null;
  return (
    r?.name === 'HttpError' || r?.code === 'slack_webapi_request_error' || r?.code === 'slack_webapi_rate_limited_error'
  );
}

export function errInfo(e: unknown) {
  const err = e as { name?: unknown; code?: unknown; stack?: unknown } | null;
  return { name: err?.name, code: err?.code ?? databaseErrorCode(e), stack: err?.stack };
}

export function onUnhandledRejection(reason: unknown, deps: SafetyDeps): void {
  const log = deps.log();
  if (isTransient(reason)) {
    log?.warn({
      event: 'unhandled_rejection',
      transient: true,
      code: databaseErrorCode(reason) ?? (reason as Error)?.name,
    });
    return;
  }
  if (log) log.fatal({ event: 'unhandled_rejection', err: errInfo(reason) }, 'unhandled rejection; exiting');
  else console.error(`Unhandled rejection: ${(reason as Error)?.stack ?? String(reason)}`);
  deps.exit(1);
}

export function onUncaughtException(err: unknown, origin: string, deps: SafetyDeps): void {
  const log = deps.log();
  if (log) log.fatal({ event: 'uncaught_exception', origin, err: errInfo(err) }, 'uncaught exception; exiting');
  else console.error(`Uncaught exception: ${(err as Error)?.stack ?? String(err)}`);
  deps.exit(1);
}

export function installProcessSafety(deps: SafetyDeps): void {
  process.on('unhandledRejection', (reason) => onUnhandledRejection(reason, deps));
  process.on('uncaughtException', (err, origin) => onUncaughtException(err, origin, deps));
}
