/**
 * Password hashing (argon2id, OWASP parameters). Login and account deletion verify through here, so
 * timing is the same whether or not a stored hash exists. The rules a new password must pass live
 * in account-forms.ts (browser-safe).
 */
import { hash, parseOptions, verify, type Algorithm } from '@node-rs/argon2';
import { PASSWORD_MAX_LENGTH } from './account-forms';

/** OWASP Password Storage Cheat Sheet: argon2id, m=19 MiB, t=2, p=1. */
export const PASSWORD_HASH_OPTIONS = {
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
  algorithm: 2 as Algorithm, // Algorithm.Argon2id (an ambient const enum, unusable under isolatedModules)
} as const;

/**
 * A valid argon2id hash (same parameters) of a random string nobody knows. Verifying against it when
 * there is no user costs the same as a real check, so response time does not reveal whether an
 * email is registered.
 */
export const DUMMY_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$g9/vBVy9FtGR7t1/W11T+Q$V5MqoObq8C/bdPxTTjNrBfNEwX6t585Xn4YJCISoxvY';

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

/**
 * True when `password` matches `hash`. With no hash (unknown email, provider-only account) it still
 * runs one argon2 verification against a dummy hash and answers false.
 */
export async function verifyPassword(input: { hash: string | null | undefined; password: string }): Promise<boolean> {
  const stored = input.hash || DUMMY_PASSWORD_HASH;
  // Never hash an absurdly long input; it cannot match anything we stored anyway.
  const password = input.password.length > PASSWORD_MAX_LENGTH ? '' : input.password;
  let ok: boolean;
  try {
    ok = await verify(stored, password);
  } catch {
    ok = false; // a malformed stored hash is not a match
  }
  return ok && Boolean(input.hash) && password.length > 0;
}

/** True when a stored hash was made with weaker (or other) parameters than today's. */
export function needsRehash(storedHash: string): boolean {
  try {
    const o = parseOptions(storedHash);
    return (
      o.algorithm !== PASSWORD_HASH_OPTIONS.algorithm ||
      o.memoryCost !== PASSWORD_HASH_OPTIONS.memoryCost ||
      o.timeCost !== PASSWORD_HASH_OPTIONS.timeCost ||
      o.parallelism !== PASSWORD_HASH_OPTIONS.parallelism
    );
  } catch {
    return true;
  }
}
