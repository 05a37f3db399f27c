import type { Ctx } from '../context';
import { AppError } from '../errors';
import { parseInput } from '../validate';
import { ZRegisterWithPasswordInput, type TRegisterWithPasswordInput } from './account-forms';
import { createUser, type UserRecord } from './create-user';
import { hashPassword } from './passwords';
import { findUserByEmail } from './user-record';

export const EMAIL_TAKEN = 'An account with this email already exists.';

export { ZRegisterWithPasswordInput, type TRegisterWithPasswordInput };

/**
 * Create an account with email and password (the /register form). The email is stored lower-cased;
 * the browser's time zone, when given, becomes the person's confirmed zone. An email already in use
 * (any case) answers `conflict`.
 */
export async function registerWithPassword(ctx: Ctx, input: TRegisterWithPasswordInput): Promise<UserRecord> {
  const data = parseInput(ZRegisterWithPasswordInput, input);
  // Cheap check first so a taken email costs no argon2 work; the unique index settles races.
  if (await findUserByEmail(ctx, data.email)) throw new AppError('conflict', 'emailTaken');
  const passwordHash = await hashPassword(data.password);
  const user = await createUser(ctx, {
    email: data.email,
    passwordHash,
    firstName: data.firstName,
    lastName: data.lastName,
    timeZone: data.timeZone ?? null,
    language: data.language ?? null,
  });
  ctx.log.info({ event: 'user_registered', userId: user.id });
  return user;
}
