/**
 * Random tokens and their stored form. Sessions, reset tokens and link codes keep only a sha256 of
 * the value handed out, so a leaked database row cannot be replayed as a cookie or a link.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';

/** 32 random bytes, base64url (43 characters): a session cookie or a reset-link token. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The form a token is stored and looked up in: sha256, hex. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** No 0/O, 1/I/L: a code read off a screen and typed into a chat must not be misread. */
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** `length` characters drawn uniformly from CODE_ALPHABET with a CSPRNG. */
export function randomCode(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return out;
}

export const DAY_MS = 86_400_000;
