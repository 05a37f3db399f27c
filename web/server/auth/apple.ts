/**
 * Sign in with Apple: the browser's popup hands us an id_token, which we trust only after checking
 * its signature against Apple's published keys (fetched from `jwksUrl`, cached by jose), its
 * issuer, its audience (our service id), its expiry and age, and its nonce. Only the token's claims
 * identify the person; the unsigned `user` object of the popup may supply a name, nothing else.
 *
 * The nonce (decision 082): POST /auth/apple/nonce puts a fresh one-time nonce in an HttpOnly
 * cookie of this browser and answers its sha256, which the page passes to `AppleID.auth.init`;
 * Apple signs it into the token's `nonce` claim. POST /auth/apple accepts the token only with
 * that cookie, the claim equal to the cookie's sha256, and the nonce unused (core remembers it).
 * A token obtained anywhere else — replayed, or made for another page — carries another nonce or none.
 */
import { timingSafeEqual } from 'node:crypto';
import type { CookieOptions, Response } from 'express';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { Ctx } from '@dps/core/context';
import { consumeSignInNonce } from '@dps/core/accounts/consume-sign-in-nonce';
import { hashSignInNonce, issueSignInNonce, SIGN_IN_NONCE_TTL_SECONDS } from '@dps/core/accounts/sign-in-nonce';
import type { WebConfig } from '../deps';

type AppleConfig = NonNullable<WebConfig['apple']>;

export interface AppleProfile {
  /** `${issuer}|${sub}`: the identity's subject as core stores it. */
  subject: string;
  email: string | null;
  emailVerified: boolean;
}

export interface AppleVerifier {
  /** `rawNonce`: the value of this browser's nonce cookie (undefined when it has none: refused). */
  verify(idToken: string, now: Date, rawNonce: string | undefined): Promise<AppleProfile>;
}

export class AppleNonceError extends Error {
  override name = 'AppleNonceError';
}

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export function createAppleVerifier(apple: AppleConfig): AppleVerifier {
  const keys = createRemoteJWKSet(new URL(apple.jwksUrl));
  return {
    async verify(idToken, now, rawNonce) {
      const { payload } = await jwtVerify(idToken, keys, {
        issuer: apple.issuer,
        audience: apple.clientId,
        algorithms: ['RS256', 'ES256'],
        currentDate: now,
        requiredClaims: ['sub', 'exp', 'iat', 'nonce'],
        // A token older than the nonce it carries is not one this sign-in asked for.
        maxTokenAge: SIGN_IN_NONCE_TTL_SECONDS,
        clockTolerance: 30,
      });
      if (!rawNonce) throw new AppleNonceError('no nonce cookie');
      if (typeof payload.nonce !== 'string' || !sameText(payload.nonce, hashSignInNonce(rawNonce))) {
        throw new AppleNonceError('nonce mismatch');
      }
      const email = typeof payload.email === 'string' ? payload.email : null;
      // Apple sends email_verified as a boolean or as the string "true".
      const verified = payload.email_verified === true || payload.email_verified === 'true';
      return { subject: `${apple.issuer}|${payload.sub}`, email, emailVerified: Boolean(email) && verified };
    },
  };
}

export const APPLE_NONCE_COOKIE = 'dps_apple_nonce';

/** HttpOnly (scripts never see the raw nonce), Strict (only our own page's POST carries it), /auth/apple only. */
export function appleNonceCookie(secure: boolean): CookieOptions {
  return { httpOnly: true, sameSite: 'strict', secure, path: '/auth/apple' };
}

/** Start a sign-in: the nonce cookie for this browser, and the hashed nonce for Apple's script. */
export async function startAppleSignIn(ctx: Ctx, res: Response, secure: boolean): Promise<{ nonce: string }> {
  const { nonce, hashed } = await issueSignInNonce(ctx, { provider: 'apple' });
  res.cookie(APPLE_NONCE_COOKIE, nonce, { ...appleNonceCookie(secure), maxAge: SIGN_IN_NONCE_TTL_SECONDS * 1000 });
  res.setHeader('Cache-Control', 'no-store');
  return { nonce: hashed };
}

/** Use this browser's nonce (once): false when it is unknown, expired or already used. */
export function consumeAppleNonce(ctx: Ctx, rawNonce: string | undefined): Promise<boolean> {
  return rawNonce ? consumeSignInNonce(ctx, { provider: 'apple', nonce: rawNonce }) : Promise.resolve(false);
}
