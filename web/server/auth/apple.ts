/**
 * Sign in with Apple: the browser's popup hands us an id_token, which we trust only after checking
 * its signature against Apple's published keys (fetched from `jwksUrl`, cached by jose), its
 * issuer, its audience (our service id) and its expiry. Only the token's claims identify the person;
 * the unsigned `user` object of the popup may supply a name, nothing else.
 */
import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { WebConfig } from '../deps';

type AppleConfig = NonNullable<WebConfig['apple']>;

export interface AppleProfile {
  /** `${issuer}|${sub}`: the identity's subject as core stores it. */
  subject: string;
  email: string | null;
  emailVerified: boolean;
}

export interface AppleVerifier {
  verify(idToken: string, now: Date): Promise<AppleProfile>;
}

export function createAppleVerifier(apple: AppleConfig): AppleVerifier {
  const keys = createRemoteJWKSet(new URL(apple.jwksUrl));
  return {
    async verify(idToken, now) {
      const { payload } = await jwtVerify(idToken, keys, {
        issuer: apple.issuer,
        audience: apple.clientId,
        algorithms: ['RS256', 'ES256'],
        currentDate: now,
        requiredClaims: ['sub', 'exp', 'iat'],
        clockTolerance: 30,
      });
      const email = typeof payload.email === 'string' ? payload.email : null;
      // Apple sends email_verified as a boolean or as the string "true".
      const verified = payload.email_verified === true || payload.email_verified === 'true';
      return { subject: `${apple.issuer}|${payload.sub}`, email, emailVerified: Boolean(email) && verified };
    },
  };
}
