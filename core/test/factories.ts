/** Test data made through the real core functions, so factories obey every rule the product does. */
import { randomBytes } from 'node:crypto';
import type { Ctx } from '../src/context';
import { createUser, type UserRecord } from '../src/accounts/create-user';

export async function makeUser(
  ctx: Ctx,
  over: {
    email?: string | null;
    /** Default true: a made person's address counts as confirmed, as every account's before decision 279. */
    emailConfirmed?: boolean;
    firstName?: string;
    lastName?: string;
    role?: 'user' | 'admin';
    timeZone?: string;
  } = {},
): Promise<UserRecord> {
  return createUser(ctx, {
    email: over.email === undefined ? `user-${randomBytes(4).toString('hex')}@example.test` : over.email,
    emailConfirmed: over.emailConfirmed ?? true,
    firstName: over.firstName ?? 'Grace',
    lastName: over.lastName ?? 'Hopper',
    role: over.role ?? 'user',
    timeZone: over.timeZone ?? 'UTC',
  });
}
