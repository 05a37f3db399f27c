/**
 * Forgotten password: a one-hour, single-use link. Only sha256(token) is stored. A successful
 * reset signs the person out everywhere and forgets their known browsers, so whoever knew the old
 * password is locked out.
 */
import {
  ZRequestPasswordResetInput,
  ZResetPasswordInput,
  type TRequestPasswordResetInput,
  type TResetPasswordInput
} from './account-forms';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export { ZRequestPasswordResetInput, type TRequestPasswordResetInput };

export { ZResetPasswordInput, type TResetPasswordInput };
