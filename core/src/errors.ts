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

/** A zod schema's own words (still English), made only by `AppError.fromSchema`. */
class SchemaWords {
  constructor(
    readonly key: ErrorKey | undefined,
    readonly message: string,
    readonly title: string | undefined,
  ) {}
}

export class AppError extends Error {
  readonly code: ErrorCode;
  /** The message's key; undefined only for a schema's message the catalogue does not hold. */
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
    this.key = schema ? schema.key : (key as ErrorKey);
    this.values = opts.values;
    this.titleKey = opts.title;
    this.title = schema ? schema.title : opts.title === undefined ? undefined : englishErrorText(`title.${opts.title}`);
    this.details = opts.details;
  }

  /**
   * A zod schema's message (English; its title split off by the caller), by its catalogue key when
   * the catalogue holds it, else as written (a language other than English then reads the code's words).
   */
  static fromSchema(
    code: ErrorCode,
    message: string,
    opts: { title?: string | undefined; details?: Record<string, unknown> } = {},
  ): AppError {
    const key = schemaKey('message', message) as ErrorKey | undefined;
    const title = opts.title === undefined ? undefined : (schemaKey('title', opts.title) as ErrorTitleKey | undefined);
    return new AppError(code, new SchemaWords(key, message, opts.title), { title, details: opts.details });
  }

  get status(): number {
    return errorCodes[this.code];
  }
}

const schemaKeys = new Map<string, Map<string, string>>();
/** The key of a schema's English message or title: zod schemas still speak English (their keys are the one lookup by English left). */
function schemaKey(kind: 'message' | 'title', text: string): string | undefined {
  let index = schemaKeys.get(kind);
  if (!index) {
    index = new Map(Object.entries(englishErrors[kind]).map(([key, words]) => [words, key]));
    schemaKeys.set(kind, index);
  }
  return index.get(text);
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;

export const notFound = (key: ErrorKey = 'notFound') => new AppError('not_found', key);
export const forbidden = (key: ErrorKey = 'accessDenied') => new AppError('forbidden', key, { title: 'accessDenied' });
