/** What one delivery round (or sweep) did, and the small helpers every step of a round shares. */
import { errorCode } from '@dps/core/batch/isolate-poison-rows';

export interface RunSummary {
  claimed: number;
  retried: number;
  sent: number;
  failed: number;
  dead: number;
  deactivated: number;
  /** Handed back unattempted (a clean stop, a lease about to run out): due again at once. */
  released: number;
  /** Targets left out of planning because of a bad stored value (a zone PostgreSQL refuses, ...). */
  skipped: number;
  /** Results the database refused even one by one (their rows are retried after the lease). */
  unrecorded: number;
}

export const emptySummary = (): RunSummary => ({
  claimed: 0,
  retried: 0,
  sent: 0,
  failed: 0,
  dead: 0,
  deactivated: 0,
  released: 0,
  skipped: 0,
  unrecorded: 0,
});

/** An error as the logs name it: its class and code, never its message (it may carry what was sent). */
export const errInfo = (e: unknown) => ({ name: (e as Error)?.name, code: errorCode(e) });
export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms).unref());
