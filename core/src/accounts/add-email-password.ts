/**
 * A chat-made account (Telegram or Slack, no email, no password) adds an email and a password, so
 * it can sign in on the web without asking the bot for a link (decision 200). Only for an account
 * that has neither: changing an existing email or password is Profile's own business.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { users } from '@dps/db/schema';
import type { ActorCtx } from '../context';
import { AppError } from '../errors';
import { parseInput } from '../validate';
import { ZAddEmailPasswordInput, type TAddEmailPasswordInput } from './account-forms';
import { isUniqueViolation, type UserRecord } from './create-user';
import { hashPassword } from './passwords';
import { findUserByEmail, userRecordColumns } from './user-record';

export const ALREADY_HAS_EMAIL_PASSWORD =
  'This account already has an email and password. Change them on your Profile page instead.';

export { ZAddEmailPasswordInput, type TAddEmailPasswordInput };

/** Give the acting account an email and a password. `conflict` if it has either, or the email is taken. */
export async function addEmailPassword(ctx: ActorCtx, input: TAddEmailPasswordInput): Promise<UserRecord> {
  const { email, password } = parseInput(ZAddEmailPasswordInput, input ?? {});
  if (!email) throw new AppError('validation', 'invalidEmail');
  if (await findUserByEmail(ctx, email)) throw new AppError('conflict', 'emailTaken');
  const passwordHash = await hashPassword(password);
  let updated: UserRecord[];
  try {
    updated = await ctx.db
      .update(users)
      .set({ email, passwordHash })
      // Only an account without either: a stolen chat link cannot replace a real password.
      .where(and(eq(users.id, ctx.userId), isNull(users.email), isNull(users.passwordHash)))
      .returning(userRecordColumns);
  } catch (e) {
    if (isUniqueViolation(e)) throw new AppError('conflict', 'emailTaken');
    throw e;
  }
  const user = updated[0];
  if (!user) throw new AppError('conflict', 'alreadyHasEmailPassword');
  ctx.log.info({ event: 'email_password_added', userId: ctx.userId });
  return user;
}
