/**
 * One error model for the whole product. Core throws AppError; each front end maps `code` once
 * (HTTP status, Telegram reply, Slack ephemeral). `title`/`message` are what a person reads.
 */
export const errorCodes = {
  /** The input is malformed or breaks a rule of SPEC section 5. */
  validation: 400,
  /** No signed-in user, or the credentials are wrong. */
  unauthorized: 401,
  /** Signed in, but not allowed (e.g. a non-admin on an admin action). */
  forbidden: 403,
  /** It does not exist, or the actor may not know it exists (another person's private data). */
  not_found: 404,
  /** It clashes with what is already there (an email already registered, a used code). */
  conflict: 409,
  /** Too many attempts; `retryAfterSeconds` says when to try again. */
  rate_limited: 429,
  /** A provider or feature that this deployment has not configured. */
  not_configured: 501,
} as const;

export type ErrorCode = keyof typeof errorCodes;

export class AppError extends Error {
  readonly code: ErrorCode;
  /** Short heading for a toast ("Missing Information"); the message is the body. */
  readonly title: string | undefined;
  readonly details: Record<string, unknown> | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    opts: { title?: string; details?: Record<string, unknown>; cause?: unknown } = {},
  ) {
    super(message, { cause: opts.cause });
    this.name = 'AppError';
    this.code = code;
    this.title = opts.title;
    this.details = opts.details;
  }

  get status(): number {
    return errorCodes[this.code];
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;

export const notFound = (what = 'Not found') => new AppError('not_found', what);
export const forbidden = (message = "You don't have permission to access this page.") =>
  new AppError('forbidden', message, { title: 'Access Denied' });
