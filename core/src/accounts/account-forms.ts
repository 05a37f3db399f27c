/**
 * Input schemas of the account forms (sign-up, sign-in, forgot/reset password, profile photo) and
 * the rules behind them. Browser-safe on purpose: it imports only zod and pure helpers (no argon2,
 * node:crypto or database), so the web client can import these schemas for its forms and a rule
 * lives once. The use-case files re-export what they parse.
 */
import { z } from 'zod';
import { languageOfLocale } from '../rules/preferred-language';
import { canonicalTimeZone } from '../time/time-zones';
import type { ErrorTitleKey } from '../errors';
import { issue } from '../validate';
import { isCommonPassword } from './common-passwords';
import { EMAIL_MAX_LENGTH, isEmailAddress } from './email-address';

export { EMAIL_MAX_LENGTH, isEmailAddress };
const INVALID_EMAIL = issue('invalidEmail');
export const NAME_MAX_LENGTH = 100;

export const PASSWORD_MIN_LENGTH = 6;
/** Longer passwords are refused at sign-up, so a longer one at sign-in can never match. */
export const PASSWORD_MAX_LENGTH = 200;

/**
 * The rules for a new password (sign-up, reset, admin bootstrap): at least 6 characters, at most 200,
 * not on the common-password list. `titles` are the keys of the toast headings of the screen using it.
 */
export function newPasswordSchema(titles: { tooShort: ErrorTitleKey; tooCommon: ErrorTitleKey }) {
  const short = issue('passwordTooShort', titles.tooShort);
  return z
    .string({ error: short })
    .min(PASSWORD_MIN_LENGTH, short)
    .max(PASSWORD_MAX_LENGTH, issue('passwordTooLong'))
    .refine((pw) => !isCommonPassword(pw), issue('commonPassword', titles.tooCommon));
}

/**
 * A well-formed email, trimmed and lower-cased. The length check aborts the parse (zod 4 runs every
 * check of a string otherwise, even after one failed), so the shape check never sees a long string.
 */
export const zEmail = z
  .string({ error: INVALID_EMAIL })
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, { error: INVALID_EMAIL, abort: true })
  .refine(isEmailAddress, INVALID_EMAIL);

// ---- Sign-up ---------------------------------------------------------------------------------

const REQUIRED = issue('requiredFields');
const zRegisterPassword = newPasswordSchema({ tooShort: 'passwordTooShort', tooCommon: 'passwordTooCommon' });

/**
 * Sign-up form. Required fields are checked first (one message for all of them, as in the spec),
 * then the email's shape, then the password rules. An unknown time zone is dropped (the person
 * gets UTC), not refused: it comes from the browser, not from the person.
 */
export const ZRegisterWithPasswordInput = z
  .object({
    email: z.string().trim().toLowerCase().max(EMAIL_MAX_LENGTH, { error: INVALID_EMAIL, abort: true }).nullish(),
    password: z.string().nullish(),
    firstName: z.string().trim().max(NAME_MAX_LENGTH, issue('firstNameTooLong')).nullish(),
    lastName: z.string().trim().max(NAME_MAX_LENGTH, issue('lastNameTooLong')).nullish(),
    timeZone: z
      .string()
      .max(64)
      .nullish()
      .catch(undefined)
      .transform((tz) => canonicalTimeZone(tz) ?? undefined),
    /** The browser's language (from Accept-Language), when the product has content in it (decision 231). */
    language: z
      .string()
      .max(35)
      .nullish()
      .catch(undefined)
      .transform((l) => languageOfLocale(l) ?? undefined),
  })
  .superRefine((v, ctx) => {
    const missing = (['email', 'password', 'firstName'] as const).filter((k) => !v[k]?.trim());
    if (missing.length > 0) {
      ctx.addIssue({ code: 'custom', message: REQUIRED, path: [missing[0]!] });
      return;
    }
    if (!isEmailAddress(v.email!)) {
      ctx.addIssue({ code: 'custom', message: INVALID_EMAIL, path: ['email'] });
      return;
    }
    const pw = zRegisterPassword.safeParse(v.password);
    if (!pw.success) ctx.addIssue({ code: 'custom', message: pw.error.issues[0]!.message, path: ['password'] });
  })
  .transform((v) => ({
    email: v.email!,
    password: v.password!,
    firstName: v.firstName!,
    lastName: v.lastName ?? '',
    timeZone: v.timeZone,
    language: v.language,
  }));
export type TRegisterWithPasswordInput = z.input<typeof ZRegisterWithPasswordInput>;

// ---- Adding an email and password to a chat-made account (decision 200) ----------------------

export const ZAddEmailPasswordInput = z.object({
  email: zEmail,
  password: newPasswordSchema({ tooShort: 'passwordTooShort', tooCommon: 'passwordTooCommon' }),
});
export type TAddEmailPasswordInput = z.input<typeof ZAddEmailPasswordInput>;

// ---- Sign-in ---------------------------------------------------------------------------------

const MISSING_LOGIN = issue('emailAndPassword', 'missingInformationLower');

export const ZLoginWithPasswordInput = z.object({
  email: z.string({ error: MISSING_LOGIN }).trim().min(1, MISSING_LOGIN),
  password: z.string({ error: MISSING_LOGIN }).min(1, MISSING_LOGIN),
});
export type TLoginWithPasswordInput = z.input<typeof ZLoginWithPasswordInput>;

// ---- Forgot / reset password -----------------------------------------------------------------

const ENTER_EMAIL = issue('enterEmail');

export const ZRequestPasswordResetInput = z.object({
  email: z
    .string({ error: ENTER_EMAIL })
    .trim()
    .toLowerCase()
    .min(1, ENTER_EMAIL)
    .max(EMAIL_MAX_LENGTH, INVALID_EMAIL),
});
export type TRequestPasswordResetInput = z.input<typeof ZRequestPasswordResetInput>;

const INVALID_RESET_LINK = issue('invalidResetLink');

export const ZResetPasswordInput = z.object({
  token: z.string({ error: INVALID_RESET_LINK }).trim().min(1, INVALID_RESET_LINK).max(128, INVALID_RESET_LINK),
  newPassword: newPasswordSchema({ tooShort: 'passwordTooShortCaps', tooCommon: 'passwordTooCommonCaps' }),
});
export type TResetPasswordInput = z.input<typeof ZResetPasswordInput>;

// ---- Profile photo ---------------------------------------------------------------------------

const INVALID_URL = issue('invalidImageUrl', 'invalidUrl');
/** A resized JPEG (800 px, quality 0.7) as base64 is well under 1 MB; leave headroom. */
export const PROFILE_IMAGE_MAX_CHARS = 2_000_000;

/** An http(s) URL, or a base64 data URL of a JPEG/PNG/WebP/GIF image. */
export function isImageUrl(value: string): boolean {
  if (value.length > PROFILE_IMAGE_MAX_CHARS) return false;
  if (/^data:image\/(jpeg|png|webp|gif);base64,[A-Za-z0-9+/]+=*$/.test(value)) return true;
  try {
    const u = new URL(value);
    return (u.protocol === 'https:' || u.protocol === 'http:') && Boolean(u.hostname);
  } catch {
    return false;
  }
}

export const ZUpdateProfileImageInput = z.object({
  profileImageUrl: z
    .string({ error: INVALID_URL })
    .trim()
    .min(1, INVALID_URL)
    .max(PROFILE_IMAGE_MAX_CHARS, { error: issue('imageTooLarge', 'fileTooLarge'), abort: true })
    .refine(isImageUrl, INVALID_URL),
});
export type TUpdateProfileImageInput = z.input<typeof ZUpdateProfileImageInput>;

// ---- Account details (Profile: name, email, password) -----------------------------------------

const FIRST_NAME_REQUIRED = issue('firstNameRequired');

export const ZUpdateNameInput = z.object({
  firstName: z
    .string({ error: FIRST_NAME_REQUIRED })
    .trim()
    .min(1, FIRST_NAME_REQUIRED)
    .max(NAME_MAX_LENGTH, issue('firstNameTooLong')),
  lastName: z
    .string()
    .trim()
    .max(NAME_MAX_LENGTH, issue('lastNameTooLong'))
    .nullish()
    .transform((v) => v ?? ''),
});
export type TUpdateNameInput = z.input<typeof ZUpdateNameInput>;

export const ZRequestEmailChangeInput = z.object({
  newEmail: zEmail,
  /** The current password; required when the account has one. */
  password: z.string().max(1000).nullish(),
});
export type TRequestEmailChangeInput = z.input<typeof ZRequestEmailChangeInput>;

const INVALID_EMAIL_CHANGE_LINK = issue('invalidEmailChangeLink');

export const ZConfirmEmailChangeInput = z.object({
  token: z
    .string({ error: INVALID_EMAIL_CHANGE_LINK })
    .trim()
    .min(1, INVALID_EMAIL_CHANGE_LINK)
    .max(128, INVALID_EMAIL_CHANGE_LINK),
});
export type TConfirmEmailChangeInput = z.input<typeof ZConfirmEmailChangeInput>;

const CURRENT_PASSWORD_REQUIRED = issue('currentPasswordRequired');

export const ZChangePasswordInput = z.object({
  currentPassword: z.string({ error: CURRENT_PASSWORD_REQUIRED }).min(1, CURRENT_PASSWORD_REQUIRED).max(1000),
  newPassword: newPasswordSchema({ tooShort: 'passwordTooShortCaps', tooCommon: 'passwordTooCommonCaps' }),
});
export type TChangePasswordInput = z.input<typeof ZChangePasswordInput>;
