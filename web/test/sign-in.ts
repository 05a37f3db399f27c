/**
 * Sign a test Browser in without the /auth routes: a user made through core (makeUser, or
 * registerWithPassword when a password is wanted), a session made by core, and its cookie put
 * into the browser — exactly what a successful login leaves behind.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { users } from '@dps/db/schema';
import { registerWithPassword } from '@dps/core/accounts/register';
import { createSession } from '@dps/core/accounts/create-session';
import { grantAdmin } from '@dps/core/accounts/grant-admin';
import type { UserRecord } from '@dps/core/accounts/create-user';
import { makeUser } from '@dps/core/test/factories';
import { SESSION_COOKIE } from '../server/auth/session-cookie';
import type { Browser } from './http-client';
import type { TestServer } from './start-test-server';

export interface SignInOptions {
  role?: 'user' | 'admin';
  timeZone?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  /** Give the account a password (registered through core, so it is hashed like any other). */
  password?: string;
  /** Default true: the address counts as confirmed (decision 279), as a made person's does. */
  emailConfirmed?: boolean;
}

export interface SignedIn {
  user: UserRecord;
  token: string;
}

export async function signIn(server: TestServer, browser: Browser, opts: SignInOptions = {}): Promise<SignedIn> {
  const user = await createTestUser(server, opts);
  const { token } = await createSession(server.ctx, { userId: user.id });
  browser.cookies.set(SESSION_COOKIE, token);
  return { user, token };
}

export async function createTestUser(server: TestServer, opts: SignInOptions = {}): Promise<UserRecord> {
  const email = opts.email ?? `user-${randomBytes(5).toString('hex')}@example.test`;
  if (opts.password === undefined) {
    return makeUser(server.ctx, {
      email,
      emailConfirmed: opts.emailConfirmed ?? true,
      role: opts.role ?? 'user',
      ...(opts.timeZone !== undefined && { timeZone: opts.timeZone }),
      ...(opts.firstName !== undefined && { firstName: opts.firstName }),
      ...(opts.lastName !== undefined && { lastName: opts.lastName }),
    });
  }
  const user = await registerWithPassword(server.ctx, {
    email,
    password: opts.password,
    firstName: opts.firstName ?? 'Grace',
    lastName: opts.lastName ?? 'Hopper',
    timeZone: opts.timeZone ?? 'UTC',
  });
  if (opts.emailConfirmed !== false) {
    await server.db.db.update(users).set({ emailConfirmedAt: server.clock.now() }).where(eq(users.id, user.id));
  }
  return opts.role === 'admin' ? grantAdmin(server.ctx, { email }) : user;
}
