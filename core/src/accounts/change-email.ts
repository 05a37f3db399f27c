/**
 * Changing one's email on Profile, in two steps: the request (current password first) makes a
 * one-day, single-use link for the NEW address; the email changes only when that link is followed,
 * so nobody can move an account to an address they do not read. Only sha256(token) is stored.
 */
import {
  ZConfirmEmailChangeInput,
  ZRequestEmailChangeInput,
  type TConfirmEmailChangeInput,
  type TRequestEmailChangeInput
} from './account-forms';

export {
  ZConfirmEmailChangeInput,
  ZRequestEmailChangeInput,
  type TConfirmEmailChangeInput,
  type TRequestEmailChangeInput,
};

export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;
