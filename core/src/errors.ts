/**
 * One error model for the whole product. Core throws AppError; each front end maps `code` once
 * (HTTP status, Telegram reply, Slack ephemeral) and renders what the error says from its `key` and
 * `values` (i18n/error-text.ts); `message`/`title` hold the English.
 */
import englishErrors from './i18n/messages/en/errors.json';
import { createTranslator, flattenMessages, type Translator } from './i18n/translator';

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

/**
 * What an error says, by key in core's error catalogue (core/src/i18n/messages/<lang>/errors.json,
 * `errors.message.<key>`), so a wrong key is a compile error and a reworded English message keeps
 * its translations. Each front end renders the key in the person's language (i18n/error-text.ts).
 */
export type ErrorKey = keyof (typeof englishErrors)['message'];
/** A heading's key (`errors.title.<key>`). */
export type ErrorTitleKey = keyof (typeof englishErrors)['title'];
/** The values a message's ICU placeholders take (`{minutes}`, `{date}`). */
export type ErrorValues = Readonly<Record<string, string | number>>;

let english: Translator | undefined;
/** The English words of a key: what `message` and `title` hold (the API's English answers, byte for byte). */
export function englishErrorText(key: `message.${ErrorKey}` | `title.${ErrorTitleKey}`, values?: ErrorValues): string {
  english ??= createTranslator('en', flattenMessages('errors', englishErrors));
  return english.t(`errors.${key}`, values);
}

export interface AppErrorOptions {
  values?: ErrorValues;
  title?: ErrorTitleKey;
  details?: Record<string, unknown>;
  cause?: unknown;
}

/** Words without a key: zod's own words for a rule a schema gave no message (made only by `AppError.fromSchema`). */
class SchemaWords {
  constructor(
    readonly message: string,
    readonly title: string | undefined,
  ) {}
}

/** Whether a schema's message or title is a key of core's error catalogue (a key, never its English). */
export function isErrorKey(text: string): text is ErrorKey {
  return Object.hasOwn(englishErrors.message, text);
}
export function isErrorTitleKey(text: string): text is ErrorTitleKey {
  return Object.hasOwn(englishErrors.title, text);
}

export class AppError extends Error {
  readonly code: ErrorCode;
  /** The message's key; undefined only for zod's own words (a rule its schema gave no key). */
  readonly key: ErrorKey | undefined;
  readonly values: ErrorValues | undefined;
  readonly titleKey: ErrorTitleKey | undefined;
  /** Short heading for a toast ("Missing Information"), in English; the message is the body. */
  readonly title: string | undefined;
  readonly details: Record<string, unknown> | undefined;

  constructor(code: ErrorCode, key: ErrorKey | SchemaWords, opts: AppErrorOptions = {}) {
    const schema = key instanceof SchemaWords ? key : undefined;
    super(schema ? schema.message : englishErrorText(`message.${key as ErrorKey}`, opts.values), { cause: opts.cause });
    this.name = 'AppError';
    this.code = code;
    this.key = schema ? undefined : (key as ErrorKey);
    this.values = opts.values;
    this.titleKey = opts.title;
    this.title = schema ? schema.title : opts.title === undefined ? undefined : englishErrorText(`title.${opts.title}`);
    this.details = opts.details;
  }

  /**
   * A zod issue's message and title (split by the caller, validate.ts `splitIssue`): keys of the
   * catalogue, as the schemas write them (`issue('invalidEmail', 'invalidEmail')`), taken as keys,
   * never looked up by English. Anything else is zod's own words for a rule given no key: said as
   * written in English, by the code's own message in another language (i18n/error-text.ts).
   */
  static fromSchema(
    code: ErrorCode,
    message: string,
    opts: { title?: string | undefined; values?: ErrorValues | undefined; details?: Record<string, unknown> } = {},
  ): AppError {
    const title = opts.title !== undefined && isErrorTitleKey(opts.title) ? opts.title : undefined;
    if (isErrorKey(message)) return new AppError(code, message, { title, values: opts.values, details: opts.details });
    return new AppError(code, new SchemaWords(message, title === undefined ? opts.title : englishErrorText(`title.${title}`)), {
      title,
      details: opts.details,
    });
  }

  get status(): number {
    return errorCodes[this.code];
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;

export const notFound = (key: ErrorKey = 'notFound') => new AppError('not_found', key);
export const forbidden = (key: ErrorKey = 'accessDenied') => new AppError('forbidden', key, { title: 'accessDenied' });
