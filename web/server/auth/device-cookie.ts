/**
 * The `dps_device` cookie: a random token naming a browser that signed in to an account with its
 * password (core known-devices.ts keeps its sha256). Sent only to /auth (it matters only to
 * sign-in), HttpOnly, SameSite=Lax, Secure over https; a year, renewed at each sign-in. Signing
 * out keeps it: the browser is still its owner's (decision 042).
 */
import type { Response } from 'express';

export const DEVICE_COOKIE = 'dps_device';

export function setDeviceCookie(res: Response, token: string, expiresAt: Date, secure: boolean): void {
  res.cookie(DEVICE_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure, path: '/auth', expires: expiresAt });
}
